// Benchmark (issue 25): inbox search at 100k conversations / 2M messages, budget p95 <= 50 ms, on the embedded SQLite
// (FTS5) or PostgreSQL (tsvector + GIN) with BENCH_DATABASE_URL. It generates the data set with bulk inserts through
// the real triggers of migration 028 (so the index is built as production builds it), then times InboxSearch.search
// (the endpoint's work: index query, snippets, list items) for representative queries, each run many times:
//   common word (in ~1 message in 4), rare word (~40 messages), 3-letter prefix, visitor last name, full email.
// Run: node --import tsx bench/search.ts   (knobs: BENCH_CONVERSATIONS=100000, BENCH_MESSAGES_PER=20,
//      BENCH_RUNS=40 per query, BENCH_DATABASE_URL=postgres://... for PostgreSQL, a fresh schema is used;
//      BENCH_SCHEMA=<name> (PostgreSQL) or BENCH_DATA_DIR=<folder> (SQLite) keeps the seeded data set there and a later
//      run with the same value reuses it instead of seeding again, after running any newer migrations on it)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../server/db/database';
import { createRepositories } from '../server/db/repositories/index';
import { SearchRepository, indexPendingMessages } from '../server/db/repositories/search';
import { buildProject } from '../server/db/builders';
import { InboxSearch } from '../server/services/search/inboxSearch';
import type { Caller } from '../server/plugins/auth';
import { seededRandom, type Random } from '../demo/seed/random';
import { runBenchmark } from './support/lifecycle';
import { printHeader } from './support/machine';
import { formatSummary, summarize, verdict } from './support/stats';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const PER = Number(process.env.BENCH_MESSAGES_PER ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PG_URL = process.env.BENCH_DATABASE_URL ?? '';
const KEEP_SCHEMA = process.env.BENCH_SCHEMA ?? '';
const KEEP_DIR = process.env.BENCH_DATA_DIR ?? '';
const PROJECT_NAME = 'Search bench';
const BUDGET_MS = 50;

// A Zipf-like vocabulary: a few words in many messages, a long tail in few. 'invoice' is the common word; the rare
// word is planted in RARE_COUNT messages.
const COMMON = 'the to you my is it we a for and can i on with invoice please order account help thanks'.split(' ');
const TAIL = Array.from({ length: 4000 }, (_v, i) => `w${i.toString(36)}x${(i * 7919).toString(36)}`);
const RARE = 'quasarite';
const RARE_COUNT = 40;
const FIRST = 'Anna Ben Chloe David Emma Felix Grace Hugo Iris Jonas Kara Liam Mia Noah Olga Paul'.split(' ');
const LAST = Array.from({ length: 2000 }, (_v, i) => `Lastname${i.toString(36)}`);

function words(rnd: Random, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = rnd.next();
    out.push(r < 0.6 ? rnd.pick(COMMON) : rnd.pick(TAIL));
  }
  return out.join(' ');
}

async function usePostgres(cleanup: { add(label: string, fn: () => unknown): void }): Promise<string> {
  if (KEEP_SCHEMA && !/^[a-z_][a-z0-9_]*$/.test(KEEP_SCHEMA)) throw new Error('BENCH_SCHEMA: lower-case letters, digits and _ only');
  const schema = KEEP_SCHEMA || `bench_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`create schema if not exists ${schema}`);
  await client.end();
  if (KEEP_SCHEMA) console.log(`kept     schema ${schema} (BENCH_SCHEMA)`);
  else cleanup.add(`drop schema ${schema}`, async () => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop schema ${schema} cascade`);
    await c.end();
  });
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** A data set an earlier run with BENCH_SCHEMA / BENCH_DATA_DIR seeded completely (its last conversation has all its
 *  messages), or null. */
