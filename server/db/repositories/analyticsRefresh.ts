// Keeps conversation_facts and the hourly rollups of analytics (migration 015) up to date from the conversations
// changed since the project's watermark (server/db/repositories/analytics.ts reads them).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../migrations/columns';
import type { Database } from '../schema';
import { COUNTERS, FACT_SUMS, num, type Row } from './analyticsFacts';

/** Seconds a write may take from its timestamp to its commit (the refresh takes the last ones again). */
const SETTLE_SECONDS = 2;

/** pg_advisory_xact_lock's first key: analytics refreshes (the second is the project id). */
const ADVISORY_LOCK = 1513;

export class AnalyticsRefresh {
  private readonly refreshing = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  private async rows<T = Row>(q: RawBuilder<unknown>): Promise<T[]> {
    return (await q.execute(this.db)).rows as T[];
  }

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
      // A conversation merged into another (migration 036) is counted once, as the survivor that holds its messages:
      // its own facts go, and come back if the merge is undone (undo moves its last_event_time again).
      const merged = (await sql<{ h: unknown }>`
        delete from conversation_facts where project_id = ${projectId}
          and conversation_id in (select conversation_id from merged_conversations)
        returning created_at / 3600 as h`.execute(trx)).rows;
      const changed = (await sql<{ h: unknown }>`
        with changed as (
          select c.id from conversations c left join conversation_facts f0 on f0.conversation_id = c.id
          where c.project_id = ${projectId} and c.last_event_time > ${since}
            and c.id not in (select conversation_id from merged_conversations)
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
      await this.rebuildHours(trx, projectId, [...new Set([...changed, ...merged].map((r) => num(r.h)))].sort((a, b) => a - b));
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
}
