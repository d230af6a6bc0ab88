// The messenger's extras in the widget's bootstrap answer (GET app/visitor/widget `messenger`): the available agents'
// faces, the expected reply time from the project's real first responses (median over the last 30 days of
// conversation facts, analytics migration 015) or the office-hours notice, "Powered by Parley" by plan, and the
// look. Asked by every page load of every visitor, so it is cached per project for a short while.
import type { Repositories } from '../../db/repositories';
import type { AnalyticsRepository } from '../../db/repositories/analytics';
import type { Router } from '../routing/router';
import { officeStatus } from '../../../src/domain/routing/schedule';
import type { Holiday, OfficeHours } from '../../../src/domain/settings/officeHours';
import { SETTINGS_DEFAULTS } from '../../../src/domain/settings/widget';
import { showsPoweredBy } from '../../../src/domain/plans';
import { lookOf, type WidgetAppearance } from '../../../src/domain/widgetAppearance';
import {
  availabilityLine,
  REPLY_TIME_WINDOW_SECONDS,
  TEAM_AVATARS_MAX,
  teamName,
  type MessengerConfig,
} from '../../../src/domain/widgetMessenger';

/** The look and the office line: a few seconds of staleness is fine for a header (the team is never stale). */
export const MESSENGER_CACHE_MS = 15_000;
/** The median moves slowly; refreshing the facts costs more than the rest of the answer. */
export const REPLY_TIME_CACHE_MS = 5 * 60_000;
/** How long a cold project's first widget load waits for the median before answering without it. */
export const REPLY_TIME_WAIT_MS = 100;

interface Cached<T> {
  at: number;
  value: T;
  /** For the answer: the available agents it was computed with (a change of availability is never served stale). */
  team?: string;
}

export class MessengerService {
  private readonly answers = new Map<number, Cached<MessengerConfig>>();
  private readonly replyTimes = new Map<number, Cached<{ median: number | null; count: number }>>();

  constructor(
    private readonly repos: Repositories,
    private readonly router: Pick<Router, 'agents'>,
    private readonly analytics: Pick<AnalyticsRepository, 'refresh' | 'percentiles'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Null for an unknown key (the caller answers its own not-found). */
  async forProjectKey(projectKey: string): Promise<MessengerConfig | null> {
    const project = await this.repos.projects.findByWidgetKey(projectKey);
    if (!project) return null;
    // The agents are read on every load (one query, as the widget's own `online` does) so the faces change together
    // with `online`; the rest of the answer may be a few seconds old.
    const agents = await this.router.agents(this.repos, project.id);
    const team = agents.filter((a) => a.available).map((a) => a.id).join(',');
    const hit = this.answers.get(project.id);
    if (hit && hit.team === team && this.now() - hit.at < MESSENGER_CACHE_MS) return hit.value;
    const { value, complete } = await this.compute(project.id, project.plan, agents);
    if (complete) this.answers.set(project.id, { at: this.now(), value, team });
    return value;
  }

  private async compute(projectId: number, plan: string, agents: Awaited<ReturnType<Router['agents']>>): Promise<{ value: MessengerConfig; complete: boolean }> {
    const setting = async <T>(key: 'widgetAppearance' | 'officeHours' | 'holidays') =>
      ({ ...SETTINGS_DEFAULTS[key], ...((await this.repos.settings.get(projectId, key)) as object | undefined) }) as T;
    const [look, hours, holidays, reply] = await Promise.all([
      setting<Partial<WidgetAppearance>>('widgetAppearance'),
      setting<OfficeHours>('officeHours'),
      setting<{ holidays: Holiday[] }>('holidays'),
      this.replyTime(projectId),
    ]);
    const office = officeStatus(hours, holidays.holidays ?? [], new Date(this.now()));
    const available = office.open ? agents.filter((a) => a.available).slice(0, TEAM_AVATARS_MAX) : [];
    const users = await Promise.all(available.map((a) => this.repos.users.findInProject(projectId, a.id)));
    const team = available.map((a, i) => ({ name: teamName(a.name), img: users[i]?.img ?? null }));
    const line = availabilityLine(office.open ? { open: true } : { open: false, holiday: office.reason === 'holiday' ? office.holiday : null }, reply.median, reply.count);
    return { value: { team, line: line.text, away: line.away, poweredBy: showsPoweredBy(plan), look: lookOf(look) }, complete: !reply.pending };
  }

  /** The cached median, refreshed in the background once stale: the widget's first paint never waits for the
   *  facts refresh. A cold project waits at most REPLY_TIME_WAIT_MS, then answers without a reply time (and the
   *  answer is not cached, so the next page load has it). */
  private async replyTime(projectId: number): Promise<{ median: number | null; count: number; pending?: true }> {
    const hit = this.replyTimes.get(projectId);
    if (hit) {
      if (this.now() - hit.at >= REPLY_TIME_CACHE_MS) void this.computeReplyTime(projectId).catch(() => undefined);
      return hit.value;
    }
    const computing = this.computeReplyTime(projectId);
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), REPLY_TIME_WAIT_MS).unref?.());
    const value = await Promise.race([computing, timeout]);
    return value ?? { median: null, count: 0, pending: true };
  }

  private readonly computing = new Map<number, Promise<{ median: number | null; count: number }>>();

  private computeReplyTime(projectId: number): Promise<{ median: number | null; count: number }> {
    const running = this.computing.get(projectId);
    if (running) return running;
    const run = (async () => {
      const to = Math.floor(this.now() / 1000);
      await this.analytics.refresh(projectId, to);
      const p = await this.analytics.percentiles({ projectId, from: to - REPLY_TIME_WINDOW_SECONDS, to }, 'first_response_s');
      const value = { median: p.median, count: p.count };
      this.replyTimes.set(projectId, { at: this.now(), value });
      return value;
    })().finally(() => this.computing.delete(projectId));
    this.computing.set(projectId, run);
    return run;
  }
}
