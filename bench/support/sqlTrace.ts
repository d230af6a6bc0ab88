// Which SQL an HTTP request really runs, and how long each statement takes: the server's better-sqlite3 handle is
// wrapped (bench-only) while one request is in flight, then EXPLAIN QUERY PLAN tells why a statement is slow.
import type SQLite from 'better-sqlite3';

export interface TracedStatement {
  sql: string;
  params: unknown[];
  ms: number;
}

type Exec = (...args: unknown[]) => unknown;

/**
 * Records every statement executed on `sqlite` while `fn` runs. The server reuses prepared statements
 * (server/db/statementCache.ts), so this wraps the statements' shared prototype rather than `prepare`.
 */
export async function traceSql(sqlite: SQLite.Database, fn: () => Promise<unknown>): Promise<TracedStatement[]> {
  const traced: TracedStatement[] = [];
  const proto = Object.getPrototypeOf(sqlite.prepare('select 1')) as Record<string, Exec>;
  const originals = new Map<string, Exec>();
  for (const method of ['all', 'get', 'run', 'iterate']) {
    const exec = proto[method]!;
    originals.set(method, exec);
    proto[method] = function tracing(this: SQLite.Statement, ...args: unknown[]) {
      if (this.database !== sqlite) return exec.apply(this, args);
      const t = performance.now();
      const out = exec.apply(this, args);
      traced.push({ sql: this.source, params: (args[0] as unknown[] | undefined) ?? [], ms: performance.now() - t });
      return out;
    };
  }
  try {
    await fn();
  } finally {
    for (const [method, exec] of originals) proto[method] = exec;
  }
  return traced;
}

/** EXPLAIN QUERY PLAN as an indented tree. */
export function explain(sqlite: SQLite.Database, sql: string, params: unknown[]): string[] {
  const rows = sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as Array<{ id: number; parent: number; detail: string }>;
  const depth = new Map<number, number>([[0, 0]]);
  return rows.map((r) => {
    const d = (depth.get(r.parent) ?? 0) + 1;
    depth.set(r.id, d);
    return `${'  '.repeat(d)}${r.detail}`;
  });
}

/** Median wall time of the raw statement (no Kysely, no HTTP) over `runs` executions. */
export function timeStatement(sqlite: SQLite.Database, sql: string, params: unknown[], runs = 21): number {
  const stmt = sqlite.prepare(sql);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    if (stmt.reader) stmt.all(params);
    else throw new Error('timeStatement only times reads');
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/** One line per statement, SQL shortened. */
export const shortSql = (sql: string, max = 150) => (sql.length > max ? `${sql.slice(0, max)}…` : sql).replace(/\s+/g, ' ');
