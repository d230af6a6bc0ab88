// Which nodes are alive: each node refreshes parley:node:{id} (expires after TTL) and lists itself in parley:nodes.
// Every node sweeps the list; a node whose key expired (killed, frozen) has its presence sockets removed, so its
// users leave presence channels everywhere (member_removed goes out once, see redisPresence.leaveAs), and the
// channels it held are reported as vacated (visitors online and agents connected through it stop being so).
import type { Redis } from 'ioredis';
import { encodeFrame, EVENTS } from '../realtime/protocol';
import { leaveAs, nodeSocketsKey } from './redisPresence';
import { occupancyKey } from './redisOccupancy';

const NODES = 'parley:nodes';
const TTL_MS = 15_000;
const EVERY_MS = 5_000;

export interface Announce {
  /** Sends a presence change to every node's subscribers (this one included). */
  (channel: string, frame: string): void;
}

export class NodeRegistry {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly nodeId: string,
    private readonly announce: Announce,
    private readonly log: { warn(obj: object, msg: string): void },
    /** Channels a dead node held (after its counts were dropped): presence that followed its sockets ends. */
    private readonly vacated: (channels: string[]) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    // A node restarted under the same NODE_ID: what its previous life left behind is stale.
    await this.forget(this.nodeId);
    await this.beat();
    this.timer = setInterval(() => {
      this.beat()
        .then(() => this.sweep())
        .catch((err: unknown) => this.log.warn({ err: String(err) }, 'node heartbeat failed'));
    }, EVERY_MS);
    this.timer.unref();
  }

  private async beat(): Promise<void> {
    await this.redis.multi().set(`parley:node:${this.nodeId}`, String(Date.now()), 'PX', TTL_MS).sadd(NODES, this.nodeId).exec();
  }

  /** Nodes whose heartbeat is current. */
  async live(): Promise<string[]> {
    const ids = await this.redis.smembers(NODES);
    const alive = await Promise.all(ids.map((id) => this.redis.exists(`parley:node:${id}`)));
    return ids.filter((_, i) => alive[i] === 1);
  }

  /** Removes the presence sockets and subscription counts of nodes that stopped beating. */
  async sweep(): Promise<void> {
    for (const id of await this.redis.smembers(NODES)) {
      if (id === this.nodeId || (await this.redis.exists(`parley:node:${id}`))) continue;
      await this.forget(id);
    }
  }

  private async forget(id: string): Promise<void> {
    for (const entry of await this.redis.smembers(nodeSocketsKey(id))) {
      const [channel, socketId] = entry.split('\n');
      if (!channel || !socketId) continue;
      const left = await leaveAs(this.redis, id, channel, socketId);
      if (left !== null) this.announce(channel, encodeFrame(EVENTS.memberRemoved, { user_id: left }, channel));
    }
    const channels = id === this.nodeId ? [] : Object.keys(await this.redis.hgetall(occupancyKey(id)));
    await this.redis.multi().srem(NODES, id).del(nodeSocketsKey(id)).del(occupancyKey(id)).exec();
    if (channels.length) this.vacated(channels);
  }

  /** A clean stop: this node's sockets were closed (and left) already; forget the node. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.redis.multi().del(`parley:node:${this.nodeId}`).srem(NODES, this.nodeId).del(occupancyKey(this.nodeId)).exec();
  }
}
