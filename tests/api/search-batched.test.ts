// Issue 30: on SQLite a message enters the full-text index in batches (migration 041, server/db/searchIndexer.ts),
// not in the transaction that writes it. What must still hold: a search finds every message written before it (it
// indexes what is noted first); an edit or a delete of a message still waiting changes what is found at once; the
// indexer never runs inside a request's open transaction; a backlog goes a batch per transaction; a failing batch stays
// noted, is warned of once per failing spell, and is indexed by the next good tick. The search itself
// runs on PostgreSQL too (TEST_DATABASE_URL), where messages are indexed by their own trigger as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildProject, buildUser } from '../../server/db/builders';
import { startSearchIndexer } from '../../server/db/searchIndexer';
import type { SearchResults } from '../../src/domain/search/types';
import { call, login, startTestServer } from './support/server';
import { newVisitor, startConversation, visitorSays } from './support/visitor';

let app: FastifyInstance;
let widgetKey: string;
let admin: string;
const onSqlite = () => app.db.sqlite !== null;

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  widgetKey = p.project.widget_key;
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Admin' });
  admin = await login(app, a.email, a.password);
  // The server's own indexer runs every 200 ms: stopped, so what waits is seen waiting; ticks are this test's own.
  app.db.searchIndexer?.stop();
});
afterAll(async () => {
  await app.close();
});

async function found(word: string): Promise<number[]> {
  const res = await call(app, 'GET', `/app/inbox/search?q=${word}`, undefined, admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchResults).hits.map((h) => h.conversation.id);
}
const raw = () => app.db.sqlite!;
const pendingIds = () => raw().prepare('select message_id from search_pending order by message_id').pluck().all() as number[];
const indexedIds = (word: string) => raw().prepare(`select rowid from search_messages where search_messages match ?`).pluck().all(word) as number[];
const messageId = async (conversationId: number, text: string) =>
  (await app.db.kysely.selectFrom('messages').select('id').where('conversation_id', '=', conversationId).where('text', '=', text).executeTakeFirstOrThrow()).id;

describe('the search index fills in batches', () => {
  it('a message waits to be indexed, and a search right after it finds it', async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Robin' });
    const id = await startConversation(app, v, 'Looking for zephyrine pricing');
    if (onSqlite()) {
      const mid = await messageId(id, 'Looking for zephyrine pricing');
      // Written, noted, not yet in the index: the request did not pay for it.
      expect(pendingIds()).toContain(mid);
      expect(indexedIds('zephyrine')).toEqual([]);
    }
    expect(await found('zephyrine')).toEqual([id]);
    if (onSqlite()) expect(pendingIds()).toEqual([]);
  });

  it('an edit or a delete of a waiting message changes what is found at once', async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Sam' });
    const id = await startConversation(app, v, 'About the quokkalamp order');
    await visitorSays(app, v, id, 'Second note on marmoset delivery');
    const edited = await messageId(id, 'About the quokkalamp order');
    const deleted = await messageId(id, 'Second note on marmoset delivery');
    await app.db.kysely.updateTable('messages').set({ text: 'About the wombatcrate order' }).where('id', '=', edited).execute();
    await app.db.kysely.deleteFrom('messages').where('id', '=', deleted).execute();
    if (onSqlite()) expect(pendingIds()).not.toContain(edited);
    expect(await found('quokkalamp')).toEqual([]);
    expect(await found('wombatcrate')).toEqual([id]);
    expect(await found('marmoset')).toEqual([]);
  });

  it('the indexer waits while a transaction is open, then indexes a backlog a batch per transaction', async () => {
    if (!onSqlite()) return expect(app.db.dialect).toBe('postgres');
    const v = await newVisitor(app, widgetKey, { name: 'Tess' });
    const id = await startConversation(app, v, 'backlog capybarax 0');
    for (let i = 1; i < 5; i++) await visitorSays(app, v, id, `backlog capybarax ${i}`);
    expect(pendingIds().length).toBeGreaterThanOrEqual(5);
    const waiting = pendingIds().length;
    // A slice of 0 ms: one batch per tick, so each tick shows the batch's size.
    const oneBatch = startSearchIndexer(raw(), { intervalMs: 60_000, batch: 2, sliceMs: 0 });
    const toTheEnd = startSearchIndexer(raw(), { intervalMs: 60_000, batch: 2, sliceMs: 60_000 });
    try {
      let insideTransaction = -1;
      await app.db.kysely.transaction().execute(async (tx) => {
        await sql`select 1`.execute(tx);
        insideTransaction = oneBatch.tick();
      });
      expect(insideTransaction).toBe(0);
      expect(pendingIds()).toHaveLength(waiting);
      expect(oneBatch.tick()).toBe(2);
      expect(pendingIds()).toHaveLength(waiting - 2);
      expect(toTheEnd.tick()).toBe(waiting - 2);
      expect(pendingIds()).toEqual([]);
      expect(indexedIds('capybarax')).toHaveLength(5);
    } finally {
      oneBatch.stop();
      toTheEnd.stop();
    }
  });

  it('a failing batch stays noted and is said once per failing spell; the next good tick indexes it', async () => {
    if (!onSqlite()) return expect(app.db.dialect).toBe('postgres');
    const v = await newVisitor(app, widgetKey, { name: 'Fay' });
    await startConversation(app, v, 'failing axolotlbox');
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    const indexer = startSearchIndexer(raw(), { intervalMs: 10 });
    const failBatches = (on: boolean) =>
      raw().exec(on ? `create temp trigger fail_forget before delete on search_pending begin select raise(abort, 'disk full'); end` : 'drop trigger temp.fail_forget');
    try {
      failBatches(true);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(warnings.filter((w) => w.includes('search indexing failed: disk full'))).toHaveLength(1);
      expect(pendingIds().length).toBeGreaterThan(0);
      expect(indexedIds('axolotlbox')).toEqual([]);
      failBatches(false);
      await expect.poll(() => pendingIds(), { timeout: 2000 }).toEqual([]);
      expect(indexedIds('axolotlbox')).toHaveLength(1);
      // A new failing spell is said again.
      await visitorSays(app, v, (await found('axolotlbox'))[0]!, 'failing axolotlbox again');
      failBatches(true);
      await expect.poll(() => warnings.length, { timeout: 2000 }).toBe(2);
    } finally {
      indexer.stop();
      if (raw().prepare(`select 1 from sqlite_temp_master where name = 'fail_forget'`).get()) failBatches(false);
      process.off('warning', onWarning);
    }
  });
});