async function seeded(db: Db): Promise<{ projectId: number; agentId: number; email: string; lastName: string } | null> {
  const k = db.kysely;
  const project = (await sql<{ id: number }>`select id from projects where name = ${PROJECT_NAME} order by id limit 1`.execute(k)).rows[0];
  if (!project) return null;
  const last = await sql<{ n: number }>`select count(*) as n from messages where conversation_id = (select max(id) from conversations where project_id = ${project.id})`.execute(k);
  if (Number(last.rows[0]?.n ?? 0) !== PER) throw new Error('the kept data set is incomplete (a seeding was interrupted): drop it and run again');
  // As a fresh run: the caller's userId is the project's Agent role id (unused: the bench searches with mine=false).
  const agent = (await sql<{ id: number }>`select id from roles where project_id = ${project.id} and name = 'Agent'`.execute(k)).rows[0]!;
  const v = (await sql<{ email: string; name: string }>`select email, name from visitors where public_id = ${`bench-v-${project.id}-${Math.floor(CONVERSATIONS / 2) + 1}`}`.execute(k)).rows[0]!;
  return { projectId: project.id, agentId: agent.id, email: v.email, lastName: v.name.split(' ')[1]! };
}

/** Visitors, conversations and messages in batches (one statement per batch, one transaction per table). */
async function generate(db: Db, projectId: number, rnd: Random): Promise<{ email: string; lastName: string }> {
  const now = Math.round(Date.now() / 1000);
  const k = db.kysely;
  const batch = async (table: 'visitors' | 'conversations' | 'messages', rows: Record<string, unknown>[]) => {
    const per = Math.floor(30_000 / Object.keys(rows[0]!).length);
    await k.transaction().execute(async (tx) => {
      for (let i = 0; i < rows.length; i += per) await tx.insertInto(table).values(rows.slice(i, i + per) as never).execute();
    });
  };
  // Ids follow whatever the project's setup wrote.
  const maxId = async (table: 'visitors' | 'conversations' | 'messages') =>
    Number((await sql<{ m: number | null }>`select max(id) as m from ${sql.table(table)}`.execute(k)).rows[0]?.m ?? 0);
  const [vBase, cBase, mBase] = [await maxId('visitors'), await maxId('conversations'), await maxId('messages')];
  const visitors = Array.from({ length: CONVERSATIONS }, (_v, i) => {
    const first = rnd.pick(FIRST);
    const last = rnd.pick(LAST);
    return {
      id: vBase + i + 1, project_id: projectId, public_id: `bench-v-${projectId}-${i + 1}`, token_hash: `bench-${projectId}-${i + 1}`, name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example${i % 500}.com`, company: `Company ${i % 3000}`,
      domain: null, location: '', online: 0, blocked: 0, last_seen_at: now, created_at: now,
    };
  });
  await batch('visitors', visitors);
  await batch('conversations', visitors.map((v, i) => ({
    id: cBase + i + 1, project_id: projectId, visitor_id: v.id, status: i % 3 === 0 ? 'close' : 'open', bot: i % 5 === 0 ? 1 : 0,
    message_count: PER, last_event_time: now - (CONVERSATIONS - i) * 30, created_at: now - (CONVERSATIONS - i) * 30,
  })));
  const rarePlaces = new Set(Array.from({ length: RARE_COUNT }, () => mBase + rnd.int(1, CONVERSATIONS * PER)));
  let id = mBase;
  for (let c0 = 0; c0 < CONVERSATIONS; c0 += 5000) {
    const rows: Record<string, unknown>[] = [];
    for (let c = c0; c < Math.min(CONVERSATIONS, c0 + 5000); c++) {
      for (let pos = 1; pos <= PER; pos++) {
        id++;
        const visitor = pos % 2 === 1;
        const text = words(rnd, rnd.int(4, 18)) + (rarePlaces.has(id) ? ` ${RARE}` : '');
        rows.push({
          id, conversation_id: cBase + c + 1, pos, type: 'message', sender_type: visitor ? 'visitor' : 'agent', sender_name: visitor ? 'Visitor' : 'Agent',
          user_id: null, text, payload: null, client_id: null, time: now - (CONVERSATIONS - c) * 30 + pos,
        });
      }
    }
    await batch('messages', rows);
    if (c0 % 20_000 === 0) process.stdout.write(`  ${c0 + 5000} conversations\r`);
  }
  if (db.dialect === 'postgres') {
    for (const [table, last] of [['visitors', vBase + CONVERSATIONS], ['conversations', cBase + CONVERSATIONS], ['messages', id]] as const) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${last})`.execute(k);
    }
    await sql`analyze`.execute(k);
  } else {
    await indexPendingMessages(k);
    await sql.raw(`insert into search_messages (search_messages) values ('optimize')`).execute(k);
    await sql`analyze`.execute(k);
  }
  const v = visitors[Math.floor(CONVERSATIONS / 2)]!;
  return { email: v.email, lastName: v.name.split(' ')[1]! };
}

runBenchmark('search', async (cleanup) => {
  printHeader('Inbox search (issue 25): p95 per query, budget 50 ms', 'bench/search.ts', ['BENCH_RUNS', 'BENCH_DATABASE_URL', 'BENCH_SCHEMA', 'BENCH_DATA_DIR'], {
    always: { BENCH_CONVERSATIONS: CONVERSATIONS, BENCH_MESSAGES_PER: PER },
    lines: { database: PG_URL ? 'PostgreSQL (tsvector + GIN)' : 'SQLite (FTS5), a file under a temp folder' },
  });
  const dataDir = KEEP_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-search-'));
  fs.mkdirSync(dataDir, { recursive: true });
  if (!process.env.BENCH_KEEP && !KEEP_DIR) cleanup.add(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  else if (!PG_URL) console.log(`kept     ${dataDir}`);
  const db = await openDatabase({ dataDir, databaseUrl: PG_URL ? await usePostgres(cleanup) : null });
  cleanup.add('close the database', () => db.close());
  const repos = createRepositories(db);
  let data = KEEP_SCHEMA || KEEP_DIR ? await seeded(db) : null;
  if (data) console.log(`data     reused: ${CONVERSATIONS} conversations, ${CONVERSATIONS * PER} messages (seeded by an earlier run)`);
  else {
    const { project, agent } = await buildProject(repos, { name: PROJECT_NAME });
    const t0 = performance.now();
    const planted = await generate(db, project.id, seededRandom(25));
    console.log(`data     ${CONVERSATIONS} conversations, ${CONVERSATIONS * PER} messages, indexed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    data = { projectId: project.id, agentId: agent.id, ...planted };
  }
  const planted = data;

  const search = new InboxSearch(repos, new SearchRepository(db.kysely, db.dialect));
  const caller = { userId: data.agentId, projectId: data.projectId } as unknown as Caller;
  const queries: Array<[string, string]> = [
    ['common word (invoice)', 'invoice'],
    ['rare word', RARE],
    ['prefix (3 letters: acc)', 'acc'],
    ['two words (order help)', 'order help'],
    ['visitor last name', planted.lastName],
    ['email', planted.email],
  ];
  const all: number[] = [];
  let ok = true;
  for (const [label, q] of queries) {
    await search.search(caller, { q, mine: false, limit: 20 }); // warm
    const samples: number[] = [];
    let hits = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      hits = (await search.search(caller, { q, mine: false, limit: 20 })).hits.length;
      samples.push(performance.now() - t);
    }
    all.push(...samples);
    const s = summarize(samples);
    ok &&= s.p95 <= BUDGET_MS;
    console.log(`${formatSummary(label, s)}  hits ${hits}  ${verdict(s.p95, BUDGET_MS)}`);
  }
  const overall = summarize(all);
  console.log(`${formatSummary('all queries', overall)}  ${verdict(overall.p95, BUDGET_MS)} (budget p95 <= ${BUDGET_MS} ms)`);
  return ok;
});
