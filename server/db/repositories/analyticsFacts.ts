// The SQL every analytics figure shares (server/db/repositories/analytics.ts): the filter of a figure, one fact as
// rollup counters, and the rows a count reads (whole hours from the rollups, the partial hours from the facts).
import { sql, type RawBuilder } from 'kysely';

/** Which facts a figure covers: one project, a created_at range, optionally one flow, agent or team. */
export interface FactFilter {
  projectId: number;
  from: number;
  to: number;
  flowId?: number | null;
  agentId?: number | null;
  teamId?: number | null;
}

export type Row = Record<string, unknown>;
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
/** One fact as rollup counters (the same names as analytics_rollup's), and their sums per hour. */
export const FACT_ROW = [
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
export const COUNTERS = ['n', 'bot', 'open', 'pending', 'closed', 'missed', 'handed', 'offered', 'booked', 'offline', 'csat_n', 'csat_sum', 'c1', 'c2', 'c3', 'c4', 'c5', 'frt_n', 'close_n'];
export const HOUR_ROW = COUNTERS.map((c) => `h.${c} as ${c}`).join(', ');
export const FACT_SUMS = FACT_ROW.split(', ')
  .map((e) => e.replace(/ as \w+$/, ''))
  .map((e) => `sum(${e})`)
  .join(', ');
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * The rows every count reads, as `src(t, flow_id, agent_id, n, bot, open, …, close_n)`: whole hours from a
 * rollup (per flow, or per flow and agent when agents matter) and the partial hours at both ends from the facts.
 */
export function factSource(f: FactFilter, byAgent = false): RawBuilder<unknown> {
  const perFact = sql`select f.created_at as t, f.flow_id, f.agent_id, ${sql.raw(FACT_ROW)} from conversation_facts f`;
  const first = Math.ceil(f.from / 3600);
  const end = Math.floor(f.to / 3600);
  if (first >= end) return sql`${perFact} where ${factWhere(f)}`;
  const parts = [sql`h.project_id = ${f.projectId}`, sql`h.hour >= ${first}`, sql`h.hour < ${end}`];
  if (f.flowId) parts.push(sql`h.flow_id = ${f.flowId}`);
  if (f.agentId) parts.push(sql`h.agent_id = ${f.agentId}`);
  if (f.teamId) parts.push(sql`h.agent_id in (${teamMembers(f)})`);
  // Without an agent dimension, the per-flow totals (~5x fewer rows than per agent).
  const totals = !byAgent && !f.agentId && !f.teamId;
  const rollup = totals
    ? sql`select h.hour * 3600 as t, nullif(h.flow_id, 0) as flow_id, null as agent_id, ${sql.raw(HOUR_ROW)} from analytics_totals h`
    : sql`select h.hour * 3600 as t, nullif(h.flow_id, 0) as flow_id, nullif(h.agent_id, 0) as agent_id, ${sql.raw(HOUR_ROW)} from analytics_rollup h`;
  return sql`
    ${rollup} where ${sql.join(parts, sql` and `)}
    union all ${perFact} where ${factWhere({ ...f, to: first * 3600 })}
    union all ${perFact} where ${factWhere({ ...f, from: end * 3600 })}`;
}


/** The WHERE of every facts query; the team filter only sees teams of the same project. */
export function factWhere(f: FactFilter, alias = 'f'): RawBuilder<unknown> {
  const a = sql.raw(alias);
  const parts = [sql`${a}.project_id = ${f.projectId}`, sql`${a}.created_at >= ${f.from}`, sql`${a}.created_at < ${f.to}`];
  if (f.flowId) parts.push(sql`${a}.flow_id = ${f.flowId}`);
  if (f.agentId) parts.push(sql`${a}.agent_id = ${f.agentId}`);
  if (f.teamId) parts.push(sql`${a}.agent_id in (${teamMembers(f)})`);
  return sql.join(parts, sql` and `);
}

/** The members of the filter's team, only if the team is the project's own. */
function teamMembers(f: FactFilter): RawBuilder<unknown> {
  return sql`select tm.user_id from team_members tm join teams t on t.id = tm.team_id where t.id = ${f.teamId} and t.project_id = ${f.projectId}`;
}
