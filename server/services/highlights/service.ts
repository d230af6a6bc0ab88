// Highlights on the server: the builder's catalogue and templates for a project, saving a selection (15 fields at
// most, only groups the project has), the project's intelligence subscription, and one visitor's highlights with
// values. Values come from Parley's own records (visitor, bot answers), the connected CRM and the enrichment
// provider; the slow ones are cached per visitor (cache.ts) and a request waits for them at most `waitMs`: what is
// not ready by then is answered as pending and listed in `pending`, for the panel to ask again.
import type { FastifyBaseLogger } from 'fastify';
import {
  catalogueFor,
  companyDomainOf,
  CRM_ACCESS_FLAGS,
  countsOf,
  crmValue,
  enrichmentValue,
  fieldIndex,
  HIGHLIGHTS_MSG,
  HIGHLIGHTS_TEMPLATES,
  isHighlightsCrm,
  menuOf,
  missingNeed,
  needRefusal,
  NO_SUBSCRIPTION,
  parleyValue,
  selectionProblem,
  type CrmRecord,
  type DoziSubscriptionPlan,
  type EnrichmentFacts,
  type HighlightField,
  type HighlightsAccess,
  type HighlightsSaveAnswer,
  type HighlightsTemplatesAnswer,
  type HighlightSourceKey,
  type HighlightValue,
  type SelectedField,
  type VisitorHighlightsAnswer,
} from '../../../src/domain/highlights';
import type { ChatFieldsDocument } from '../../../src/domain/settings/chatFields';
import type { Repositories } from '../../db/repositories/index';
import type { HighlightsRepository } from '../../db/repositories/highlights';
import type { VisitorRow } from '../../db/schema';
import type { CrmRecordContext } from '../../integrations/crmRecord';
import { PROVIDER_LIST } from '../../integrations/providers/index';
import type { Integrations } from '../../integrations/registry';
import type { IntegrationSettings } from '../../integrations/settings';
import { ApiError, badRequest, notFound } from '../../lib/apiError';
import { answersOfCursor } from '../bot/collectedAnswers';
import { recordCrmMatch } from '../contacts/recordIdentity';
import { nowSeconds } from '../../lib/clock';
import { SourceCache, type CacheEntry } from './cache';
import { sharedLoader, type RedisLike } from './shared';
import type { EnrichmentClient, EnrichmentInclude } from './enrichment';

export interface HighlightsServiceOptions {
  /** How long a visitor request waits for slow sources before answering them as pending. */
  waitMs?: number;
  ttlMs?: number;
  errorTtlMs?: number;
  /** The providers' configured hosts (a CRM's record links point at its app). */
  integrationSettings: IntegrationSettings;
  /** Cluster mode: settled answers shared between nodes (shared.ts). */
  redis?: RedisLike | null;
}

type Slow = Exclude<HighlightSourceKey, 'parley'>;

/** The CRMs with a Highlights record (server/integrations/<provider>/, `crmRecord`): each is a source of its own. */
const CRMS = PROVIDER_LIST.flatMap((p) => (p.crmRecord && isHighlightsCrm(p.kind) ? [{ kind: p.kind, find: p.crmRecord }] : []));

export class HighlightsService {
  readonly cache: SourceCache;
  /** Values a CRM keeps per project (`remember` of crmRecord.ts): `<project>:<kind>:<name>`. */
  private readonly remembered = new Map<string, { at: number; value: Promise<unknown> }>();
  /** Public so tests and benchmarks can shorten or lengthen it. */
  waitMs: number;
  private readonly ttlMs: number;

  constructor(
    private readonly repos: Repositories,
    private readonly store: HighlightsRepository,
    private readonly integrations: Integrations,
    private readonly enrichment: EnrichmentClient,
    private readonly opts: HighlightsServiceOptions,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.waitMs = opts.waitMs ?? 300;
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.cache = new SourceCache({ ttlMs: this.ttlMs, errorTtlMs: opts.errorTtlMs ?? 10_000, max: 10_000 });
  }

  // ---- the project ---------------------------------------------------------------------------------------------

  async subscription(projectId: number): Promise<DoziSubscriptionPlan> {
    return (await this.store.subscription(projectId)) ?? NO_SUBSCRIPTION;
  }

  async setSubscription(projectId: number, plan: DoziSubscriptionPlan): Promise<DoziSubscriptionPlan> {
    if (!(await this.repos.projects.findById(projectId))) throw notFound();
    await this.store.setSubscription(projectId, plan, nowSeconds());
    return plan;
  }

