// Which deployment mode the environment asks for. Chosen once at boot (server/config.ts), acted on in server/app.ts:
// - embedded (default): one process, SQLite (or PostgreSQL), realtime and jobs in process memory;
// - cluster: DATABASE_URL + REDIS_URL: events go once through Redis to every node, shared counters and presence in
//   Redis, jobs in PostgreSQL (pg-boss);
// - external realtime: PUSHER_APP_ID/KEY/SECRET/HOST: events are triggered on a Pusher Channels-compatible service
//   (combinable with cluster, which then only shares counters and jobs).
import crypto from 'node:crypto';
import os from 'node:os';

export interface ExternalPusher {
  appId: string;
  key: string;
  secret: string;
  host: string;
  port: number | null;
  useTLS: boolean;
  /** Where browsers connect their pusher-js (Pusher: ws-<cluster>.pusher.com; soketi or a Parley node: its host).
   *  PUSHER_WS_HOST / PUSHER_WS_PORT / PUSHER_WS_PATH; default: the API host and port, no path. */
  wsHost: string;
  wsPort: number | null;
  wsPath: string;
}

export interface ClusterSettings {
  mode: 'embedded' | 'cluster';
  redisUrl: string | null;
  /** Set: events go to this Pusher-compatible service instead of this process's sockets. */
  pusher: ExternalPusher | null;
  /** Acting as the Pusher-compatible service for other Parley nodes: where client events and presence changes are
   *  posted as Pusher webhooks (REALTIME_WEBHOOK_URL). */
  webhookUrl: string | null;
  /** App id of Parley's own Pusher HTTP API (POST /apps/:appId/events...): REALTIME_APP_ID, default '1'. */
  appId: string;
  /** Distinguishes this node's messages on the bus and its entries in shared presence. */
  nodeId: string;
}

export function clusterSettings(env: NodeJS.ProcessEnv): ClusterSettings {
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !env.DATABASE_URL) throw new Error('REDIS_URL (cluster mode) needs DATABASE_URL: nodes share one PostgreSQL database');
  let pusher: ExternalPusher | null = null;
  if (env.PUSHER_APP_ID || env.PUSHER_KEY || env.PUSHER_SECRET || env.PUSHER_HOST) {
    if (!env.PUSHER_APP_ID || !env.PUSHER_KEY || !env.PUSHER_SECRET || !env.PUSHER_HOST) {
      throw new Error('External realtime needs all of PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET and PUSHER_HOST');
    }
    // PUSHER_HOST: "host", "host:port" or a URL (http:// = no TLS).
    const raw = env.PUSHER_HOST;
    const url = new URL(/^[a-z]+:\/\//.test(raw) ? raw : `https://${raw}`);
    pusher = {
      appId: env.PUSHER_APP_ID,
      key: env.PUSHER_KEY,
      secret: env.PUSHER_SECRET,
      host: url.hostname,
      port: url.port ? Number(url.port) : null,
      useTLS: env.PUSHER_USE_TLS ? env.PUSHER_USE_TLS !== 'false' : url.protocol === 'https:',
      wsHost: env.PUSHER_WS_HOST || url.hostname,
      wsPort: env.PUSHER_WS_PORT ? Number(env.PUSHER_WS_PORT) : url.port ? Number(url.port) : null,
      wsPath: env.PUSHER_WS_PATH ?? '',
    };
  }
  return {
    mode: redisUrl ? 'cluster' : 'embedded',
    redisUrl,
    pusher,
    appId: env.REALTIME_APP_ID || '1',
    webhookUrl: env.REALTIME_WEBHOOK_URL || null,
    nodeId: env.NODE_ID || `${os.hostname()}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`,
  };
}
