// Sync runs behind the summaries of the providers with a sync capability (their folder's sync.ts): every lead,
// contact and account is read page by page from the provider and kept for visitor matching. A record is
// "configured" when it carries the field Parley matches visitors on (an email, or an account's domain).
import type { FastifyBaseLogger, onSendAsyncHookHandler } from 'fastify';
import type { Repositories } from '../db/repositories/index';
import { isCallbackService, isIntegrationKind, kindOfService, type IntegrationKind } from '../../src/domain/integrations/kinds';
import type { Jobs } from '../jobs/types';
import { nowSeconds } from '../lib/clock';
import { providerOf } from './providers/index';
import type { Integrations } from './registry';
import type { SyncPage } from './syncSource';

/** A kind whose provider syncs records (its `sync` capability). */
export type SyncKind = IntegrationKind;
export const isSyncKind = (k: IntegrationKind): k is SyncKind => providerOf(k).sync !== undefined;

/** One sync run; the job body the queue calls (server/jobs). Progress and the outcome land in integration_syncs. */
export async function runSync(deps: { repos: Repositories; integrations: Integrations; log: FastifyBaseLogger }, projectId: number, kind: SyncKind): Promise<void> {
  const { repos, integrations, log } = deps;
  const read = <T>(path: string): Promise<T> => integrations.json<T>(projectId, kind, path);
  const source = providerOf(kind).sync;
  let total = 0;
  let configured = 0;
  let progressTotal = 0;
  try {
    if (!source) throw new Error('This integration has no sync');
    const objects = await source(read);
    for (const object of objects) {
      let path: string | null = object.first;
      let first = true;
      while (path) {
        const page: SyncPage = await object.page(path);
        if (first && page.total !== undefined) progressTotal += page.total;
        first = false;
        await repos.integrations.saveRecords(projectId, kind, page.records, nowSeconds());
        total += page.records.length;
        configured += page.records.filter((r) => (r.object === 'account' || r.object === 'company' ? r.domain : r.email)).length;
        await repos.integrations.updateSync(projectId, kind, { done: total, progress_total: Math.max(progressTotal, total), updated_at: nowSeconds() });
        path = page.next;
      }
    }
    const now = nowSeconds();
    await repos.integrations.updateSync(projectId, kind, { running: 0, total, configured, done: total, progress_total: total, error: null, last_sync_at: now, updated_at: now });
  } catch (err) {
    const message = (err as Error).message || 'Sync failed';
    log.warn({ projectId, kind, err: message }, 'integration sync failed');
    await repos.integrations.updateSync(projectId, kind, { running: 0, error: message, updated_at: nowSeconds() });
  }
}

/**
 * Starts a sync run as a job unless one is running; true when this call started it. "Sync now" and the first sync
 * after connecting both go through it, so a second start only shows the running one's progress.
 */
export async function startSync(deps: { repos: Repositories; jobs: Jobs; job: string }, projectId: number, kind: SyncKind): Promise<boolean> {
  if (!(await deps.repos.integrations.startSync(projectId, kind, nowSeconds()))) return false;
  await deps.jobs.send(deps.job, { projectId, kind }, { singletonKey: `${projectId}:${kind}` });
  return true;
}

/**
 * onSend hook of the integrations routes: a connect that succeeded (a §7 callback, or a typed app's direct connect)
 * starts the provider's first sync at once, before the answer goes out, so the card the dashboard loads next already
 * shows its progress instead of "Not synced yet" until someone presses "Sync now".
 */
export function firstSyncAfterConnect(deps: { repos: Repositories; jobs: Jobs; job: string }): onSendAsyncHookHandler<unknown> {
  return async (req, reply, payload) => {
    const audit = (req.routeOptions.config as { audit?: { action?: string } } | undefined)?.audit;
    if (audit?.action !== 'integration.connect' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const kind = connectedKind(req.params, payload);
    const projectId = req.caller?.projectId;
    if (kind && isSyncKind(kind) && projectId !== undefined) await startSync(deps, projectId, kind);
    return payload;
  };
}

/** The kind a connect answer is about: the connect route's :kind, or the callback answer's service. */
function connectedKind(params: unknown, payload: string): IntegrationKind | null {
  const raw = (params as { kind?: unknown } | undefined)?.kind;
  if (isIntegrationKind(raw)) return raw;
  try {
    const service = (JSON.parse(payload) as { service?: unknown }).service;
    return isCallbackService(service) ? kindOfService(service) : null;
  } catch {
    return null;
  }
}