  async access(projectId: number): Promise<HighlightsAccess> {
    const [connected, sub] = await Promise.all([
      Promise.all(Object.entries(CRM_ACCESS_FLAGS).map(async ([kind, flag]) => [flag, (await this.integrations.connection(projectId, kind as keyof typeof CRM_ACCESS_FLAGS))?.state === 'connected'])),
      this.subscription(projectId),
    ]);
    return { ...(Object.fromEntries(connected) as Record<(typeof CRM_ACCESS_FLAGS)[keyof typeof CRM_ACCESS_FLAGS], boolean>), ...sub };
  }

  private async catalogue(projectId: number): Promise<HighlightField[]> {
    const doc = (await this.repos.settings.get(projectId, 'chatFields')) as ChatFieldsDocument | undefined;
    return catalogueFor(doc?.fields ?? []);
  }

  /** GET app/highlights/templates. */
  async templates(projectId: number): Promise<HighlightsTemplatesAnswer> {
    const [fields, access, saved] = await Promise.all([this.catalogue(projectId), this.access(projectId), this.store.get(projectId)]);
    return {
      ...access,
      fields,
      menu: menuOf(fields),
      templates: [...HIGHLIGHTS_TEMPLATES],
      selected: saved.fields,
      counts: countsOf(saved.fields, fieldIndex(fields)),
      isHighlightsSetup: saved.isHighlightsSetup,
    };
  }

  /** POST app/highlights (body already validated by the shared schema). */
  async save(caller: { projectId: number; userId: number }, selected: SelectedField[]): Promise<HighlightsSaveAnswer> {
    const [fields, access] = await Promise.all([this.catalogue(caller.projectId), this.access(caller.projectId)]);
    const index = fieldIndex(fields);
    const problem = selectionProblem(selected, index, access);
    if (problem?.need) throw new ApiError(403, needRefusal(problem.need));
    if (problem) throw badRequest(problem.message);
    await this.store.save(caller.projectId, selected, caller.userId, nowSeconds());
    return { selected, counts: countsOf(selected, index), isHighlightsSetup: true, message: HIGHLIGHTS_MSG.saved };
  }

  // ---- one visitor ---------------------------------------------------------------------------------------------

  /** GET app/highlights/{visitorId}: only a visitor of the caller's project (anyone else's is a 404). */
  async forVisitor(projectId: number, publicId: string): Promise<VisitorHighlightsAnswer> {
    const visitor = await this.repos.visitors.findByPublicId(projectId, publicId);
    if (!visitor) throw notFound();
    const [fields, access, saved, conversations] = await Promise.all([
      this.catalogue(projectId),
      this.access(projectId),
      this.store.get(projectId),
      this.repos.conversations.ofVisitor(visitor.id),
    ]);
    const index = fieldIndex(fields);
    // Answers of every conversation, the newest winning.
    const answers = Object.assign({}, ...conversations.map((c) => answersOfCursor(c.bot_cursor))) as Record<string, string>;
    const email = (visitor.email ?? answers.email ?? '').trim().toLowerCase() || null;
    const chosen = saved.fields.flatMap((s) => {
      const field = index.get(s.key);
      return field ? [{ s, field, need: missingNeed(field, access) }] : [];
    });
    const usable = chosen.filter((c) => !c.need).map((c) => c.field);

    const entries = new Map<Slow, CacheEntry<unknown>>();
    const wants = (source: Slow) => usable.some((f) => f.source === source);
    const fp = [visitor.email, visitor.name, visitor.company, visitor.domain, answers.email].join('|');
    const lookup = <T>(source: Slow, fingerprint: string, load: () => Promise<T>) => {
      const key = `${projectId}:${visitor.id}:${source}`;
      entries.set(source, this.cache.get(key, fingerprint, sharedLoader(this.opts.redis, key, fingerprint, this.ttlMs, load)));
    };
    for (const crm of CRMS) if (email && wants(crm.kind)) lookup(crm.kind, fp, () => crm.find(this.crmContext(projectId, crm.kind), email));
    const enrichQuery = this.enrichmentQuery(visitor, email, answers, usable, access);
    if (enrichQuery) lookup('enrichment', `${fp}|${enrichQuery.include.join(',')}|${enrichQuery.person}`, () => this.enrichment.lookup(enrichQuery));

    await this.settleWithin([...entries.values()]);
    if (email) await this.rememberCrmMatches(projectId, visitor.id, email, entries);

    const parley = {
      name: visitor.name,
      email: visitor.email,
      company: visitor.company,
      domain: visitor.domain,
      location: visitor.location,
      currentUrl: visitor.current_url,
      visits: visitor.visits,
      timeOnSite: visitor.time_on_site,
      firstSeen: visitor.created_at,
      lastSeen: visitor.last_seen_at,
      answers,
    };
    const pending = new Set<HighlightSourceKey>();
    const highlights = chosen.map(({ s, field, need }): HighlightValue => {
      const base = { id: s.id, key: s.key, label: field.label, group: field.group, format: field.format };
      if (need) return { ...base, state: 'ready', value: null, need };
      if (field.source === 'parley') return { ...base, state: 'ready', ...parleyValue(field, parley) };
      const entry = entries.get(field.source);
      if (!entry) return { ...base, state: 'ready', value: null, note: field.source === 'enrichment' && !this.enrichment.configured ? undefined : HIGHLIGHTS_MSG.notProvided };
      if (!entry.settled) {
        pending.add(field.source);
        return { ...base, state: 'pending', value: null };
      }
      if (!entry.settled.ok) return { ...base, state: 'error', value: null, note: HIGHLIGHTS_MSG.providerFailed };
      const found = entry.settled.value;
      if (field.source === 'enrichment') return { ...base, state: 'ready', ...enrichmentValue(field, found as EnrichmentFacts) };
      if (!found) return { ...base, state: 'ready', value: null, note: HIGHLIGHTS_MSG.noMatch };
      return { ...base, state: 'ready', ...crmValue(field, found as CrmRecord) };
    });
    for (const [source, entry] of entries) {
      if (entry.settled && !entry.settled.ok) this.log.warn({ projectId, source, err: entry.settled.error }, 'highlights source failed');
    }
    return { ...access, isHighlightsSetup: saved.isHighlightsSetup, highlights, pending: [...pending] };
  }

