// Analytics figures as SQL aggregates over conversation_facts (migration 015): the facts are refreshed from the
// conversations changed since the project's watermark, then every chart is one GROUP BY on a covering index.
// Medians and p90 are percentile_cont on PostgreSQL and two ordered rows (LIMIT 2 OFFSET k) on SQLite, with the
// same interpolation (src/domain/analytics/percentile.ts). Nothing here loads conversation rows into Node.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { interpolate, percentileRank } from '../../../src/domain/analytics/percentile';
import type { Percentiles } from '../../../src/domain/analytics/types';
import type { Dialect } from '../migrations/columns';
import type { Database, FlowRow } from '../schema';

/** Which facts a figure covers: one project, a created_at range, optionally one flow, agent or team. */
export interface FactFilter {
  projectId: number;
  from: number;
  to: number;
  flowId?: number | null;
  agentId?: number | null;
  teamId?: number | null;
}

type Row = Record<string, unknown>;
/** Seconds a write may take from its timestamp to its commit (the refresh takes the last ones again). */
const SETTLE_SECONDS = 2;
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export class AnalyticsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  private async rows<T = Row>(q: RawBuilder<unknown>): Promise<T[]> {
    return (await q.execute(this.db)).rows as T[];
  }

  // ---------------------------------------------------------------- refresh

  /**
   * Brings the project's facts up to date: every conversation whose last_event_time is after the watermark (a
   * message, a status change or a handoff moves it) is recomputed in one INSERT … SELECT … ON CONFLICT. The
   * watermark stops SETTLE_SECONDS short of the clock, so a write stamped with a second that was still current (or
   * committing) during this refresh is taken again next time; with nothing newer, a refresh is two indexed reads.
   */
  async refresh(projectId: number, now = Math.floor(Date.now() / 1000)): Promise<void> {
    const [latest] = await this.rows<{ m: unknown }>(sql`select max(last_event_time) as m from conversations where project_id = ${projectId}`);
    if (latest?.m === null || latest?.m === undefined) return;
    const max = Number(latest.m);
    const [mark] = await this.rows<{ through: unknown }>(sql`select through from analytics_watermarks where project_id = ${projectId}`);
    const since = mark ? Number(mark.through) : -1;
    if (max <= since) return;
    const rating =
      this.dialect === 'postgres'
        ? sql`cast((r.payload::json #>> '{feedback,rating}') as integer)`
        : sql`cast(json_extract(r.payload, '$.feedback.rating') as integer)`;
    await sql`
      insert into conversation_facts (conversation_id, project_id, created_at, status, bot, flow_id, handed, agent_id,
        first_response_s, close_s, missed, csat, csat_at, meetings, offline, last_event_time)
      select c.id, c.project_id, c.created_at, c.status, c.bot, c.flow_id,
        case when c.flow_id is not null and c.bot = 0 then 1 else 0 end,
        a.user_id,
        case when m.first_agent_at is null or m.first_visitor_at is null then null
             when m.first_agent_at < m.first_visitor_at then 0
             else m.first_agent_at - m.first_visitor_at end,
        case when c.status = 'close' then c.last_event_time - c.created_at else null end,
        case when c.bot = 0 and m.first_visitor_at is not null and m.first_agent_at is null then 1 else 0 end,
        ${rating}, r.time,
        coalesce(m.meetings, 0),
        case when c.routing_note like 'left through the offline form%' then 1 else 0 end,
        c.last_event_time
      from conversations c
      left join (
        select conversation_id,
          min(case when sender_type = 'visitor' then time end) as first_visitor_at,
          min(case when sender_type = 'agent' and type <> 'info' then time end) as first_agent_at,
          min(case when sender_type = 'agent' and type <> 'info' and user_id is not null then pos end) as first_agent_pos,
          max(case when type = 'csat_response' then pos end) as csat_pos,
          sum(case when payload like '%"calendar":{%' then 1 else 0 end) as meetings
        from messages
        where conversation_id in (select id from conversations where project_id = ${projectId} and last_event_time > ${since})
        group by conversation_id
      ) m on m.conversation_id = c.id
      left join messages a on a.conversation_id = c.id and a.pos = m.first_agent_pos
      left join messages r on r.conversation_id = c.id and r.pos = m.csat_pos
      where c.project_id = ${projectId} and c.last_event_time > ${since}
      on conflict (conversation_id) do update set
        status = excluded.status, bot = excluded.bot, flow_id = excluded.flow_id, handed = excluded.handed,
        agent_id = excluded.agent_id, first_response_s = excluded.first_response_s, close_s = excluded.close_s,
        missed = excluded.missed, csat = excluded.csat, csat_at = excluded.csat_at, meetings = excluded.meetings,
        offline = excluded.offline, last_event_time = excluded.last_event_time
    `.execute(this.db);
    await sql`
      insert into analytics_watermarks (project_id, through) values (${projectId}, ${Math.min(max, now - SETTLE_SECONDS)})
      on conflict (project_id) do update set through = excluded.through
    `.execute(this.db);
  }

  // ---------------------------------------------------------------- filters

  /** The WHERE of every facts query; the team filter only sees teams of the same project. */
  private where(f: FactFilter, alias = 'f'): RawBuilder<unknown> {
    const a = sql.raw(alias);
    const parts = [sql`${a}.project_id = ${f.projectId}`, sql`${a}.created_at >= ${f.from}`, sql`${a}.created_at < ${f.to}`];
    if (f.flowId) parts.push(sql`${a}.flow_id = ${f.flowId}`);
    if (f.agentId) parts.push(sql`${a}.agent_id = ${f.agentId}`);
    if (f.teamId)
      parts.push(
        sql`${a}.agent_id in (select tm.user_id from team_members tm join teams t on t.id = tm.team_id where t.id = ${f.teamId} and t.project_id = ${f.projectId})`,
      );
    return sql.join(parts, sql` and `);
  }

  // ---------------------------------------------------------------- figures

  async overview(f: FactFilter) {
    const [r] = await this.rows(sql`
      select count(*) as total, sum(bot) as bot_only,
        sum(case when status = 'open' then 1 else 0 end) as open,
        sum(case when status = 'pending' then 1 else 0 end) as pending,
        sum(case when status = 'close' then 1 else 0 end) as closed,
        sum(missed) as missed, sum(handed) as handed, sum(meetings) as meetings, sum(offline) as offline
      from conversation_facts f where ${this.where(f)}`);
    const total = num(r?.total);
    const botOnly = num(r?.bot_only);
    return {
      total,
      botOnly,
      human: total - botOnly,
      byStatus: { open: num(r?.open), pending: num(r?.pending), close: num(r?.closed) },
      missed: num(r?.missed),
      handedToHumans: num(r?.handed),
      meetingsBooked: num(r?.meetings),
      offline: num(r?.offline),
    };
  }

  /** Conversations per local bucket (size seconds, offset = seconds east of UTC), bot-only vs human. */
  async series(f: FactFilter, size: number, offset: number) {
    const rows = await this.rows(sql`
      select (f.created_at + ${sql.lit(offset)}) / ${sql.lit(size)} as b, sum(bot) as bot, count(*) - sum(bot) as human
      from conversation_facts f where ${this.where(f)} group by 1`);
    return rows.map((r) => ({ b: num(r.b), bot: num(r.bot), human: num(r.human) }));
  }

  async heatMap(f: FactFilter, offset: number) {
    const rows = await this.rows(sql`
      select ((f.created_at + ${sql.lit(offset)}) / 86400 + 4) % 7 as dow, ((f.created_at + ${sql.lit(offset)}) / 3600) % 24 as hour,
        count(*) as n
      from conversation_facts f where ${this.where(f)} group by 1, 2`);
    return rows.map((r) => ({ dow: num(r.dow), hour: num(r.hour), n: num(r.n) }));
  }

  /** Median and p90 of a duration column over the filter (null values are not counted). */
  async percentiles(f: FactFilter, column: 'first_response_s' | 'close_s'): Promise<Percentiles> {
    const col = sql.ref(`f.${column}`);
    if (this.dialect === 'postgres') {
      const [r] = await this.rows(sql`
        select count(${col}) as n, percentile_cont(0.5) within group (order by ${col}) as p50,
          percentile_cont(0.9) within group (order by ${col}) as p90
        from conversation_facts f where ${this.where(f)} and ${col} is not null`);
      const round = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
      return { count: num(r?.n), median: round(r?.p50), p90: round(r?.p90) };
    }
    // One pass in value order (index <column>_order): a histogram of the values, its running total, and the values
    // at the two ranks each percentile needs. Only the total and four values leave SQLite.
    const [r] = await this.rows(sql`
      with h as (select ${col} as v, count(*) as n from conversation_facts f where ${this.where(f)} and ${col} is not null group by ${col}),
      c as (select v, sum(n) over (order by v rows between unbounded preceding and current row) as cum from h),
      t as (select coalesce(sum(n), 0) as total from h)
      select total,
        (select min(v) from c where cum > cast(0.5 * (total - 1) as integer)) as m_lo,
        (select min(v) from c where cum > cast(0.5 * (total - 1) as integer) + 1) as m_hi,
        (select min(v) from c where cum > cast(0.9 * (total - 1) as integer)) as p_lo,
        (select min(v) from c where cum > cast(0.9 * (total - 1) as integer) + 1) as p_hi
      from t`);
    const count = num(r?.total);
    const at = (p: number, lo: unknown, hi: unknown): number | null => {
      const rank = percentileRank(count, p);
      return rank ? interpolate(num(lo), hi === null || hi === undefined ? undefined : num(hi), rank.weight) : null;
    };
    return { count, median: at(0.5, r?.m_lo, r?.m_hi), p90: at(0.9, r?.p_lo, r?.p_hi) };
  }

  async csatDistribution(f: FactFilter) {
    const rows = await this.rows(sql`
      select csat as rating, count(*) as n from conversation_facts f where ${this.where(f)} and csat between 1 and 5 group by csat`);
    return rows.map((r) => ({ rating: num(r.rating), n: num(r.n) }));
  }

  async csatTrend(f: FactFilter, size: number, offset: number) {
    const rows = await this.rows(sql`
      select (f.created_at + ${sql.lit(offset)}) / ${sql.lit(size)} as b, sum(csat) as total, count(*) as n
      from conversation_facts f where ${this.where(f)} and csat between 1 and 5 group by 1`);
    return rows.map((r) => ({ b: num(r.b), total: num(r.total), n: num(r.n) }));
  }

  /** Visits per step of a flow in the range (a conversation counts once per step: the table's key). */
  async stepCounts(projectId: number, flowIds: number[], from: number, to: number) {
    if (!flowIds.length) return [];
    const rows = await this.rows(sql`
      select v.flow_id, v.step_id, count(*) as n from flow_step_visits v
      where v.flow_id in (select id from flows where project_id = ${projectId} and id in (${sql.join(flowIds)}))
        and v.created_at >= ${from} and v.created_at < ${to}
      group by v.flow_id, v.step_id`);
    return rows.map((r) => ({ flowId: num(r.flow_id), stepId: String(r.step_id), n: num(r.n) }));
  }

  /** Per flow: bot conversations started, handed to humans, meetings booked. */
  async flowPerformance(f: FactFilter) {
    const rows = await this.rows(sql`
      select flow_id, count(*) as started, sum(handed) as handed, sum(meetings) as meetings
      from conversation_facts f where ${this.where(f)} and flow_id is not null group by flow_id`);
    return rows.map((r) => ({ flowId: num(r.flow_id), started: num(r.started), handed: num(r.handed), meetings: num(r.meetings) }));
  }

  /** Per agent (the first to answer): handled, CSAT; the median first response separately (below). */
  async agentCounts(f: FactFilter) {
    const rows = await this.rows(sql`
      select agent_id, count(*) as handled, sum(csat) as csat_total, count(csat) as csat_n
      from conversation_facts f where ${this.where(f)} and agent_id is not null group by agent_id`);
    return rows.map((r) => ({ agentId: num(r.agent_id), handled: num(r.handled), csatTotal: num(r.csat_total), csatN: num(r.csat_n) }));
  }

  /** Median first response per agent: percentile_cont per group, or the two middle rows of each partition. */
  async agentMedians(f: FactFilter): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (this.dialect === 'postgres') {
      const rows = await this.rows(sql`
        select agent_id, percentile_cont(0.5) within group (order by first_response_s) as p50
        from conversation_facts f where ${this.where(f)} and agent_id is not null and first_response_s is not null group by agent_id`);
      for (const r of rows) out.set(num(r.agent_id), Math.round(Number(r.p50) * 10) / 10);
      return out;
    }
    // Per agent: a histogram in (agent, value) order, running totals per agent, the two middle values.
    const rows = await this.rows(sql`
      with h as (select agent_id, first_response_s as v, count(*) as n from conversation_facts f
          where ${this.where(f)} and agent_id is not null and first_response_s is not null group by agent_id, first_response_s),
      c as (select agent_id, v, sum(n) over (partition by agent_id order by v rows between unbounded preceding and current row) as cum,
          sum(n) over (partition by agent_id) as total from h)
      select agent_id, total,
        min(case when cum > cast(0.5 * (total - 1) as integer) then v end) as lo,
        min(case when cum > cast(0.5 * (total - 1) as integer) + 1 then v end) as hi
      from c group by agent_id, total`);
    for (const r of rows) {
      const rank = percentileRank(num(r.total), 0.5)!;
      out.set(num(r.agent_id), interpolate(num(r.lo), r.hi === null || r.hi === undefined ? undefined : num(r.hi), rank.weight));
    }
    return out;
  }

  /** Offline-form conversations per bucket, and those on a holiday (local day indexes). */
  async offline(f: FactFilter, size: number, offset: number, holidayDays: number[]) {
    const holiday = holidayDays.length
      ? sql`case when (f.created_at + ${sql.lit(offset)}) / 86400 in (${sql.join(holidayDays.map((d) => sql.lit(d)))}) then 1 else 0 end`
      : sql`0`;
    const rows = await this.rows(sql`
      select (f.created_at + ${sql.lit(offset)}) / ${sql.lit(size)} as b, count(*) as offline, sum(${holiday}) as holiday
      from conversation_facts f where ${this.where(f)} and offline = 1 group by 1`);
    return rows.map((r) => ({ b: num(r.b), offline: num(r.offline), holiday: num(r.holiday) }));
  }

  // ---------------------------------------------------------------- names and listings

  async options(projectId: number) {
    const [flows, agents, teams] = await Promise.all([
      this.rows<{ id: number; name: string; audience_id: number | null; definition: string; audience: string | null }>(sql`
        select fl.id, fl.name, fl.audience_id, fl.definition, a.name as audience from flows fl
        left join audiences a on a.id = fl.audience_id where fl.project_id = ${projectId} order by fl.priority, fl.id`),
      this.rows<{ id: number; name: string }>(sql`select id, name from users where project_id = ${projectId} order by name`),
      this.rows<{ id: number; name: string }>(sql`select id, name from teams where project_id = ${projectId} order by name`),
    ]);
    return { flows, agents, teams };
  }

  /** Chat messages that offered a calendar (the agent's book-meeting call, the bot's calendar step), newest first. */
  async meetings(f: FactFilter, limit: number) {
    return this.rows<{
      conversation_id: number;
      time: number;
      payload: string;
      sender_type: string;
      sender_name: string;
      visitor_name: string;
      visitor_email: string | null;
      agent_name: string | null;
    }>(sql`
      select f.conversation_id, m.time, m.payload, m.sender_type, m.sender_name, v.name as visitor_name,
        v.email as visitor_email, u.name as agent_name
      from conversation_facts f
      join messages m on m.conversation_id = f.conversation_id and m.payload like '%"calendar":{%'
      join conversations c on c.id = f.conversation_id
      join visitors v on v.id = c.visitor_id
      left join users u on u.id = coalesce(m.user_id, f.agent_id)
      where ${this.where(f)} and f.meetings > 0
      order by m.time desc limit ${limit}`);
  }

  /** Customer success: every project with its plan, agents, conversations in the range and last activity. */
  async projects(from: number, to: number) {
    const rows = await this.rows(sql`
      select p.id, p.name, p.plan,
        (select count(*) from users u where u.project_id = p.id) as agents,
        (select count(*) from conversation_facts f where f.project_id = p.id and f.created_at >= ${from} and f.created_at < ${to}) as conversations,
        (select max(last_event_time) from conversations c where c.project_id = p.id) as last_activity
      from projects p order by p.id`);
    return rows.map((r) => ({
      projectId: num(r.id),
      name: String(r.name),
      plan: String(r.plan),
      agents: num(r.agents),
      conversations: num(r.conversations),
      lastActivity: numOrNull(r.last_activity),
    }));
  }

  /** A project's flows (a handful): their definitions order the funnel's steps. */
  flowRows(projectId: number): Promise<FlowRow[]> {
    return this.db.selectFrom('flows').selectAll().where('project_id', '=', projectId).orderBy('priority').orderBy('id').execute();
  }

  async projectIds(): Promise<number[]> {
    return (await this.rows<{ id: unknown }>(sql`select id from projects order by id`)).map((r) => num(r.id));
  }

  /** Billing usage: users against the plan's limit, conversations since a date. */
  async usage(projectId: number, since: number) {
    const [r] = await this.rows(sql`
      select (select count(*) from users where project_id = ${projectId}) as users,
        (select count(*) from conversation_facts where project_id = ${projectId} and created_at >= ${since}) as conversations,
        (select count(*) from flows where project_id = ${projectId}) as flows,
        (select count(*) from audiences where project_id = ${projectId}) as audiences`);
    return { users: num(r?.users), conversations: num(r?.conversations), flows: num(r?.flows), audiences: num(r?.audiences) };
  }
}
