// Opens the database: embedded SQLite (better-sqlite3) by default, PostgreSQL when DATABASE_URL is set, behind one
// Kysely instance so repositories are written once. Migrations run here, at boot.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteAdapter, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';
import { withNamedStatements } from './namedStatements';
import { registerSqlite } from './sqliteNow';
import { startWalCheckpointer } from './walCheckpointer';
import { startSearchIndexer, type SearchIndexer } from './searchIndexer';
import { migrations } from './migrations/index';
import { migrateWithRetry } from './migrateRetry';
import type { Dialect } from './migrations/columns';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema named by the URL's search_path option (tests use one schema each); null = default. */
  schema: string | null;
  /** The raw SQLite handle for hot paths as prepared statements (null on PostgreSQL). */
  sqlite: SQLite.Database | null;
  /** SQLite: indexes noted messages in batches (searchIndexer.ts); null on PostgreSQL. */
  searchIndexer?: SearchIndexer | null;
  close(): Promise<void>;
}

export interface DbOptions {
  dataDir: string; // ':memory:' for a throwaway database
  databaseUrl: string | null;
  /** PostgreSQL: run prepared.ts's texts as named statements (namedStatements.ts); default true. */
  namedStatements?: boolean;
}

export async function openDatabase(opts: DbOptions): Promise<Db> {
  const db = opts.databaseUrl ? openPostgres(opts.databaseUrl, (await import('pg')).default, opts.namedStatements ?? true) : openSqlite(opts.dataDir);
  await migrate(db);
  if (!db.sqlite) return db;
  // After the migrations: its statements read migration 041's table.
  const indexer = startSearchIndexer(db.sqlite);
  const close = db.close;
  return {
    ...db,
    searchIndexer: indexer,
    close: async () => {
      indexer.stop();
      await close();
    },
  };
}

/** Whether the database answers a trivial query (the health check's question). */
export function pingDatabase(db: Db): Promise<boolean> {
  return sql`select 1 as ok`.execute(db.kysely).then(() => true, () => false);
}

/** SQLite runs DDL inside transactions, but Kysely's adapter says it doesn't, so its Migrator would run migrations
 *  bare: a crash mid-migration left a table created and its migration unrecorded, and every later boot failed ("table
 *  already exists"). Saying so makes the pending migrations one transaction. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}
class ParleySqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

function openSqlite(dataDir: string): Db {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    fs.mkdirSync(dataDir, { recursive: true });
    file = path.join(dataDir, 'parley.db');
  }
  const sqlite = new SQLite(file);
  // WAL: readers never block the single writer; NORMAL sync is durable across process crashes.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const checkpointer = file === ':memory:' ? null : startWalCheckpointer(sqlite, file);
  const statements = withStatementCache(sqlite);
  const kysely = new Kysely<Database>({ dialect: new ParleySqliteDialect({ database: statements }) });
  registerSqlite(kysely, { raw: sqlite, prepare: (sql) => statements.prepare(sql) as SQLite.Statement });
  const close = async () => {
    await checkpointer?.stop();
    await kysely.destroy();
  };
  return { kysely, dialect: 'sqlite', schema: null, sqlite, searchIndexer: null, close };
}

/** `driver`: the pg module, imported only when DATABASE_URL is set (the embedded default never loads it: ~3 MiB of
 *  heap, bench/memory.ts). */
function openPostgres(url: string, driver: typeof pg, namedStatements: boolean): Db {
  // int8 (bigint) columns hold whole-second times: parse them as numbers, not strings.
  driver.types.setTypeParser(20, (v) => Number(v));
  const pool = new driver.Pool({ connectionString: url, max: 10 });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool, namedStatements) }) });
  const schema = /search_path=([A-Za-z0-9_]+)/.exec(new URL(url).searchParams.get('options') ?? '')?.[1] ?? null;
  return { kysely, dialect: 'postgres', schema, sqlite: null, searchIndexer: null, close: () => kysely.destroy() };
}

async function migrate(db: Db): Promise<void> {
  const all = migrations(db.dialect);
  const provider: MigrationProvider = { getMigrations: async () => all };
  // Kysely looks for its bookkeeping tables in any schema: name ours so parallel schemas don't collide.
  // Unordered: migrations written side by side on branches each touch their own tables, and a database that ran a
  // later one first must still take an earlier one that lands after it.
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    allowUnorderedMigrations: true,
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  await migrateWithRetry(() => migrator.migrateToLatest());
}
