// The analytics figures of one project (issue #13): resolves the §3/§5 filter, brings the facts up to date, asks the
// repository's aggregates and shapes them for the charts (empty buckets filled, names attached). No row-level data
// passes through here: every count, median and average comes out of SQL.
import { bucketSize, fillBuckets, heatMapOf, holidayDayIndexes, offsetSeconds, round1, toCsv } from '../../../src/domain/analytics/aggregate';
import { resolveRange, type AnalyticsQuery, type ResolvedRange } from '../../../src/domain/analytics/dateRange';
import type {
  AgentRow,
  CsatReport,
  FilterOptions,
  FlowPerformance,
  FunnelReport,
  MeetingRow,
  OfflineReport,
  Overview,
  ProjectActivity,
  ResponseTimes,
  Series,
} from '../../../src/domain/analytics/types';
import { CSAT_LABELS } from '../../../src/domain/csat';
import { STEP_LABELS } from '../../../src/domain/flows/steps';
import type { Step } from '../../../src/domain/flows/types';
import { docToText } from '../../../src/domain/inbox/richText';
import type { Holiday } from '../../../src/domain/settings/officeHours';
import type { AnalyticsRepository, FactFilter } from '../../db/repositories/analytics';
import type { Repositories } from '../../db/repositories/index';
import type { FlowRow } from '../../db/schema';
import { toFlowView } from '../flows';
import { analyticsFilterNames } from './filterNames';
import { nowSeconds } from '../../lib/clock';

export interface Scope {
  filter: FactFilter;
  range: ResolvedRange;
  offset: number;
}

/** "2. Buttons · Which plan are you on?": the step's place, kind and the start of what it says. */
function stepLabel(step: Step, index: number): string {
  const kind = STEP_LABELS[step.type] ?? step.type;
  const said = 'message' in step ? docToText(step.message as Parameters<typeof docToText>[0]).replace(/\s+/g, ' ').trim() : '';
  const short = said.length > 28 ? `${said.slice(0, 27)}…` : said;
  return short ? `${index + 1}. ${kind} · ${short}` : `${index + 1}. ${kind}`;
}

/** At most this many flows get a funnel when no flow is chosen (the busiest first). */
const FUNNEL_FLOWS = 6;

