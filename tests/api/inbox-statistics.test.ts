// The statistics and the Online list are built from separate index-driven queries (bench/README.md): this checks
// them against a plain reference count over a mixed data set, with and without a date range, paged with the
// cursor, and never counting another project's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { ConversationRow, VisitorRow } from '../../server/db/schema';
import type { Statistics, StatsType } from '../../src/domain/inbox/types';
import { call, login, startTestServer } from './support/server';

let app: FastifyInstance;
let token: string;
let meId: number;
let rows: ConversationRow[] = [];
const online = new Set<number>();

/** A small deterministic generator (no Math.random: failures must reproduce). */
function lcg(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((s / 2147483648) * n);
  };
}

const T0 = 1_700_000_000;
const STATUSES = ['open', 'pending', 'close'] as const;

async function seedProject(projectId: number, userIds: number[], seed: number, count: number): Promise<ConversationRow[]> {
  const rnd = lcg(seed);
  const visitors: VisitorRow[] = [];
  for (let i = 0; i < Math.ceil(count * 0.7); i++) {
    visitors.push(
      await app.repos.visitors.create({
        project_id: projectId,
        public_id: `p${projectId}-v${i}`,
        token_hash: `hash-${projectId}-${i}`,
        name: `Visitor ${i}`,
        online: rnd(4) === 0 ? 1 : 0,
        last_seen_at: T0,
        created_at: T0,
      }),
    );
  }
  const out: ConversationRow[] = [];
  for (let i = 0; i < count; i++) {
    const visitor = visitors[i < visitors.length ? i : rnd(visitors.length)]!;
    const created = T0 + rnd(1000) * 60;
    const conv = await app.repos.conversations.create({ projectId, visitorId: visitor.id, bot: rnd(4) === 0, now: created });
    const values = {
      status: STATUSES[rnd(3)]!,
      archived: rnd(6) === 0 ? 1 : 0,
      starred: rnd(5) === 0 ? 1 : 0,
      unread: rnd(3) === 0 ? 1 + rnd(3) : 0,
      // Ties on purpose: the cursor must break them by id.
      last_event_time: created + rnd(5) * 60,
    };
    await app.repos.conversations.update(conv.id, values);
    for (const userId of userIds) if (rnd(3) === 0) await app.repos.conversations.addMember(conv.id, userId, created);
    if (visitor.online) online.add(visitor.id);
    out.push({ ...conv, ...values });
  }
  return out;
}

async function membersOf(userId: number): Promise<Set<number>> {
  const all = await app.repos.conversations.membersOf(rows.map((r) => r.id));
  return new Set(rows.filter((r) => all.get(r.id)?.includes(userId)).map((r) => r.id));
}

/** The reference: spec §3's rules applied row by row. */
async function expected(range: { fromTime?: number; toTime?: number }): Promise<Record<StatsType, Statistics>> {
  const mine = await membersOf(meId);
  const zero = (): Statistics => ({ open: 0, pending: 0, close: 0, online: 0, archived: 0, starred: 0, unread: 0, my: 0 });
  const out: Record<StatsType, Statistics> = { bot: zero(), nonBot: zero() };
  for (const r of rows) {
    if (range.fromTime !== undefined && r.created_at < range.fromTime) continue;
    if (range.toTime !== undefined && r.created_at > range.toTime) continue;
    const s = out[r.bot ? 'bot' : 'nonBot'];
    if (r.archived) {
      s.archived += 1;
      continue;
    }
    s[r.status as 'open' | 'pending' | 'close'] += 1;
    if (r.starred) s.starred += 1;
    if (r.unread > 0) s.unread += 1;
    if (online.has(r.visitor_id)) s.online += 1;
    if (mine.has(r.id)) s.my += 1;
  }
  return out;
}

/** Every id of a list, following the `before` cursor with small pages. */
async function walk(query: string): Promise<number[]> {
  const ids: number[] = [];
  let before: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const res = await call(app, 'GET', `/app/inbox/conversations?${query}&limit=4${before ? `&before=${before}` : ''}`, undefined, token);
    expect(res.statusCode).toBe(200);
    const page = res.json() as { conversations: Array<{ id: number }>; next: string | null };
    ids.push(...page.conversations.map((c) => c.id));
    if (!page.next) return ids;
    before = page.next;
  }
  throw new Error('the cursor did not end');
}

const newestFirst = (a: ConversationRow, b: ConversationRow) => b.last_event_time - a.last_event_time || b.id - a.id;

beforeAll(async () => {
  app = await startTestServer();
  const a = await buildProject(app.repos, { name: 'Stats A' });
  const b = await buildProject(app.repos, { name: 'Stats B' });
  const me = await buildUser(app.repos, { projectId: a.project.id, roleId: a.agent.id });
  const colleague = await buildUser(app.repos, { projectId: a.project.id, roleId: a.agent.id });
  const stranger = await buildUser(app.repos, { projectId: b.project.id, roleId: b.agent.id });
  meId = me.id;
  token = await login(app, me.email, me.password);
  rows = await seedProject(a.project.id, [me.id, colleague.id], 11, 90);
  // Another project with online visitors and members of its own: none of it may show in project A's figures.
  await seedProject(b.project.id, [stranger.id], 29, 40);
});
afterAll(async () => app.close());

