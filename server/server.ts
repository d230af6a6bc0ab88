// Builds a Fastify instance around the app plugin (shared by main.ts, the tests and the benchmarks).
import Fastify, { type FastifyInstance } from 'fastify';
import { app } from './app';
import type { ServerConfig } from './config';

export async function buildServer(config: ServerConfig, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const server = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  await server.register(app, { config });
  await server.ready();
  return server;
}
