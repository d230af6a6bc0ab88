// Issue 26: identities from before contacts existed. A database migrated up to 028 (before 030 made contacts) holds
// visitors who gave their email to the bot or the offline form, with conversations; the server boots on it, runs
// 030 to 040, and Contacts then lists one contact per email per project (case and spaces do not make a second one,
// another project's same email is its own contact, a visitor without an email makes none), each with its
// conversations. Running 040 again changes nothing; an email that already had a contact is only linked.
// On SQLite (a file the server then opens) and, with TEST_DATABASE_URL, on PostgreSQL (a schema the server then uses).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect } from 'kysely';
import { buildProject, buildUser } from '../../server/db/builders';
import type { Db } from '../../server/db/database';
import { migrateWithRetry } from '../../server/db/migrateRetry';
import { migrations } from '../../server/db/migrations/index';
import { contactsBackfill } from '../../server/db/migrations/040_contacts_backfill';
import { createRepositories } from '../../server/db/repositories/index';
import type { Database } from '../../server/db/schema';
import type { Contact } from '../../src/domain/contacts';
import { call, freshPostgresSchema, login, startTestServer } from './support/server';

const T0 = 1_700_000_000;
let app: FastifyInstance;
let dataDir: string | null = null;
let admins: string[] = [];
let projectIds: number[] = [];
let conversationsByEmail: Record<string, number[]> = {};
let unnamedConversation = 0;

/** An empty database on the dialect the tests run on, and what the server needs to open it later. */
async function emptyDatabase(): Promise<{ db: Db; server: { dataDir?: string; databaseUrl?: string } }> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const { url, schema } = await freshPostgresSchema(base);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });
    return { db: { kysely, dialect: 'postgres', schema, sqlite: null, close: () => kysely.destroy() }, server: { databaseUrl: url } };
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-backfill-'));
  const sqlite = new SQLite(path.join(dataDir, 'parley.db'));
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db: { kysely, dialect: 'sqlite', schema: null, sqlite, close: () => kysely.destroy() }, server: { dataDir } };
}

const migrator = (db: Db) =>
  new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations(db.dialect) }, allowUnorderedMigrations: true, ...(db.schema ? { migrationTableSchema: db.schema } : {}) });

beforeAll(async () => {
  const { db, server } = await emptyDatabase();
  try {
    const before = await migrateWithRetry(() => migrator(db).migrateTo('028_search'));
    expect(before.error).toBeUndefined();
    const repos = createRepositories(db);
    for (const name of ['Backfill one', 'Backfill two']) {
      const p = await buildProject(repos, { name });
      projectIds.push(p.project.id);
      const u = await buildUser(repos, { projectId: p.project.id, roleId: p.admin.id, email: `admin-${crypto.randomBytes(3).toString('hex')}@backfill.test` });
      admins.push(`${u.email}\n${u.password}`);
    }
    const visitor = async (projectId: number, name: string, email: string | null, seen: number) => {
      const v = await repos.visitors.create({ project_id: projectId, public_id: crypto.randomUUID(), token_hash: crypto.randomUUID(), name, last_seen_at: seen, created_at: seen - 60 });
      if (email !== null) await sql`update visitors set email = ${email} where id = ${v.id}`.execute(db.kysely);
      const c = await repos.conversations.create({ projectId, visitorId: v.id, bot: false, now: seen });
      return c.id;
    };
    const [one, two] = projectIds as [number, number];
    // Dana wrote twice, the second time typing her address differently; the newer visit gave the name.
    conversationsByEmail = {
      dana: [await visitor(one, '', 'Dana@Northwind.test ', T0), await visitor(one, 'Dana Buyer', 'dana@northwind.test', T0 + 500)],
      leo: [await visitor(one, 'Leo', 'leo@acme.test', T0 + 100)],
      other: [await visitor(two, 'Dana in two', 'dana@northwind.test', T0 + 200)],
    };
    unnamedConversation = await visitor(one, 'Site visitor 7', null, T0 + 300);
    await visitor(one, 'Typo', 'not an address', T0 + 400);
  } finally {
    await db.close();
  }
  // The server's boot runs 030 to 040 on it.
  app = await startTestServer(server);
  admins = await Promise.all(admins.map((a) => login(app, a.split('\n')[0]!, a.split('\n')[1]!)));
});
afterAll(async () => {
  await app?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function contacts(admin: string): Promise<Contact[]> {
  const res = await call(app, 'GET', '/app/contacts?range=[0,99]', undefined, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const conversationIds = async (admin: string, contactId: number) => {
  const res = await call(app, 'GET', `/app/contacts/${contactId}`, undefined, admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().conversations as Array<{ id: number }>).map((c) => c.id).sort((a, b) => a - b);
};

describe('migration 040: contacts for the emails given before contacts existed', () => {
  it('one contact per email per project, named by the newest visit, with every conversation of that email', async () => {
    const [a, b] = admins as [string, string];
    const first = await contacts(a);
    expect(first.map((c) => c.email).sort()).toEqual(['dana@northwind.test', 'leo@acme.test']);
    const dana = first.find((c) => c.email === 'dana@northwind.test')!;
    expect(dana).toMatchObject({ name: 'Dana Buyer', source: 'history', verified: false, conversationCount: 2, firstSeenAt: T0 - 60, lastSeenAt: T0 + 500 });
    expect(await conversationIds(a, dana.id)).toEqual([...conversationsByEmail.dana!].sort((x, y) => x - y));
    const leo = first.find((c) => c.email === 'leo@acme.test')!;
    expect(await conversationIds(a, leo.id)).toEqual(conversationsByEmail.leo);
    // The visitor without an email and the one with a broken address are nobody's contact.
    expect(first.reduce((n, c) => n + c.conversationCount, 0)).toBe(3);
    expect([...(await conversationIds(a, dana.id)), ...(await conversationIds(a, leo.id))]).not.toContain(unnamedConversation);
    // The other project's Dana is its own contact, with its own conversation only.
    const second = await contacts(b);
    expect(second.map((c) => [c.email, c.name])).toEqual([['dana@northwind.test', 'Dana in two']]);
    expect(await conversationIds(b, second[0]!.id)).toEqual(conversationsByEmail.other);
  });

  it('running it again makes no second contact; an email that already has a contact is only linked to it', async () => {
    const db = app.db as Db;
    const repos = app.repos;
    const [one] = projectIds as [number];
    // After 030: Leo's contact exists; a visitor with his address but no link (as a restore could leave it).
    const v = await repos.visitors.create({ project_id: one, public_id: crypto.randomUUID(), token_hash: crypto.randomUUID(), name: 'Leo again', last_seen_at: T0 + 900, created_at: T0 + 900 });
    await sql`update visitors set email = ${' LEO@acme.test'} where id = ${v.id}`.execute(db.kysely);
    await contactsBackfill().up(db.kysely as Kysely<unknown>);
    await contactsBackfill().up(db.kysely as Kysely<unknown>);
    const list = await contacts(admins[0]!);
    expect(list.map((c) => c.email).sort()).toEqual(['dana@northwind.test', 'leo@acme.test']);
    const leo = list.find((c) => c.email === 'leo@acme.test')!;
    expect((await repos.visitors.findById(v.id))?.contact_id).toBe(leo.id);
  });
});
