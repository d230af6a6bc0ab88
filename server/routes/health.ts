// GET /health: what a load balancer's health check asks every node. 200 when the database answers (and Redis, in
// cluster mode), 503 otherwise; never cached, no authentication, nothing about the data.
import type { FastifyInstance } from 'fastify';
import { pingDatabase, type Db } from '../db/database';

export interface HealthOptions {
  db: Db;
  mode: string;
  node: string;
  redisReachable(): Promise<boolean | null>;
}

const within = <T>(p: Promise<T>, ms: number, fallback: T) =>
  Promise.race([p, new Promise<T>((r) => setTimeout(() => r(fallback), ms).unref())]);

export async function healthRoutes(app: FastifyInstance, opts: HealthOptions) {
  app.get('/health', async (_req, reply) => {
    const [database, redis] = await Promise.all([
      within(pingDatabase(opts.db), 2000, false),
      within(opts.redisReachable(), 2000, false),
    ]);
    const ok = database && redis !== false;
    reply.code(ok ? 200 : 503).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'unavailable', mode: opts.mode, node: opts.node, database, redis };
  });
}