describe('statistics from the split queries', () => {
  it('match a row-by-row count, without and with a date range', async () => {
    const ranges = [{}, { fromTime: T0 + 300 * 60 }, { toTime: T0 + 700 * 60 }, { fromTime: T0 + 200 * 60, toTime: T0 + 500 * 60 }];
    for (const range of ranges) {
      const qs = new URLSearchParams(Object.entries(range).map(([k, v]) => [k, String(v)])).toString();
      const res = await call(app, 'GET', `/app/inbox/details${qs ? `?${qs}` : ''}`, undefined, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().statistics).toEqual(await expected(range));
    }
    // The data set exercises every counter.
    const all = await expected({});
    for (const k of ['open', 'pending', 'close', 'online', 'archived', 'starred', 'unread', 'my'] as const) expect(all.nonBot[k]).toBeGreaterThan(0);
  });
});

describe('lists of online visitors', () => {
  it('Online and active visitor activity list exactly the live conversations of online visitors, newest first, across pages', async () => {
    const want = rows.filter((r) => !r.bot && !r.archived && online.has(r.visitor_id)).sort(newestFirst).map((r) => r.id);
    expect(want.length).toBeGreaterThan(4);
    expect(await walk('participant=nonBot&visitorOnline=true')).toEqual(want);
    expect(await walk('participant=nonBot&visitorActivity=active')).toEqual(want);
  });

  it('combine with the other filters, the oldest-first sort and participant=me', async () => {
    const mine = await membersOf(meId);
    const live = rows.filter((r) => !r.archived && online.has(r.visitor_id));
    const oldestFirst = (a: ConversationRow, b: ConversationRow) => -newestFirst(a, b);
    expect(await walk('participant=bot&visitorOnline=true&sort=oldest')).toEqual(live.filter((r) => r.bot).sort(oldestFirst).map((r) => r.id));
    expect(await walk('participant=nonBot&visitorOnline=true&status=open')).toEqual(
      live.filter((r) => !r.bot && r.status === 'open').sort(newestFirst).map((r) => r.id),
    );
    expect(await walk('participant=me&botConv=false&visitorOnline=true')).toEqual(
      live.filter((r) => !r.bot && mine.has(r.id)).sort(newestFirst).map((r) => r.id),
    );
    const archived = rows.filter((r) => !r.bot && r.archived && online.has(r.visitor_id)).sort(newestFirst).map((r) => r.id);
    expect(await walk('participant=nonBot&visitorOnline=true&archive=true')).toEqual(archived);
  });
});

describe('My Conversations', () => {
  it('lists the same conversations whether it starts from a busy agent\'s walk or a new agent\'s few memberships', async () => {
    // Over 1,000 memberships switches the list from the membership rows to the newest-first walk (conversations.ts).
    const p = await buildProject(app.repos, { name: 'Busy' });
    const busy = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id });
    const fresh = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id });
    const visitor = await app.repos.visitors.create({
      project_id: p.project.id,
      public_id: 'busy-v',
      token_hash: 'busy-hash',
      name: 'Busy visitor',
      last_seen_at: T0,
      created_at: T0,
    });
    const rnd = lcg(5);
    const values = Array.from({ length: 1200 }, () => {
      const created = T0 + rnd(5000) * 60;
      const flags = { bot: rnd(5) === 0 ? 1 : 0, archived: rnd(8) === 0 ? 1 : 0 };
      return { project_id: p.project.id, visitor_id: visitor.id, status: 'open', ...flags, last_event_time: created + rnd(3) * 60, created_at: created };
    });
    const convs = await app.db.kysely.insertInto('conversations').values(values).returningAll().execute();
    const members = [
      ...convs.filter((_c, i) => i % 10 !== 3).map((c) => ({ conversation_id: c.id, user_id: busy.id, joined_at: T0 })),
      ...convs.filter((_c, i) => i % 40 === 1).map((c) => ({ conversation_id: c.id, user_id: fresh.id, joined_at: T0 })),
    ];
    await app.db.kysely.insertInto('conversation_members').values(members).execute();
    for (const [user, test] of [[busy, (i: number) => i % 10 !== 3], [fresh, (i: number) => i % 40 === 1]] as const) {
      const t = await login(app, user.email, user.password);
      const want = convs.filter((c, i) => test(i) && !c.bot && !c.archived).sort(newestFirst).map((c) => c.id);
      const ids: number[] = [];
      let before: string | null = null;
      do {
        const res = await call(app, 'GET', `/app/inbox/conversations?participant=me&botConv=false&limit=100${before ? `&before=${before}` : ''}`, undefined, t);
        const page = res.json() as { conversations: Array<{ id: number }>; next: string | null };
        ids.push(...page.conversations.map((c) => c.id));
        before = page.next;
      } while (before);
      expect(ids).toEqual(want);
    }
  });
});
