// The realtime event log only needs to cover reconnect gaps: keep a day of it.
import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../../db/repositories/index';
import { nowSeconds } from '../tokens';

const KEEP_SECONDS = 24 * 3600;
const EVERY_MS = 60 * 60 * 1000;

export function startEventPruning(repos: Repositories, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    repos.events.pruneBefore(nowSeconds() - KEEP_SECONDS).catch((err: unknown) => log.error({ err }, 'event pruning failed'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
