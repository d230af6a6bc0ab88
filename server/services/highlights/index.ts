// Highlights' parts put together once at boot (app.ts): repository, enrichment client, service.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Repositories } from '../../db/repositories/index';
import { HighlightsRepository } from '../../db/repositories/highlights';
import type { Integrations } from '../../integrations/registry';
import type { IntegrationSettings } from '../../integrations/settings';
import { EnrichmentClient } from './enrichment';
import { HighlightsService } from './service';
import type { EnrichmentSettings } from './settings';
import type { RedisLike } from './shared';

declare module 'fastify' {
  interface FastifyInstance {
    highlights: HighlightsService;
  }
}

export async function createHighlights(deps: {
  db: Db;
  repos: Repositories;
  integrations: Integrations;
  config: { enrichment: EnrichmentSettings; integrations: IntegrationSettings };
  log: FastifyBaseLogger;
  /** Cluster mode's Redis (settled provider answers shared between nodes); absent in embedded mode. */
  redis?: RedisLike | null;
}): Promise<HighlightsService> {
  const store = new HighlightsRepository(deps.db.kysely);
  return new HighlightsService(deps.repos, store, deps.integrations, new EnrichmentClient(deps.config.enrichment), { integrationSettings: deps.config.integrations, redis: deps.redis }, deps.log);
}

export { HighlightsService } from './service';
