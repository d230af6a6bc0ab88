// Prepared queries on the embedded database run at once (issue 30). better-sqlite3 is synchronous, yet each statement
// through Kysely's executor crossed its connection queue, the driver and the result pipeline: ten or so promises a
// statement, the largest part of the "node internals" and query-executor costs in the visitor message's profile. A
// prepared query (prepared.ts) already has its SQL and values; on SQLite it now runs right away on the shared
// connection, where that is what Kysely would have done: inside the caller's own transaction, or when no transaction
// is open (a statement runs whole on this thread, so nothing can interleave with it). While another request's
// transaction is open (it awaits between its statements), the query takes Kysely's queue as before, so it never
// joins that transaction.
import type SQLite from 'better-sqlite3';
import type { CompiledQuery, Kysely, QueryResult } from 'kysely';

interface Handle {
  raw: SQLite.Database;
  /** The statement cache Kysely's driver uses too (statementCache.ts): one prepared statement per SQL text. */
  prepare(sql: string): SQLite.Statement;
}

/** Keyed by the dialect adapter: one per database, shared by its Kysely instance and every transaction of it. */
const handles = new WeakMap<object, Handle>();

/** openSqlite registers its database; queries on any other (PostgreSQL, a test's own Kysely) go through Kysely. */
export function registerSqlite<DB>(kysely: Kysely<DB>, handle: Handle): void {
  handles.set(kysely.getExecutor().adapter, handle);
}

/** The query's result now, as Kysely's SQLite driver would give it; null when it must go through Kysely. */
export function runNow<DB, O>(db: Kysely<DB>, query: CompiledQuery<O>): QueryResult<O> | null {
  const executor = db.getExecutor();
  const handle = handles.get(executor.adapter);
  if (!handle || executor.plugins.length > 0) return null;
  if (handle.raw.inTransaction && !db.isTransaction) return null;
  const stmt = handle.prepare(query.sql);
  const parameters = query.parameters as unknown[];
  if (stmt.reader) return { rows: stmt.all(parameters) as O[] };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}
