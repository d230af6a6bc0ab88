// Builds a Fastify instance around the app plugin (shared by main.ts, the tests and the benchmarks).
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { app } from './app';
import type { ServerConfig } from './config';
import type { Seed } from './db/seeding';
import { lazyChildLogger, loggerOptions } from './logging';
import { errorBody } from '../src/domain/errors';
import { scrubRules, startServerErrorReporting } from './lib/errorReporting';
import { PROVIDER_LIST } from './integrations/providers/index';

export async function buildServer(config: ServerConfig, opts: { logger?: boolean; logStream?: NodeJS.WritableStream; seed?: Seed } = {}): Promise<FastifyInstance> {
  const server = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, opts.logStream),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: config.bodyLimitBytes,
    // Slow bodies and headers (issue 23, finding 8): Node answers 408 and closes a request not complete in time. Node
    // checks pending requests every connectionsCheckingInterval (30 s by default), so a short timeout checks oftener.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 15_000),
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(config.requestTimeoutMs / 4))),
    },
    trustProxy: config.trustProxy,
    // The app plugin migrates and, on a first boot, seeds the demo's weeks of history through the services: seconds
    // on PostgreSQL or a busy machine, past avvio's 10 s default (which fails the boot, not just slows it).
    pluginTimeout: 120_000,
    // Errors the router raises before any route runs (a malformed URL, a path parameter over 100 characters):
    // answered in spec §8's shape like every other error, without echoing the path.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply.status(tooLong ? 414 : 400).send(errorBody(tooLong ? 'The address is too long' : 'The address is not valid'));
    },
  });
  // Error reporting first (only with SENTRY_DSN), so the routes registered next report their failures.
  if (config.sentryDsn) await startServerErrorReporting(config.sentryDsn, server, scrubRules(PROVIDER_LIST));
  await server.register(app, { config, seed: opts.seed });
  await server.ready();
  return server;
}
