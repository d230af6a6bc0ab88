// Analytics figures as SQL aggregates over conversation_facts (migration 015): the facts are refreshed from the
// conversations changed since the project's watermark (analyticsRefresh.ts), then every chart is one GROUP BY on a
// covering index over the shared fact rows (analyticsFacts.ts).
// Meetings: `offered` counts the conversation's calendar messages (the book-meeting link an agent or the bot sent),
// `booked` its bookings made on Parley's booking page (`meetings` rows whose calendar event was created, 025).
// Medians and p90 are percentile_cont on PostgreSQL and two ordered rows (LIMIT 2 OFFSET k) on SQLite, with the
// same interpolation (src/domain/analytics/percentile.ts). Nothing here loads conversation rows into Node.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { interpolate, percentileRank } from '../../../src/domain/analytics/percentile';
import type { Percentiles } from '../../../src/domain/analytics/types';
import type { Dialect } from '../migrations/columns';
import type { Database, FlowRow } from '../schema';
import { factSource, factWhere, num, numOrNull, type FactFilter, type Row } from './analyticsFacts';
import { AnalyticsRefresh } from './analyticsRefresh';

export type { FactFilter };

export class AnalyticsRepository {
  private readonly facts: AnalyticsRefresh;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {
    this.facts = new AnalyticsRefresh(db, dialect);
  }

  private async rows<T = Row>(q: RawBuilder<unknown>): Promise<T[]> {
    return (await q.execute(this.db)).rows as T[];
  }

  /** Brings the project's facts up to date before a figure is read (analyticsRefresh.ts). */
  refresh(projectId: number, now = Math.floor(Date.now() / 1000)): Promise<void> {
    return this.facts.refresh(projectId, now);
  }

  // ---------------------------------------------------------------- figures

  async overview(f: FactFilter) {
    const [r] = await this.rows(sql`
      select sum(n) as total, sum(bot) as bot_only, sum(open) as open, sum(pending) as pending, sum(closed) as closed,
        sum(missed) as missed, sum(handed) as handed, sum(offered) as offered, sum(booked) as booked, sum(offline) as offline
      from (${factSource(f)}) src`);
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
      from (${factSource(f)}) src group by 1`);
    return rows.map((r) => ({ b: num(r.b), bot: num(r.bot), human: num(r.human) }));
  }

  async heatMap(f: FactFilter, offset: number) {
    const rows = await this.rows(sql`
      select ((t + ${sql.lit(offset)}) / 86400 + 4) % 7 as dow, ((t + ${sql.lit(offset)}) / 3600) % 24 as hour, sum(n) as n
      from (${factSource(f)}) src group by 1, 2`);
    return rows.map((r) => ({ dow: num(r.dow), hour: num(r.hour), n: num(r.n) }));
  }

  /** Median and p90 of a duration column over the filter (null values are not counted). */
  async percentiles(f: FactFilter, column: 'first_response_s' | 'close_s'): Promise<Percentiles> {
    const col = sql.ref(`f.${column}`);
    if (this.dialect === 'postgres') {
      const [r] = await this.rows(sql`
        select count(${col}) as n, percentile_cont(0.5) within group (order by ${col}) as p50,
          percentile_cont(0.9) within group (order by ${col}) as p90
        from conversation_facts f where ${factWhere(f)} and ${col} is not null`);
      const round = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
      return { count: num(r?.n), median: round(r?.p50), p90: round(r?.p90) };
    }
    // The count from the range index, then each percentile's two neighbouring values read by walking the
    // value-ordered index (015b) up to its offset: no sort, and nothing past the 90th percentile is read.
    const counter = sql.raw(column === 'first_response_s' ? 'frt_n' : 'close_n');
    const [c] = await this.rows(sql`select sum(${counter}) as n from (${factSource(f)}) src`);
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
          where ${factWhere(f)} and ${col} is not null order by ${col} ${sql.raw(fromTop ? 'desc' : 'asc')} limit 2 offset ${offset}`)
      ).map((r) => num(r.v));
      // From the top the rows come as [upper, lower], or just [lower] when the rank is the last one.
      const [lower, upper] = fromTop ? (rank.offset === count - 1 ? [vals[0]!, undefined] : [vals[1]!, vals[0]]) : [vals[0]!, vals[1]];
      return interpolate(lower, upper, rank.weight);
    };
    return { count, median: await at(0.5), p90: await at(0.9) };
  }

  async csatDistribution(f: FactFilter) {
    const [r] = await this.rows(sql`select sum(c1) as c1, sum(c2) as c2, sum(c3) as c3, sum(c4) as c4, sum(c5) as c5 from (${factSource(f)}) src`);
    return [1, 2, 3, 4, 5].map((rating) => ({ rating, n: num(r?.[`c${rating}`]) }));
  }

  async csatTrend(f: FactFilter, size: number, offset: number) {
    const rows = await this.rows(sql`
      select (t + ${sql.lit(offset)}) / ${sql.lit(size)} as b, sum(csat_sum) as total, sum(csat_n) as n
      from (${factSource(f)}) src where csat_n > 0 group by 1`);
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
      from (${factSource(f)}) src where flow_id is not null group by flow_id`);
    return rows.map((r) => ({ flowId: num(r.flow_id), started: num(r.started), handed: num(r.handed), offered: num(r.offered), booked: num(r.booked) }));
  }

  /** Per agent (the first to answer): handled, CSAT, replies. */
  async agentCounts(f: FactFilter) {
    const rows = await this.rows(sql`
      select agent_id, sum(n) as handled, sum(csat_sum) as csat_total, sum(csat_n) as csat_n, sum(frt_n) as replies
      from (${factSource(f, true)}) src where agent_id is not null group by agent_id`);
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
        from conversation_facts f where ${factWhere(f)} and agent_id is not null and first_response_s is not null group by agent_id`);
      for (const r of rows) out.set(num(r.agent_id), Math.round(Number(r.p50) * 10) / 10);
      return out;
    }
    for (const { agentId, replies: n } of replies) {
      const rank = percentileRank(n, 0.5);
      if (!rank) continue;
      const vals = await this.rows<{ v: unknown }>(sql`
        select first_response_s as v from conversation_facts f indexed by conversation_facts_agent_frt
        where ${factWhere({ ...f, agentId })} and first_response_s is not null
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
      from (${factSource(f)}) src where offline > 0 group by 1`);
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
        where ${factWhere(f)} and f.offered > 0 order by f.created_at desc limit ${limit}
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