export class AnalyticsService {
  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly repos: Repositories,
  ) {}

  /** The filter of a request, facts refreshed. Throws the §5 message (400) for a bad custom range. */
  async scope(projectId: number, q: AnalyticsQuery, now = nowSeconds()): Promise<Scope> {
    const range = resolveRange({ fromDateTime: q.fromDateTime ?? null, toDateTime: q.toDateTime ?? null, span: q.span ?? null, hours: q.hours ?? null }, now);
    await this.repo.refresh(projectId);
    return {
      range,
      offset: offsetSeconds(q.tz ?? 0),
      filter: { projectId, from: range.from, to: range.to, flowId: q.chat ?? null, agentId: q.agent ?? null, teamId: q.team ?? null },
    };
  }

  async overview(s: Scope): Promise<Overview> {
    return { range: s.range, ...(await this.repo.overview(s.filter)) };
  }

  async series(s: Scope): Promise<Series> {
    const rows = await this.repo.series(s.filter, bucketSize(s.range.bucket), s.offset);
    return { bucket: s.range.bucket, points: fillBuckets(rows, s.range.from, s.range.to, s.range.bucket, s.offset, () => ({ bot: 0, human: 0 })) };
  }

  async heatMap(s: Scope) {
    return { cells: heatMapOf(await this.repo.heatMap(s.filter, s.offset)) };
  }

  async responseTimes(s: Scope): Promise<ResponseTimes> {
    const [firstResponse, timeToClose] = await Promise.all([
      this.repo.percentiles(s.filter, 'first_response_s'),
      this.repo.percentiles(s.filter, 'close_s'),
    ]);
    return { firstResponse, timeToClose };
  }

  async csat(s: Scope): Promise<CsatReport> {
    const size = bucketSize(s.range.bucket);
    const [dist, trend] = await Promise.all([this.repo.csatDistribution(s.filter), this.repo.csatTrend(s.filter, size, s.offset)]);
    const distribution = CSAT_LABELS.map((_, i) => dist.find((d) => d.rating === i + 1)?.n ?? 0);
    const responses = distribution.reduce((a, b) => a + b, 0);
    const total = dist.reduce((a, d) => a + d.rating * d.n, 0);
    return {
      distribution,
      responses,
      average: responses ? round1(total / responses) : null,
      trend: trend
        .sort((a, b) => a.b - b.b)
        .map((r) => ({ t: r.b * size - s.offset, average: round1(r.total / r.n)!, responses: r.n })),
    };
  }

  /** Funnel per flow: the chosen flow, or the busiest flows of the range. Steps in the flow's own order. */
  async funnels(s: Scope): Promise<FunnelReport[]> {
    const flows = await this.flowRows(s.filter.projectId);
    const perf = await this.repo.flowPerformance({ ...s.filter, agentId: null, teamId: null });
    const started = new Map(perf.map((p) => [p.flowId, p.started]));
    const chosen = s.filter.flowId
      ? flows.filter((f) => f.id === s.filter.flowId)
      : flows.filter((f) => started.has(f.id)).sort((a, b) => (started.get(b.id) ?? 0) - (started.get(a.id) ?? 0)).slice(0, FUNNEL_FLOWS);
    return Promise.all(
      chosen.map(async (row) => {
        const flow = toFlowView(row);
        const steps = flow.paths.flatMap((p) => p.steps.map((st, i) => ({ path: p, st, i })));
        const counts = await Promise.all(steps.map(({ st }) => this.repo.stepCount(row.id, st.id, s.range.from, s.range.to)));
        return {
          flowId: row.id,
          flowName: row.name,
          started: started.get(row.id) ?? 0,
          steps: steps.map(({ path, st, i }, k) => ({ pathId: path.id, pathName: path.name, stepId: st.id, label: stepLabel(st, i), count: counts[k]! })),
        };
      }),
    );
  }

  async flowPerformance(s: Scope): Promise<FlowPerformance[]> {
    const [rows, opts] = await Promise.all([this.repo.flowPerformance(s.filter), this.repo.options(s.filter.projectId)]);
    const byId = new Map(opts.flows.map((f) => [Number(f.id), f]));
    return rows
      .map((r) => ({
        flowId: r.flowId,
        flowName: byId.get(r.flowId)?.name ?? `Flow ${r.flowId}`,
        audienceName: byId.get(r.flowId)?.audience ?? null,
        started: r.started,
        handedToHumans: r.handed,
        meetingsOffered: r.offered,
        meetingsBooked: r.booked,
      }))
      .sort((a, b) => b.started - a.started);
  }

  async agents(s: Scope): Promise<AgentRow[]> {
    const opts = await this.repo.options(s.filter.projectId);
    const counts = await this.repo.agentCounts(s.filter);
    const medians = await this.repo.agentMedians(s.filter, counts);
    const names = new Map(opts.agents.map((a) => [Number(a.id), a.name]));
    return counts
      .map((c) => ({
        agentId: c.agentId,
        name: names.get(c.agentId) ?? `User ${c.agentId}`,
        handled: c.handled,
        firstResponseMedian: medians.get(c.agentId) ?? null,
        csatAverage: c.csatN ? round1(c.csatTotal / c.csatN) : null,
        csatResponses: c.csatN,
      }))
      .sort((a, b) => b.handled - a.handled || a.name.localeCompare(b.name));
  }

  async offline(s: Scope): Promise<OfflineReport> {
    const doc = (await this.repos.settings.get(s.filter.projectId, 'holidays')) as { holidays?: Holiday[] } | undefined;
    const days = holidayDayIndexes((doc?.holidays ?? []).map((h) => h.date));
    const rows = await this.repo.offline(s.filter, bucketSize(s.range.bucket), s.offset, days);
    const points = fillBuckets(rows, s.range.from, s.range.to, s.range.bucket, s.offset, () => ({ offline: 0, holiday: 0 }));
    return { offline: rows.reduce((a, r) => a + r.offline, 0), holiday: rows.reduce((a, r) => a + r.holiday, 0), points };
  }

  async options(projectId: number): Promise<FilterOptions> {
    const o = await this.repo.options(projectId);
    const pick = (r: { id: unknown; name: string }) => ({ id: Number(r.id), name: r.name });
    return { flows: o.flows.map(pick), agents: o.agents.map(pick), teams: o.teams.map(pick) };
  }

  async meetings(s: Scope, limit = 200): Promise<MeetingRow[]> {
    const rows = await this.repo.meetings(s.filter, limit);
    return rows.map((r) => {
      const cal = (JSON.parse(r.payload) as { calendar?: { url?: string; title?: string } }).calendar ?? {};
      return {
        conversationId: Number(r.conversation_id),
        time: Number(r.time),
        visitorName: r.visitor_name,
        visitorEmail: r.visitor_email,
        agentName: r.sender_type === 'agent' ? r.sender_name : r.agent_name,
        source: r.sender_type === 'agent' ? 'agent' : 'bot',
        title: cal.title ?? '',
        url: cal.url ?? '',
      };
    });
  }

  refresh(projectId: number): Promise<void> {
    return this.repo.refresh(projectId);
  }

  usage(projectId: number, since: number) {
    return this.repo.usage(projectId, since);
  }

  /** Customer success: every project's activity, each project's facts refreshed first. */
  async projects(from: number, to: number): Promise<ProjectActivity[]> {
    for (const id of await this.repo.projectIds()) await this.repo.refresh(id);
    return this.repo.projects(from, to);
  }

  /** Every figure of the page as one CSV (sections separated by a blank line). */
  async csv(s: Scope): Promise<string> {
    const [ov, series, rt, csat, agents, flows, offline] = await Promise.all([
      this.overview(s),
      this.series(s),
      this.responseTimes(s),
      this.csat(s),
      this.agents(s),
      this.flowPerformance(s),
      this.offline(s),
    ]);
    const iso = (t: number) => new Date(t * 1000).toISOString();
    // The filter the figures were narrowed by, by name: a file read later says whose figures it holds.
    const { agent, team, flow } = await analyticsFilterNames(this.repos, s.filter.projectId, {
      agentId: s.filter.agentId ?? null,
      teamId: s.filter.teamId ?? null,
      flowId: s.filter.flowId ?? null,
    });
    const rows: Array<Array<string | number | null>> = [
      ['Range from', iso(s.range.from)],
      ['Range to', iso(s.range.to)],
      ['Agent', agent ?? 'All agents'],
      ['Team', team ?? 'All teams'],
      ['Conversation flow', flow ?? 'All conversation flows'],
      [],
      ['Figure', 'Value'],
      ['Conversations', ov.total],
      ['Bot only', ov.botOnly],
      ['With a human', ov.human],
      ['Open', ov.byStatus.open],
      ['Pending', ov.byStatus.pending],
      ['Closed', ov.byStatus.close],
      ['Missed', ov.missed],
      ['Handed to humans', ov.handedToHumans],
      ['Meetings offered', ov.meetingsOffered],
      ['Meetings booked', ov.meetingsBooked],
      ['Offline', offline.offline],
      ['Holiday', offline.holiday],
      ['First response median (s)', rt.firstResponse.median],
      ['First response p90 (s)', rt.firstResponse.p90],
      ['Time to close median (s)', rt.timeToClose.median],
      ['Time to close p90 (s)', rt.timeToClose.p90],
      ['CSAT average', csat.average],
      ...CSAT_LABELS.map((l, i) => [`CSAT ${l}`, csat.distribution[i]!]),
      [],
      [series.bucket === 'hour' ? 'Hour' : 'Day', 'Bot only', 'With a human'],
      ...series.points.map((p) => [iso(p.t), p.bot, p.human]),
      [],
      ['Agent', 'Handled', 'First response median (s)', 'CSAT average', 'CSAT responses'],
      ...agents.map((a) => [a.name, a.handled, a.firstResponseMedian, a.csatAverage, a.csatResponses]),
      [],
      ['Flow', 'Audience', 'Started', 'Handed to humans', 'Meetings offered', 'Meetings booked'],
      ...flows.map((f) => [f.flowName, f.audienceName, f.started, f.handedToHumans, f.meetingsOffered, f.meetingsBooked]),
    ];
    return toCsv(rows);
  }

  private flowRows(projectId: number): Promise<FlowRow[]> {
    return this.repo.flowRows(projectId);
  }
}
