// Analytics figures as SQL aggregates over conversation_facts (migration 015): the facts are refreshed from the
// conversations changed since the project's watermark, then every chart is one GROUP BY on a covering index.
// Meetings: `offered` counts the conversation's calendar messages (the book-meeting link an agent or the bot sent),
// `booked` its bookings made on Parley's booking page (`meetings` rows whose calendar event was created, 025).
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
/** One fact as rollup counters (the same names as analytics_rollup's), and their sums per hour. */
const FACT_ROW = [
  '1 as n',
  'f.bot as bot',
  "case when f.status = 'open' then 1 else 0 end as open",
  "case when f.status = 'pending' then 1 else 0 end as pending",
  "case when f.status = 'close' then 1 else 0 end as closed",
  'f.missed as missed',
  'f.handed as handed',
  'f.offered as offered',
  'f.booked as booked',
  'f.offline as offline',
  'case when f.csat between 1 and 5 then 1 else 0 end as csat_n',
  'case when f.csat between 1 and 5 then f.csat else 0 end as csat_sum',
  ...[1, 2, 3, 4, 5].map((r) => `case when f.csat = ${r} then 1 else 0 end as c${r}`),
  'case when f.first_response_s is not null then 1 else 0 end as frt_n',
  'case when f.close_s is not null then 1 else 0 end as close_n',
].join(', ');
const COUNTERS = ['n', 'bot', 'open', 'pending', 'closed', 'missed', 'handed', 'offered', 'booked', 'offline', 'csat_n', 'csat_sum', 'c1', 'c2', 'c3', 'c4', 'c5', 'frt_n', 'close_n'];
const HOUR_ROW = COUNTERS.map((c) => `h.${c} as ${c}`).join(', ');
const FACT_SUMS = FACT_ROW.split(', ')
  .map((e) => e.replace(/ as \w+$/, ''))
  .map((e) => `sum(${e})`)
  .join(', ');
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** pg_advisory_xact_lock's first key: analytics refreshes (the second is the project id). */
const ADVISORY_LOCK = 1513;