  private enrichmentQuery(visitor: VisitorRow, email: string | null, answers: Record<string, string>, usable: HighlightField[], access: HighlightsAccess) {
    if (!this.enrichment.configured) return null;
    const fields = usable.filter((f) => f.source === 'enrichment');
    if (!fields.length) return null;
    const include: EnrichmentInclude[] = [];
    if (access.hasTechnology && fields.some((f) => f.group === 'technologies')) include.push('technologies');
    if (access.hasIntent && fields.some((f) => f.group === 'intent')) include.push('intent');
    if (access.hasScoops && fields.some((f) => f.key === 'company.scoops')) include.push('scoops');
    const person = fields.some((f) => f.group === 'contact');
    const domain = companyDomainOf(email, visitor.domain);
    const company = visitor.company ?? answers.company ?? null;
    if (!domain && !company && !(person && email)) return null;
    return { email, domain, company, person, include };
  }

  /** Waits for the entries, but no longer than waitMs. */
  private async settleWithin(entries: CacheEntry<unknown>[]): Promise<void> {
    const running = entries.filter((e) => !e.settled);
    if (!running.length) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(running.map((e) => e.promise)), new Promise<void>((r) => (timer = setTimeout(r, this.waitMs)))]);
    clearTimeout(timer);
  }

  /** What a CRM's record lookup reaches of the project's connection of that kind. */
  /** A CRM record found for the visitor's email makes (or finds) the contact and links it (issue 26). */
  private async rememberCrmMatches(projectId: number, visitorId: number, email: string, entries: Map<Slow, CacheEntry<unknown>>) {
    for (const crm of CRMS) {
      const settled = entries.get(crm.kind)?.settled;
      const record = settled?.ok ? (settled.value as CrmRecord | null) : null;
      if (!record?.recordUrl) continue;
      try {
        await recordCrmMatch(this.repos, projectId, visitorId, email, { kind: crm.kind, url: record.recordUrl, label: `${record.recordType} ${record.recordId}` });
      } catch (err) {
        this.log.warn({ err, kind: crm.kind }, 'highlights: could not record the CRM match on the contact');
      }
    }
  }

  private crmContext(projectId: number, kind: (typeof CRMS)[number]['kind']): CrmRecordContext {
    return {
      call: (path, init) => this.integrations.json(projectId, kind, path, init),
      apiBase: () => this.integrations.apiBase(projectId, kind),
      settings: this.opts.integrationSettings[kind],
      remember: <T>(name: string, ttlMs: number, load: () => Promise<T>): Promise<T> => {
        const key = `${projectId}:${kind}:${name}`;
        const known = this.remembered.get(key);
        if (known && Date.now() - known.at < ttlMs) return known.value as Promise<T>;
        const value = load();
        value.catch(() => this.remembered.delete(key)); // a failure is asked again next time
        this.remembered.set(key, { at: Date.now(), value });
        return value;
      },
    };
  }
}
