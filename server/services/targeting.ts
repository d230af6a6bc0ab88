// Audience matching and triggers (issue #7): the visitor's behaviour (pages, visits, time on site) is kept on the
// visitor; on each reported event the project's active flows are tried, highest priority first, and the first
// whose audience holds the visitor and whose trigger fires greets them. Rules and triggers are the pure ones of
// src/domain/audience, the same the audience builder explains.
import { evaluateAudience } from '../../src/domain/audience/evaluate';
import { anyTriggerMatches, type TriggerEvent } from '../../src/domain/audience/triggers';
import type { VisitorContext } from '../../src/domain/audience/context';
import type { Repositories } from '../db/repositories/index';
import type { FlowRow, VisitorRow } from '../db/schema';
import type { Crm } from '../../src/domain/routing/types';
import { PROVIDER_LIST } from '../integrations/providers/index';
import type { CrmClient } from './routing/crm';
import { nowSeconds } from '../lib/clock';

/** Distinct pages remembered per visitor (the newest kept). */
export const VISITED_URLS_MAX = 50;
/** A visitor seen again after this long starts a new visit. */
export const NEW_VISIT_AFTER_SECONDS = 30 * 60;

export interface VisitorEvent {
  type: 'pageview' | 'formSubmit' | 'elementClick';
  url: string;
  target: string | null;
  timeOnSiteSeconds: number | null;
}

export const visitedUrlsOf = (v: Pick<VisitorRow, 'visited_urls'>): string[] => {
  try {
    const list = JSON.parse(v.visited_urls) as unknown;
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
};

/** The behaviour columns after an event: the page joins the visited list, time on site grows by what is new. */
export function behaviourAfter(v: Pick<VisitorRow, 'visited_urls' | 'time_on_site' | 'visit_seconds'>, e: VisitorEvent) {
  const urls = e.type === 'pageview' ? [...visitedUrlsOf(v).filter((u) => u !== e.url), e.url].slice(-VISITED_URLS_MAX) : visitedUrlsOf(v);
  const reported = e.timeOnSiteSeconds ?? v.visit_seconds;
  const added = Math.max(0, reported - v.visit_seconds);
  return {
    visited_urls: JSON.stringify(urls),
    time_on_site: v.time_on_site + added,
    visit_seconds: Math.max(v.visit_seconds, reported),
    ...(e.type === 'pageview' ? { current_url: e.url } : {}),
  };
}

export function triggerEventOf(e: VisitorEvent): TriggerEvent {
  if (e.type === 'pageview') return { type: 'pageView', url: e.url };
  if (e.type === 'formSubmit') return { type: 'formSubmit', formId: e.target, formName: e.target };
  return { type: 'elementClick', elementId: e.target };
}

export async function visitorContext(v: VisitorRow, url: string, crm: CrmClient | null, now = Date.now()): Promise<VisitorContext> {
  // The CRMs whose contact/lead facts audiences read today (their provider's `audienceFacts`).
  const facts = crm ? await Promise.all(PROVIDER_LIST.filter((p) => p.audienceFacts).map(async (p) => [p.kind, await crm.facts(v.project_id, p.kind as Crm, v.email)] as const)) : [];
  return {
    url,
    visitedUrls: visitedUrlsOf(v),
    visits: v.visits,
    timeOnSiteSeconds: v.time_on_site,
    company: { name: v.company, domain: v.domain ?? (v.email?.split('@')[1] ?? null), country: v.location || null },
    lead: { email: v.email, name: v.name },
    account: { name: v.company, domain: v.domain },
    lists: [],
    crm: Object.fromEntries(facts) as VisitorContext['crm'],
    now,
  };
}

export class Targeting {
  constructor(
    private readonly repos: Repositories,
    private readonly crm: CrmClient | null,
  ) {}

  /** Records the event on the visitor; answers the updated visitor. */
  async record(v: VisitorRow, e: VisitorEvent): Promise<VisitorRow> {
    const values = { ...behaviourAfter(v, e), last_seen_at: nowSeconds() };
    await this.repos.visitors.update(v.id, values);
    return { ...v, ...values };
  }

  /** The flow that greets the visitor on this event: the highest-priority active flow whose audience and trigger fit. */
  async match(v: VisitorRow, e: VisitorEvent): Promise<FlowRow | null> {
    const flows = await this.repos.botState.activeFlows(v.project_id);
    if (!flows.length) return null; // the default flow must be active too
    const event = triggerEventOf(e);
    let ctx: VisitorContext | null = null;
    for (const flow of flows) {
      const audience = flow.audience_id === null ? null : await this.repos.audiences.findInProject(v.project_id, flow.audience_id);
      // A flow whose audience was deleted greets no one rather than everyone.
      if (flow.audience_id !== null && !audience) continue;
      if (!anyTriggerMatches(audience?.triggers ?? [], event)) continue;
      if (audience) {
        ctx ??= await visitorContext(v, e.url, this.crm);
        if (!evaluateAudience(audience, ctx)) continue;
      }
      return flow;
    }
    // The bot settings' default flow greets whoever no audience claimed, on page views (src/domain/settings/bot.ts).
    const settings = (await this.repos.settings.get(v.project_id, 'bot')) as { defaultFlowId?: number | null } | undefined;
    const fallback = settings?.defaultFlowId ? flows.find((f) => f.id === settings.defaultFlowId) : undefined;
    return fallback && e.type === 'pageview' ? fallback : null;
  }
}
