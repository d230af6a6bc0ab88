// The realtime event log only needs to cover reconnect gaps: keep a day of it. Embedded: an hourly timer. Cluster
// mode (a shared job queue): one job per hour for the whole cluster, whichever node runs it, instead of every node.
import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../../db/repositories/index';
import type { Jobs } from '../../jobs/types';
import { nowSeconds } from '../../lib/clock';

const KEEP_SECONDS = 24 * 3600;
const EVERY_MS = 60 * 60 * 1000;
export const PRUNE_JOB = 'prune-realtime-events';

export function startEventPruning(repos: Repositories, log: FastifyBaseLogger, jobs?: Jobs): () => void {
  const prune = () => repos.events.pruneBefore(nowSeconds() - KEEP_SECONDS);
  if (jobs) {
    // Every node queues the next hour's run under that hour's key: the queue keeps one, one node runs it.
    const queueNext = () => {
      const at = (Math.floor(Date.now() / EVERY_MS) + 1) * EVERY_MS;
      jobs.send(PRUNE_JOB, {}, { startAfter: new Date(at), singletonKey: String(at) }).catch((err: unknown) => log.warn({ err: String(err) }, 'event pruning not queued'));
    };
    void jobs.work(PRUNE_JOB, async () => void (await prune())).then(queueNext, (err: unknown) => log.error({ err }, 'event pruning worker failed'));
    const timer = setInterval(queueNext, EVERY_MS / 4);
    timer.unref();
    return () => clearInterval(timer);
  }
  const timer = setInterval(() => {
    prune().catch((err: unknown) => log.error({ err }, 'event pruning failed'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