export class AnalyticsRepository {
  private readonly refreshing = new Map<number, Promise<void>>();

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
    // The page asks for its nine figures at once: one refresh per project at a time in this process.
    const running = this.refreshing.get(projectId);
    if (running) return running;
    const job = this.refreshNow(projectId, now).finally(() => this.refreshing.delete(projectId));
    this.refreshing.set(projectId, job);
    return job;
  }

  private async refreshNow(projectId: number, now: number): Promise<void> {
    const [latest] = await this.rows<{ m: unknown }>(sql`select max(last_event_time) as m from conversations where project_id = ${projectId}`);
    if (latest?.m === null || latest?.m === undefined) return;
    const max = Number(latest.m);
    const [mark] = await this.rows<{ through: unknown }>(sql`select through from analytics_watermarks where project_id = ${projectId}`);
    const since = mark ? Number(mark.through) : -1;
    if (max <= since) return;
    // One transaction: facts and the rollup of their hours change together (a crash between them would leave an
    // hour stale behind facts that look current).
    await this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres') {
        // Other nodes (or pooled connections) refreshing the same project wait here, then see its new watermark.
        await sql`select pg_advisory_xact_lock(${ADVISORY_LOCK}, ${projectId})`.execute(trx);
        const [again] = (await sql<{ through: unknown }>`select through from analytics_watermarks where project_id = ${projectId}`.execute(trx)).rows;
        if (again && Number(again.through) > since) return;
      }
      const rating =
        this.dialect === 'postgres'
          ? sql`cast((r.payload::json #>> '{feedback,rating}') as integer)`
          : sql`cast(json_extract(r.payload, '$.feedback.rating') as integer)`;
      // Changed: newer than the watermark and not what the facts were computed from (the settle window's
      // conversations are mostly unchanged since the previous refresh).
      const changed = (await sql<{ h: unknown }>`
        with changed as (
          select c.id from conversations c left join conversation_facts f0 on f0.conversation_id = c.id
          where c.project_id = ${projectId} and c.last_event_time > ${since}
            and (f0.conversation_id is null or f0.last_event_time <> c.last_event_time or f0.status <> c.status or f0.bot <> c.bot
              or coalesce(f0.flow_id, 0) <> coalesce(c.flow_id, 0) or f0.message_count <> c.message_count)
        )
        insert into conversation_facts (conversation_id, project_id, created_at, status, bot, flow_id, handed, agent_id,
          first_response_s, close_s, missed, csat, csat_at, offered, booked, offline, last_event_time, message_count)
        select c.id, c.project_id, c.created_at, c.status, c.bot, c.flow_id,
          case when c.flow_id is not null and c.bot = 0 then 1 else 0 end,
          a.user_id,
          case when m.first_agent_at is null or m.first_visitor_at is null then null
               when m.first_agent_at < m.first_visitor_at then 0
               else m.first_agent_at - m.first_visitor_at end,
          case when c.status = 'close' then c.last_event_time - c.created_at else null end,
          case when c.bot = 0 and m.first_visitor_at is not null and m.first_agent_at is null then 1 else 0 end,
          ${rating}, r.time,
          coalesce(m.offered, 0),
          -- A booking notes the conversation after its event exists (server/services/meetings), which moves
          -- last_event_time: the conversation is taken again with the row counted. Indexed by meetings_conversation.
          (select count(*) from meetings b where b.conversation_id = c.id and b.event_id <> ''),
          case when c.routing_note like 'left through the offline form%' then 1 else 0 end,
          c.last_event_time, c.message_count
        from conversations c
        left join (
          select conversation_id,
            min(case when sender_type = 'visitor' then time end) as first_visitor_at,
            -- Internal notes are agents' own: not a response to the visitor.
            min(case when sender_type = 'agent' and type not in ('info', 'note') then time end) as first_agent_at,
            min(case when sender_type = 'agent' and type not in ('info', 'note') and user_id is not null then pos end) as first_agent_pos,
            max(case when type = 'csat_response' then pos end) as csat_pos,
            sum(case when payload like '%"calendar":{%' then 1 else 0 end) as offered
          from messages
          where conversation_id in (select id from changed)
          group by conversation_id
        ) m on m.conversation_id = c.id
        left join messages a on a.conversation_id = c.id and a.pos = m.first_agent_pos
        left join messages r on r.conversation_id = c.id and r.pos = m.csat_pos
        where c.id in (select id from changed)
        on conflict (conversation_id) do update set
          status = excluded.status, bot = excluded.bot, flow_id = excluded.flow_id, handed = excluded.handed,
          agent_id = excluded.agent_id, first_response_s = excluded.first_response_s, close_s = excluded.close_s,
          missed = excluded.missed, csat = excluded.csat, csat_at = excluded.csat_at, offered = excluded.offered,
          booked = excluded.booked, offline = excluded.offline, last_event_time = excluded.last_event_time, message_count = excluded.message_count
        returning created_at / 3600 as h`.execute(trx)).rows;
      await this.rebuildHours(trx, projectId, [...new Set(changed.map((r) => num(r.h)))].sort((a, b) => a - b));
      await sql`
        insert into analytics_watermarks (project_id, through) values (${projectId}, ${Math.min(max, now - SETTLE_SECONDS)})
        on conflict (project_id) do update set through = excluded.through
      `.execute(trx);
    });
  }

  /** Rebuilds the hourly rollup for these hours (sorted): one hour at a time for a few, in runs for many. */
  private async rebuildHours(trx: Kysely<Database>, projectId: number, hours: number[]): Promise<void> {
    const runs: Array<[number, number]> = [];
    for (const h of hours) {
      const last = runs[runs.length - 1];
      // Many hours (a first build): re-adding an untouched hour in a short gap is harmless and saves statements.
      if (last && (h === last[1] + 1 || (hours.length > 64 && h - last[1] <= 24))) last[1] = h;
      else runs.push([h, h]);
    }
    for (const [a, b] of runs) {
      await sql`delete from analytics_rollup where project_id = ${projectId} and hour >= ${a} and hour <= ${b}`.execute(trx);
      await sql`
        insert into analytics_rollup (project_id, hour, flow_id, agent_id, ${sql.raw(COUNTERS.join(', '))})
        select project_id, created_at / 3600, coalesce(flow_id, 0), coalesce(agent_id, 0), ${sql.raw(FACT_SUMS)}
        from conversation_facts f
        where project_id = ${projectId} and created_at >= ${a * 3600} and created_at < ${(b + 1) * 3600}
        group by project_id, created_at / 3600, coalesce(flow_id, 0), coalesce(agent_id, 0)`.execute(trx);
      await sql`delete from analytics_totals where project_id = ${projectId} and hour >= ${a} and hour <= ${b}`.execute(trx);
      await sql`
        insert into analytics_totals (project_id, hour, flow_id, ${sql.raw(COUNTERS.join(', '))})
        select project_id, hour, flow_id, ${sql.raw(COUNTERS.map((c) => `sum(${c})`).join(', '))}
        from analytics_rollup
        where project_id = ${projectId} and hour >= ${a} and hour <= ${b}
        group by project_id, hour, flow_id`.execute(trx);
    }
  }

  /**
   * The rows every count reads, as `src(t, flow_id, agent_id, n, bot, open, …, close_n)`: whole hours from a
   * rollup (per flow, or per flow and agent when agents matter) and the partial hours at both ends from the facts.
   */
  private source(f: FactFilter, byAgent = false): RawBuilder<unknown> {
    const perFact = sql`select f.created_at as t, f.flow_id, f.agent_id, ${sql.raw(FACT_ROW)} from conversation_facts f`;
    const first = Math.ceil(f.from / 3600);
    const end = Math.floor(f.to / 3600);
    if (first >= end) return sql`${perFact} where ${this.where(f)}`;
    const parts = [sql`h.project_id = ${f.projectId}`, sql`h.hour >= ${first}`, sql`h.hour < ${end}`];
    if (f.flowId) parts.push(sql`h.flow_id = ${f.flowId}`);
    if (f.agentId) parts.push(sql`h.agent_id = ${f.agentId}`);
    if (f.teamId) parts.push(sql`h.agent_id in (${this.teamMembers(f)})`);
    // Without an agent dimension, the per-flow totals (~5x fewer rows than per agent).
    const totals = !byAgent && !f.agentId && !f.teamId;
    const rollup = totals
      ? sql`select h.hour * 3600 as t, nullif(h.flow_id, 0) as flow_id, null as agent_id, ${sql.raw(HOUR_ROW)} from analytics_totals h`
      : sql`select h.hour * 3600 as t, nullif(h.flow_id, 0) as flow_id, nullif(h.agent_id, 0) as agent_id, ${sql.raw(HOUR_ROW)} from analytics_rollup h`;
    return sql`
      ${rollup} where ${sql.join(parts, sql` and `)}
      union all ${perFact} where ${this.where({ ...f, to: first * 3600 })}
      union all ${perFact} where ${this.where({ ...f, from: end * 3600 })}`;
  }

  // ---------------------------------------------------------------- filters

  /** The WHERE of every facts query; the team filter only sees teams of the same project. */
  private where(f: FactFilter, alias = 'f'): RawBuilder<unknown> {
    const a = sql.raw(alias);
    const parts = [sql`${a}.project_id = ${f.projectId}`, sql`${a}.created_at >= ${f.from}`, sql`${a}.created_at < ${f.to}`];
    if (f.flowId) parts.push(sql`${a}.flow_id = ${f.flowId}`);
    if (f.agentId) parts.push(sql`${a}.agent_id = ${f.agentId}`);
    if (f.teamId) parts.push(sql`${a}.agent_id in (${this.teamMembers(f)})`);
    return sql.join(parts, sql` and `);
  }

  /** The members of the filter's team, only if the team is the project's own. */
  private teamMembers(f: FactFilter): RawBuilder<unknown> {
    return sql`select tm.user_id from team_members tm join teams t on t.id = tm.team_id where t.id = ${f.teamId} and t.project_id = ${f.projectId}`;
  }

  // ---------------------------------------------------------------- figures

  async overview(f: FactFilter) {
    const [r] = await this.rows(sql`
      select sum(n) as total, sum(bot) as bot_only, sum(open) as open, sum(pending) as pending, sum(closed) as closed,
        sum(missed) as missed, sum(handed) as handed, sum(offered) as offered, sum(booked) as booked, sum(offline) as offline
      from (${this.source(f)}) src`);
    const total = num(r?.total);
    const botOnly = num(r?.bot_only);
    return {
      total,
      botOnly,
      human: total - botOnly,
      byStatus: { open: num(r?.open), pending: num(r?.pending), close: num(r?.closed) },
      missed: num(r?.missed),
      handedToHumans: num(r?.handed),
      meetingsOffered: num(r?.offered),
      meetingsBooked: num(r?.booked),
      offline: num(r?.offline),
    };
  }

  /** Conversations per local bucket (size seconds, offset = seconds east of UTC), bot-only vs human. */
  async series(f: FactFilter, size: number, offset: number) {
    const rows = await this.rows(sql`
      select (t + ${sql.lit(offset)}) / ${sql.lit(size)} as b, sum(bot) as bot, sum(n) - sum(bot) as human
      from (${this.source(f)}) src group by 1`);
    return rows.map((r) => ({ b: num(r.b), bot: num(r.bot), human: num(r.human) }));
  }

  async heatMap(f: FactFilter, offset: number) {
    const rows = await this.rows(sql`
      select ((t + ${sql.lit(offset)}) / 86400 + 4) % 7 as dow, ((t + ${sql.lit(offset)}) / 3600) % 24 as hour, sum(n) as n
      from (${this.source(f)}) src group by 1, 2`);
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
    // The count from the range index, then each percentile's two neighbouring values read by walking the
    // value-ordered index (015b) up to its offset: no sort, and nothing past the 90th percentile is read.
    const counter = sql.raw(column === 'first_response_s' ? 'frt_n' : 'close_n');
    const [c] = await this.rows(sql`select sum(${counter}) as n from (${this.source(f)}) src`);
    const count = num(c?.n);
    const index = sql.raw(column === 'first_response_s' ? 'conversation_facts_frt_order' : 'conversation_facts_close_order');
    // Each rank is walked from the nearer end of the index (the p90 from the top): at most half of it is read.
    const at = async (p: number): Promise<number | null> => {
      const rank = percentileRank(count, p);
      if (!rank) return null;
      const fromTop = rank.offset > count / 2;
      const offset = fromTop ? Math.max(0, count - rank.offset - 2) : rank.offset;
      const vals = (
        await this.rows<{ v: unknown }>(sql`
          select ${col} as v from conversation_facts f indexed by ${index}
          where ${this.where(f)} and ${col} is not null order by ${col} ${sql.raw(fromTop ? 'desc' : 'asc')} limit 2 offset ${offset}`)
      ).map((r) => num(r.v));
      // From the top the rows come as [upper, lower], or just [lower] when the rank is the last one.
      const [lower, upper] = fromTop ? (rank.offset === count - 1 ? [vals[0]!, undefined] : [vals[1]!, vals[0]]) : [vals[0]!, vals[1]];
      return interpolate(lower, upper, rank.weight);
    };
    return { count, median: await at(0.5), p90: await at(0.9) };
  }

  async csatDistribution(f: FactFilter) {
    const [r] = await this.rows(sql`select sum(c1) as c1, sum(c2) as c2, sum(c3) as c3, sum(c4) as c4, sum(c5) as c5 from (${this.source(f)}) src`);
    return [1, 2, 3, 4, 5].map((rating) => ({ rating, n: num(r?.[`c${rating}`]) }));
  }

  async csatTrend(f: FactFilter, size: number, offset: number) {
    const rows = await this.rows(sql`
      select (t + ${sql.lit(offset)}) / ${sql.lit(size)} as b, sum(csat_sum) as total, sum(csat_n) as n
      from (${this.source(f)}) src where csat_n > 0 group by 1`);
    return rows.map((r) => ({ b: num(r.b), total: num(r.total), n: num(r.n) }));
  }

  /** Visits per step of a flow in the range (a conversation counts once per step: the table's key); each step a
   *  range count on (flow_id, step_id, created_at). */
  async stepCount(flowId: number, stepId: string, from: number, to: number): Promise<number> {
    const [r] = await this.rows(sql`
      select count(*) as n from flow_step_visits where flow_id = ${flowId} and step_id = ${stepId} and created_at >= ${from} and created_at < ${to}`);
    return num(r?.n);
  }

  /** Per flow: bot conversations started, handed to humans, meetings offered and booked. */
  async flowPerformance(f: FactFilter) {
    const rows = await this.rows(sql`
      select flow_id, sum(n) as started, sum(handed) as handed, sum(offered) as offered, sum(booked) as booked
      from (${this.source(f)}) src where flow_id is not null group by flow_id`);
    return rows.map((r) => ({ flowId: num(r.flow_id), started: num(r.started), handed: num(r.handed), offered: num(r.offered), booked: num(r.booked) }));
  }

  /** Per agent (the first to answer): handled, CSAT, replies. */
  async agentCounts(f: FactFilter) {
    const rows = await this.rows(sql`
      select agent_id, sum(n) as handled, sum(csat_sum) as csat_total, sum(csat_n) as csat_n, sum(frt_n) as replies
      from (${this.source(f, true)}) src where agent_id is not null group by agent_id`);
    return rows
      .map((r) => ({ agentId: num(r.agent_id), handled: num(r.handled), csatTotal: num(r.csat_total), csatN: num(r.csat_n), replies: num(r.replies) }))
      .filter((r) => r.handled > 0);
  }

  /** Median first response per agent: percentile_cont per group, or (SQLite) the two middle values walked in
   *  (project, agent, value) index order, given each agent's number of replies (agentCounts). */
  async agentMedians(f: FactFilter, replies: ReadonlyArray<{ agentId: number; replies: number }>): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (this.dialect === 'postgres') {
      const rows = await this.rows(sql`
        select agent_id, percentile_cont(0.5) within group (order by first_response_s) as p50
        from conversation_facts f where ${this.where(f)} and agent_id is not null and first_response_s is not null group by agent_id`);
      for (const r of rows) out.set(num(r.agent_id), Math.round(Number(r.p50) * 10) / 10);
      return out;
    }
    for (const { agentId, replies: n } of replies) {
      const rank = percentileRank(n, 0.5);
      if (!rank) continue;
      const vals = await this.rows<{ v: unknown }>(sql`
        select first_response_s as v from conversation_facts f indexed by conversation_facts_agent_frt
        where ${this.where({ ...f, agentId })} and first_response_s is not null
        order by first_response_s limit 2 offset ${rank.offset}`);
      out.set(agentId, interpolate(num(vals[0]?.v), vals[1] ? num(vals[1].v) : undefined, rank.weight));
    }
    return out;
  }

  /** Offline-form conversations per bucket, and those on a holiday (local day indexes). */
  async offline(f: FactFilter, size: number, offset: number, holidayDays: number[]) {
    const holiday = holidayDays.length
      ? sql`case when (t + ${sql.lit(offset)}) / 86400 in (${sql.join(holidayDays.map((d) => sql.lit(d)))}) then offline else 0 end`
      : sql`0`;
    const rows = await this.rows(sql`
      select (t + ${sql.lit(offset)}) / ${sql.lit(size)} as b, sum(offline) as offline, sum(${holiday}) as holiday
      from (${this.source(f)}) src where offline > 0 group by 1`);
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
      from (
        -- The newest conversations with a meeting, walked backwards on the range index: only their messages are read.
        select f.conversation_id, f.agent_id from conversation_facts f
        where ${this.where(f)} and f.offered > 0 order by f.created_at desc limit ${limit}
      ) f
      join messages m on m.conversation_id = f.conversation_id and m.payload like '%"calendar":{%'
      join conversations c on c.id = f.conversation_id
      join visitors v on v.id = c.visitor_id
      left join users u on u.id = coalesce(m.user_id, f.agent_id)
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
