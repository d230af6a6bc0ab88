// Where one request's time goes: the statements it ran (grouped, with their raw SQLite cost re-timed outside the
// request, so a scheduling hiccup during the traced request does not mislead) and the plan of the costliest one.
import type SQLite from 'better-sqlite3';
import { explain, shortSql, timeStatement, traceSql } from './sqlTrace';
import { ms } from './stats';
import type { EndpointCase } from './endpoints';

/** Statements whose raw median is above this get their query plan printed. */
const EXPLAIN_OVER_MS = 1;

export async function diagnoseRequest(sqlite: SQLite.Database, base: string, token: string, endpoint: EndpointCase, show = 3): Promise<void> {
  const { label } = endpoint;
  const path = endpoint.path(0);
  const method = endpoint.post ? 'POST' : 'GET';
  let requestMs = 0;
  const traced = await traceSql(sqlite, async () => {
    const t = performance.now();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${endpoint.token ?? token}`, ...(endpoint.post ? { 'content-type': 'application/json' } : {}) },
      body: endpoint.post ? JSON.stringify(endpoint.post(0)) : undefined,
    });
    await res.text();
    requestMs = performance.now() - t;
  });
  const groups = new Map<string, { count: number; rawMs: number; maxMs: number; params: unknown[] }>();
  for (const s of traced) {
    const isRead = /^\s*select/i.test(s.sql);
    const raw = isRead ? timeStatement(sqlite, s.sql, s.params) : s.ms;
    const g = groups.get(s.sql) ?? { count: 0, rawMs: 0, maxMs: -1, params: s.params };
    g.count++;
    g.rawMs += raw;
    if (raw > g.maxMs) Object.assign(g, { maxMs: raw, params: s.params }); // EXPLAIN the costliest instance
    groups.set(s.sql, g);
  }
  const sqlMs = [...groups.values()].reduce((sum, g) => sum + g.rawMs, 0);
  console.log(`\n## ${label}: ${method} ${path}`);
  console.log(`   request ${ms(requestMs)}; ${traced.length} statements costing ${ms(sqlMs)} in SQLite (raw medians); the rest is HTTP, validation, Kysely and JSON`);
  const sorted = [...groups.entries()].sort((a, b) => b[1].rawMs - a[1].rawMs);
  for (const [sql, g] of sorted.slice(0, show)) {
    console.log(`   ${String(g.count).padStart(3)} × ${ms(g.rawMs / g.count).padStart(9)} ${shortSql(sql, 120)}`);
  }
  const [worstSql, worst] = sorted[0] ?? [];
  if (worstSql && worst && worst.rawMs / worst.count > EXPLAIN_OVER_MS) {
    console.log('   plan of the costliest:');
    for (const line of explain(sqlite, worstSql, worst.params)) console.log(`   ${line}`);
  }
}
