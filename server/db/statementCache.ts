// Kysely's SQLite driver prepares every statement it runs, each time. Handing it this wrapper instead of the
// better-sqlite3 handle reuses the prepared statement for SQL text it has seen (the same query shapes recur on
// every request), so the hot paths run as prepared statements without leaving the query builder.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every query shape the server has, bounded because `in (?, ?, …)` lists vary in length. */
const MAX_STATEMENTS = 1000;

export function withStatementCache(db: SQLite.Database, max = MAX_STATEMENTS): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      // A statement still being iterated (a streamed query) cannot run twice at once: prepare a fresh one then.
      if (cached && !cached.busy) return cached;
      const stmt = db.prepare(sql);
      if (!cached) {
        // Forget the oldest entry (Map keeps insertion order): a cheap bound, enough for recurring shapes.
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}
