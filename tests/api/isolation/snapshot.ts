// What "project A's data" is, table by table, read from the live schema (Kysely's introspection works on SQLite and
// PostgreSQL alike), so a table added later is counted and hashed without editing the suite: a row belongs to A when
// its project_id is A's, or when any column that points at an entity (conversation_id, user_id, role_id, …) points
// at one of A's. The second rule also catches a cross-link (B's row pointing at A's user), not only edits of A's rows.
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { isRacedCatalogLookup } from '../../../server/db/migrateRetry';

/** Tables that hold no project's data, with the reason. */
export const UNSCOPED: Record<string, string> = {
  kysely_migration: 'migration bookkeeping',
  kysely_migration_lock: 'migration bookkeeping',
  outbox: 'outgoing mail has no project column; what B can make Parley mail is covered by the rows that trigger it',
  leases: 'cross-node coordination (a token renewal in progress): no data, held for seconds, named by connection',
  ...searchIndexTables(),
};

/** The full-text index (migration 028): rows derived by triggers from messages, conversations, visitors and tags,
 *  which are counted here; what a search lets B read is tests/api/inbox-search.test.ts's isolation case. SQLite's
 *  FTS5 keeps each index in a virtual table and five shadow tables. */
function searchIndexTables(): Record<string, string> {
  const reason = 'full-text index derived from the counted tables (search isolation: tests/api/inbox-search.test.ts)';
  const names = ['search_messages', 'search_conversations'].flatMap((t) => [t, ...['data', 'idx', 'content', 'docsize', 'config'].map((s) => `${t}_${s}`)]);
  // Migration 041: ids of SQLite's messages waiting for the index (message_id points at a counted message).
  return Object.fromEntries([...names, 'search_pending'].map((n) => [n, reason]));
}

/** Column name → the table whose ids it holds. */
export const REFERENCES: Record<string, string> = {
  project_id: 'projects',
  conversation_id: 'conversations',
  visitor_id: 'visitors',
  user_id: 'users',
  created_by: 'users',
  saved_by: 'users',
  connected_by: 'users',
  invited_by: 'users',
  updated_by: 'users',
  last_user_id: 'users',
  agent_id: 'users',
  role_id: 'roles',
  team_id: 'teams',
  tag_id: 'tags',
  flow_id: 'flows',
  audience_id: 'audiences',
  contact_id: 'contacts',
  company_id: 'companies',
};

export interface Column { name: string; nullable: boolean; hasDefault: boolean; autoIncrement: boolean; type: string }
export type Schema = Map<string, Column[]>;

/** Kysely's introspection reads every schema's columns: DDL committing meanwhile in another test's schema can fail it
 *  ("column ... does not exist"); it is read again then (server/db/migrateRetry.ts has the story). */
async function tablesOf(db: Kysely<unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.introspection.getTables();
    } catch (err) {
      if (attempt >= 8 || !isRacedCatalogLookup(err)) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

export async function readSchema(db: Kysely<unknown>): Promise<Schema> {
  const tables = await tablesOf(db);
  // PostgreSQL lists every schema's tables (other test files' too): keep the server's own (its search_path).
  const own = tables.some((t) => t.schema) ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s : undefined;
  return new Map(
    tables
      .filter((t) => !t.isView && !(t.name in UNSCOPED) && (own === undefined || t.schema === own))
      .map((t) => [t.name, t.columns.map((c) => ({ name: c.name, nullable: c.isNullable, hasDefault: c.hasDefaultValue, autoIncrement: c.isAutoIncrementing, type: c.dataType }))]),
  );
}

/** A's ids per entity table (projects → [A]). */
export async function ownedIds(db: Kysely<unknown>, projectId: number): Promise<Record<string, number[]>> {
  const ids: Record<string, number[]> = { projects: [projectId] };
  const byProject = async (table: string) => {
    const rows = await sql<{ id: number }>`select id from ${sql.table(table)} where project_id = ${projectId}`.execute(db);
    return rows.rows.map((r) => Number(r.id));
  };
  for (const table of ['conversations', 'visitors', 'users', 'roles', 'teams', 'tags', 'flows', 'audiences', 'contacts', 'companies']) ids[table] = await byProject(table);
  return ids;
}

export interface TableState { count: number; hash: string }

/** Row count and a hash of every row of A's, per table. */
export async function snapshot(db: Kysely<unknown>, schema: Schema, projectId: number): Promise<Record<string, TableState>> {
  const ids = await ownedIds(db, projectId);
  const out: Record<string, TableState> = {};
  for (const [table, columns] of schema) {
    const clauses = columns
      .filter((c) => REFERENCES[c.name] || (table === 'projects' && c.name === 'id'))
      .map((c) => {
        const list = table === 'projects' && c.name === 'id' ? [projectId] : ids[REFERENCES[c.name]!]!;
        return list.length ? sql`${sql.ref(c.name)} in (${sql.join(list)})` : sql`1 = 0`;
      });
    if (!clauses.length) throw new Error(`table ${table} has no column that ties it to a project: add it to REFERENCES or UNSCOPED`);
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.join(clauses, sql` or `)}`.execute(db);
    const lines = rows.rows.map((r) => JSON.stringify(columns.map((c) => normalise(r[c.name])))).sort();
    out[table] = { count: lines.length, hash: crypto.createHash('sha256').update(lines.join('\n')).digest('hex') };
  }
  return out;
}

/** PostgreSQL hands back bigints as strings and bytes as Buffers: hash one form on both databases. */
const normalise = (v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : typeof v === 'bigint' ? String(v) : v === null || v === undefined ? null : String(v));

export const dbOf = (app: FastifyInstance) => app.db.kysely as unknown as Kysely<unknown>;
