// Builds a Fastify instance around the app plugin (shared by main.ts, the tests and the benchmarks).
import Fastify, { type FastifyInstance } from 'fastify';
import { app } from './app';
import type { ServerConfig } from './config';
import { loggerOptions } from './logging';

export async function buildServer(config: ServerConfig, opts: { logger?: boolean; logStream?: NodeJS.WritableStream } = {}): Promise<FastifyInstance> {
  const server = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, opts.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  await server.register(app, { config });
  await server.ready();
  return server;
}
