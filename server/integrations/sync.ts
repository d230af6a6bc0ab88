// Sync runs behind the Salesforce, HubSpot and Marketo summaries: every lead, contact and account (Marketo: the
// leads of every static list) is read page by page from the provider and kept for visitor matching. A record is
// "configured" when it carries the field Parley matches visitors on (an email, or an account's domain).
import type { FastifyBaseLogger, onSendAsyncHookHandler } from 'fastify';
import type { Repositories } from '../db/repositories/index';
import type { SyncedRecord } from '../db/repositories/integrations';
import { isCallbackService, isIntegrationKind, kindOfService, type IntegrationKind } from '../../src/domain/integrations/kinds';
import type { Jobs } from '../jobs/types';
import { nowSeconds } from '../lib/clock';
import type { Integrations } from './registry';

export const SYNC_KINDS = ['salesforce', 'hubspot', 'marketo'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];
export const isSyncKind = (k: IntegrationKind): k is SyncKind => (SYNC_KINDS as readonly string[]).includes(k);

type Page = { records: SyncedRecord[]; next: string | null; total?: number };
type Reader = (path: string) => Promise<Page>;
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
const domainOf = (v: string | null) => (v ? v.replace(/^https?:\/\//, '').replace(/^www\./, '').split('/')[0]!.toLowerCase() : null);
const emailDomain = (email: string | null) => (email?.includes('@') ? email.split('@')[1]!.toLowerCase() : null);

/** Salesforce SOQL queries, followed through nextRecordsUrl. */
function salesforceObjects(read: <T>(path: string) => Promise<T>): Array<{ first: string; page: Reader }> {
  const soql = (q: string) => `/services/data/v59.0/query?q=${encodeURIComponent(q)}`;
  const objects = [
    { name: 'lead', q: 'SELECT Id, Email, Company, OwnerId FROM Lead' },
    { name: 'contact', q: 'SELECT Id, Email, AccountId, OwnerId FROM Contact' },
    { name: 'account', q: 'SELECT Id, Name, Website, OwnerId FROM Account' },
  ];
  return objects.map(({ name, q }) => ({
    first: soql(q),
    page: async (path) => {
      const res = await read<{ totalSize: number; records: Array<Record<string, unknown>>; nextRecordsUrl?: string }>(path);
      return {
        total: res.totalSize,
        next: res.nextRecordsUrl ?? null,
        records: res.records.map((r) => {
          const email = str(r.Email);
          const { attributes: _a, ...data } = r;
          return { object: name, externalId: String(r.Id), email, domain: domainOf(str(r.Website)) ?? emailDomain(email), data };
        }),
      };
    },
  }));
}

/** HubSpot CRM v3 objects, followed through paging.next.after. */
function hubspotObjects(read: <T>(path: string) => Promise<T>): Array<{ first: string; page: Reader }> {
  const objects = [
    { name: 'contact', path: '/crm/v3/objects/contacts', props: 'email,firstname,lastname,company,hubspot_owner_id' },
    { name: 'company', path: '/crm/v3/objects/companies', props: 'name,domain,hubspot_owner_id' },
  ];
  return objects.map(({ name, path, props }) => ({
    first: `${path}?limit=100&properties=${props}`,
    page: async (p) => {
      const res = await read<{ results: Array<{ id: string; properties: Record<string, unknown> }>; paging?: { next?: { after: string } } }>(p);
      const after = res.paging?.next?.after;
      return {
        next: after ? `${path}?limit=100&properties=${props}&after=${encodeURIComponent(after)}` : null,
        records: res.results.map((r) => {
          const email = str(r.properties.email);
          return { object: name, externalId: r.id, email, domain: domainOf(str(r.properties.domain)) ?? emailDomain(email), data: r.properties };
        }),
      };
    },
  }));
}

/** Marketo: the leads of every static list (REST: lists, then each list's leads with nextPageToken). */
async function marketoObjects(read: <T>(path: string) => Promise<T>): Promise<Array<{ first: string; page: Reader }>> {
  const lists = await read<{ success: boolean; result: Array<{ id: number; name: string }> }>('/rest/v1/lists.json');
  return lists.result.map((list) => {
    const base = `/rest/v1/lists/${list.id}/leads.json?batchSize=300`;
    return {
      first: base,
      page: async (p) => {
        const res = await read<{ result?: Array<Record<string, unknown>>; nextPageToken?: string; moreResult?: boolean }>(p);
        return {
          next: res.moreResult && res.nextPageToken ? `${base}&nextPageToken=${encodeURIComponent(res.nextPageToken)}` : null,
          records: (res.result ?? []).map((r) => {
            const email = str(r.email);
            return { object: 'lead', externalId: String(r.id), email, domain: emailDomain(email), data: { ...r, listId: list.id, listName: list.name } };
          }),
        };
      },
    };
  });
}

/** One sync run; the job body the queue calls (server/jobs). Progress and the outcome land in integration_syncs. */
export async function runSync(deps: { repos: Repositories; integrations: Integrations; log: FastifyBaseLogger }, projectId: number, kind: SyncKind): Promise<void> {
  const { repos, integrations, log } = deps;
  const read = async <T>(path: string): Promise<T> => {
    const body = await integrations.json<T & { success?: boolean; errors?: unknown }>(projectId, kind, path);
    // Marketo answers 200 with success:false and its errors in the body.
    if (kind === 'marketo' && body && (body as { success?: boolean }).success === false) {
      const err = ((body as { errors?: Array<{ message?: string }> }).errors ?? [])[0];
      throw new Error(err?.message ?? 'Marketo refused the request');
    }
    return body;
  };
  let total = 0;
  let configured = 0;
  let progressTotal = 0;
  try {
    const objects = kind === 'salesforce' ? salesforceObjects(read) : kind === 'hubspot' ? hubspotObjects(read) : await marketoObjects(read);
    for (const object of objects) {
      let path: string | null = object.first;
      let first = true;
      while (path) {
        const page: Page = await object.page(path);
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
 * onSend hook of the integrations routes: a connect that succeeded (a §7 callback, or Marketo's direct connect)
 * starts the CRM's first sync at once, before the answer goes out, so the card the dashboard loads next already
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
