// The mode's moving parts, built once in server/app.ts from ClusterSettings:
// - embedded: in-process jobs, in-memory counters, the hub delivers to its own sockets (nothing changes);
// - cluster: Redis bus + shared presence + node registry for the hub, Redis for rate limits, agents' last connection and Highlights, pg-boss jobs;
// - external realtime: the hub's events are triggered on the Pusher-compatible service (PusherRelay).
import type { Redis } from 'ioredis';
import type { HubCluster, RealtimeHub } from '../realtime/hub';
import { MemoryJobs } from '../jobs/memoryJobs';
import type { Jobs } from '../jobs/types';
import type { ClusterSettings } from './settings';
import { RedisPresence } from './redisPresence';
import { NodeRegistry } from './nodes';
import { RedisOccupancy } from './redisOccupancy';
import { PusherRelay } from './pusherRelay';
import { RedisCounters, type SharedCounters } from './counters';

export interface ClusterLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface ClusterRuntime {
  readonly settings: ClusterSettings;
  readonly jobs: Jobs;
  /** The shared Redis (cluster mode), so rate limits and agents' last connection count across nodes; null embedded. */
  readonly redis: Redis | null;
  /** Counters every node shares (cluster mode); null: each process counts for itself. */
  readonly counters: SharedCounters | null;
  /** The external service's client (external mode), for the webhook route's signature check. */
  readonly pusher: PusherRelay | null;
  /** What the realtime hub is built with: the bus or the external service as relay, shared presence and occupancy
   *  (null embedded). The hub sends into it; other nodes' frames come back once attach() started the bus with it. */
  readonly hub: HubCluster | null;
  /** Starts handing other nodes' frames and dead nodes' channels to the built hub (the relay's inbound half). */
  attach(hub: RealtimeHub): Promise<void>;
  /** Redis reachable: true/false, or null when the mode has no Redis. */
  redisReachable(): Promise<boolean | null>;
  close(): Promise<void>;
}

export async function startCluster(settings: ClusterSettings, databaseUrl: string | null, log: ClusterLog): Promise<ClusterRuntime> {
  const pusher = settings.pusher ? new PusherRelay(settings.pusher, log) : null;
  if (settings.mode === 'embedded') {
    const jobs = new MemoryJobs(log);
    return {
      settings,
      jobs,
      redis: null,
      counters: null,
      pusher,
      hub: pusher ? { relay: pusher } : null,
      attach: async () => undefined, // the external service delivers to the clients itself
      redisReachable: async () => null,
      close: () => jobs.stop(),
    };
  }

  // Cluster mode only: ioredis and pg-boss (with pg) are imported here, so the embedded default never loads them
  // (~7 MiB of heap that an idle single node held for nothing; bench/memory.ts).
  const [{ Redis }, { PgBossJobs }, { RedisBus }] = await Promise.all([import('ioredis'), import('../jobs/pgBossJobs'), import('./redisBus')]);
  const redisUrl = settings.redisUrl!;
  // Rate limits and presence: a connection that fails fast (a request must not hang on a dead Redis).
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2000 });
  redis.on('error', (err: Error) => log.warn({ err: err.message }, 'redis connection error'));
  const bus = pusher ? null : new RedisBus(redisUrl, settings.nodeId, log);
  const jobs = new PgBossJobs(databaseUrl!, log);
  await jobs.start();
  let registry: NodeRegistry | null = null;
  // Occupancy sums the live nodes' counts; the registry starts with the hub (attach), before any socket connects.
  const liveNodes = () => (registry ? registry.live() : Promise.resolve([settings.nodeId]));

  return {
    settings,
    jobs,
    redis,
    counters: new RedisCounters(redis),
    pusher,
    hub: pusher ? { relay: pusher } : { relay: bus!, presence: new RedisPresence(redis, settings.nodeId), occupancy: new RedisOccupancy(redis, settings.nodeId, liveNodes) },
    async attach(hub) {
      if (pusher) return;
      await bus!.start(hub);
      const nodes = new NodeRegistry(redis, settings.nodeId, (channel, frame) => {
        bus!.frame(channel, frame);
        hub.deliver(channel, frame);
      }, log, (channels) => hub.vacatedElsewhere(channels));
      registry = nodes;
      await nodes.start();
      log.info({ node: settings.nodeId }, 'cluster node joined');
    },
    async redisReachable() {
      try {
        return (await Promise.race([redis.ping(), new Promise((r) => setTimeout(() => r('timeout'), 1000).unref())])) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await jobs.stop().catch((err: unknown) => log.warn({ err: String(err) }, 'job queue stop failed'));
      await registry?.stop().catch(() => undefined);
      await bus?.stop();
      redis.disconnect();
    },
  };
}
