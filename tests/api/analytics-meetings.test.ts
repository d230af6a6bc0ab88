// Meetings offered and booked in analytics: calendar links sent in chat (an agent's book-meeting, the bot's calendar
// step) count as offered; bookings visitors make on Parley's booking page (through the fake Google calendar) count as
// booked, once each, in the KPI, the flow table and the CSV, with the flow, agent, team and date filters. The agent of
// a figure is the conversation's first responding agent (the facts' agent_id), for bookings too, whoever hosts them.
// And a database whose facts were computed before migration 025 counts its earlier bookings after it.
import crypto from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { migrateWithRetry } from '../../server/db/migrateRetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect } from 'kysely';
import type { MockServer } from '../../mock-server/index';
import { buildProject, buildUser } from '../../server/db/builders';
import type { Db } from '../../server/db/database';
import { migrations } from '../../server/db/migrations/index';
import { AnalyticsRepository } from '../../server/db/repositories/analytics';
import { createRepositories } from '../../server/db/repositories/index';
import type { Database } from '../../server/db/schema';
import { nowSeconds } from '../../server/lib/clock';
import type { BookingPage } from '../../src/domain/meetings/booking';
import { serializeFlow } from '../../src/domain/flows/serialize';
import { textDoc } from '../../src/domain/flows/steps';
import type { Flow } from '../../src/domain/flows/types';
import type { Message } from '../../src/domain/inbox/types';
import { connectIntegration, startIntegrationServer } from './support/integrations';
import { call, freshPostgresSchema, login } from './support/server';
import { newVisitor, startConversation, visitorSays, type TestVisitor } from './support/visitor';

let app: FastifyInstance;
let mocks: MockServer;
let widgetKey: string;
let admin: string;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let teamId: number;
let flowId: number;
/** Before any conversation of this file. */
let T0: number;
let c1: number;
let v1: TestVisitor;

const bookingPath = (url: string) => `/app${new URL(url).pathname}`;

async function get(path: string) {
  const res = await call(app, 'GET', `/app/analytics/${path}`, undefined, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The agent's book-meeting in the inbox: the calendar message's link. */
async function offer(who: { token: string }, conversationId: number, v: TestVisitor): Promise<string> {
  const res = await call(app, 'POST', `/app/inbox/conversations/${conversationId}/${v.visitorId}/bookmeeting`, {}, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.calendar.url as string;
}

/** The visitor opens the booking page and books its `nth` free slot (with the conversation the link carries). */
async function book(url: string, nth: number, withConversation = true) {
  const shown = (await call(app, 'GET', bookingPath(url))).json() as BookingPage;
  const start = shown.slots[nth]!;
  const conversation = withConversation ? new URL(url).searchParams.get('c') : null;
  const res = await call(app, 'POST', bookingPath(url), { name: 'Dana Buyer', email: 'dana@prospect.example', start, conversation, timezone: 'UTC' });
  expect(res.statusCode, res.body).toBe(201);
  return start;
}

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
  T0 = nowSeconds();
  const p = await buildProject(app.repos, { plan: 'enterprise', name: 'Meetings KPI' });
  widgetKey = p.project.widget_key;
  const projectId = p.project.id;
  const lead = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Ada Admin' });
  admin = await login(app, lead.email, lead.password);
  const member = async (name: string, available: boolean) => {
    const u = await buildUser(app.repos, { projectId, roleId: p.agent.id, name, available });
    const token = await login(app, u.email, u.password);
    await connectIntegration(app, token, 'googleCalendar');
    return { id: u.id, token };
  };
  alice = await member('Alice', false);
  // The only available agent: the bot's calendar step offers Bob's booking page.
  bob = await member('Bob', true);
  teamId = await app.repos.teams.create(projectId, 'Closers', T0);
  await app.repos.teams.setMembers(teamId, [bob.id]);
  const flow: Flow = {
    version: 1,
    topics: [],
    audienceId: null,
    name: 'Demo bot',
    status: 'active',
    priority: 1,
    greeting: {
      variants: [{ id: 'g1', value: textDoc('Hello!'), gifs: [] }],
      buttons: [{ id: 'o-demo', label: 'Book a demo', redirect: { kind: 'nextState', pathId: 'p-demo' } }],
    },
    paths: [
      {
        id: 'p-demo',
        name: 'Demo',
        steps: [
          { id: 'd-cal', type: 'calendar', message: textDoc('Pick a time with our team'), url: 'https://cal.test/team' },
          {
            id: 'd-human',
            type: 'app',
            message: textDoc(''),
            routing: { mode: 'individuals', destination: 'inbox', assignment: { teams: [], members: [bob.id] } },
            waitSeconds: null,
            offlineMessage: textDoc(''),
          },
        ],
      },
    ],
  };
  flowId = (await app.repos.flows.create({ projectId, name: flow.name, status: flow.status, audienceId: null, priority: 1, definition: serializeFlow(flow), now: T0 })).id;

  // c1: Alice offers, the visitor books with her.
  v1 = await newVisitor(app, widgetKey);
  c1 = await startConversation(app, v1, 'Could we set up a demo?');
  await book(await offer(alice, c1, v1), 0);
  // c2: Alice offers, nobody books.
  const v2 = await newVisitor(app, widgetKey);
  await offer(alice, await startConversation(app, v2, 'Pricing?'), v2);
  // c3: the bot's calendar step sends Bob's booking page; the visitor books, then is handed to Bob (no agent reply).
  const v3 = await newVisitor(app, widgetKey);
  const started = (await call(app, 'POST', '/app/visitor/conversations', { flowId, optionId: 'o-demo' }, v3.token)).json();
  const c3 = started.conversationId as number;
  const botLink = (started.messages as Message[]).find((m) => m.calendar)?.calendar?.url;
  expect(botLink).toContain('/meet/');
  await book(botLink!, 0);
  await visitorSays(app, v3, c3, 'Booked, thanks');
  // c4: Bob answers first with his link, Alice sends hers too, and the visitor books with Alice.
  const v4 = await newVisitor(app, widgetKey);
  const c4 = await startConversation(app, v4, 'Who can show me the product?');
  await offer(bob, c4, v4);
  await book(await offer(alice, c4, v4), 1);
  // A range ends at the current second, exclusive: these conversations are counted from the next one on.
  await new Promise((resolve) => setTimeout(resolve, 1100));
}, 30_000);

afterAll(async () => {
  await app?.close();
  await mocks?.close();
});

describe('meetings booked in analytics', () => {
  it('counts each booking once beside the calendar messages offered', async () => {
    expect(await get('overview?span=7')).toMatchObject({ total: 4, meetingsOffered: 5, meetingsBooked: 3, handedToHumans: 1 });
    // The conversation's note of the booking ("Meeting booked with …") is not an offer.
    const { meetings } = (await call(app, 'GET', '/app/meetings?span=7', undefined, admin)).json();
    expect(meetings).toHaveLength(5);
  });

  it('applies the flow, agent, team and date filters: the agent is the one who answered first, not the host', async () => {
    expect(await get(`overview?span=7&chat=${flowId}`)).toMatchObject({ total: 1, meetingsOffered: 1, meetingsBooked: 1 });
    expect(await get(`overview?span=7&agent=${alice.id}`)).toMatchObject({ total: 2, meetingsOffered: 2, meetingsBooked: 1 });
    // c4's meeting is hosted by Alice but Bob answered c4 first: it is Bob's (and his team's) booking.
    expect(await get(`overview?span=7&agent=${bob.id}`)).toMatchObject({ total: 1, meetingsOffered: 2, meetingsBooked: 1 });
    expect(await get(`overview?span=7&team=${teamId}`)).toMatchObject({ total: 1, meetingsOffered: 2, meetingsBooked: 1 });
    // A range that ends before these conversations started.
    expect(await get(`overview?fromDateTime=${T0 - 7200}&toDateTime=${T0 - 60}`)).toMatchObject({ total: 0, meetingsOffered: 0, meetingsBooked: 0 });
  });

  it('lists offered and booked per flow, and exports both', async () => {
    const { flows } = await get('flows?span=7');
    expect(flows).toEqual([{ flowId, flowName: 'Demo bot', audienceName: null, started: 1, handedToHumans: 1, meetingsOffered: 1, meetingsBooked: 1 }]);
    const res = await call(app, 'GET', '/app/analytics/export?span=7', undefined, admin);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Meetings offered,5\r\nMeetings booked,3\r\n');
    expect(res.body).toContain('Flow,Audience,Started,Handed to humans,Meetings offered,Meetings booked\r\nDemo bot,,1,1,1,1\r\n');
  });

  it('stays once per booking as the conversation changes; a slot taken twice or a booking outside chat adds nothing', async () => {
    const res = await call(app, 'POST', `/app/inbox/conversations/${c1}/status`, { status: 'close' }, alice.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await get('overview?span=7')).toMatchObject({ byStatus: { close: 1 }, meetingsBooked: 3 });
    // The link of c1 again, on the slot already booked: refused.
    const link = await offer(alice, c1, v1);
    const shown = (await call(app, 'GET', bookingPath(link))).json() as BookingPage;
    const projectId = (await app.repos.projects.findByWidgetKey(widgetKey))!.id;
    const taken = (await app.repos.calendars.listMeetings(projectId, 0, Number.MAX_SAFE_INTEGER)).find((m) => m.conversation_id === c1)!;
    expect(shown.slots).not.toContain(Number(taken.starts_at));
    const again = await call(app, 'POST', bookingPath(link), { name: 'Dana Buyer', email: 'dana@prospect.example', start: Number(taken.starts_at), conversation: new URL(link).searchParams.get('c') });
    expect(again.statusCode).toBe(409);
    // Booked on the page without a conversation (a link shared outside chat): on /meetings, not in chat analytics.
    await book(link, 3, false);
    expect(await get('overview?span=7')).toMatchObject({ meetingsOffered: 6, meetingsBooked: 3 });
  });
});

/** A database migrated up to (not including) 025, on the dialect the tests run on. */
async function databaseBefore025(): Promise<Db> {
  const base = process.env.TEST_DATABASE_URL;
  let db: Db;
  if (base) {
    const { url, schema } = await freshPostgresSchema(base);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });
    db = { kysely, dialect: 'postgres', schema, sqlite: null, close: () => kysely.destroy() };
  } else {
    const sqlite = new SQLite(':memory:');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    db = { kysely, dialect: 'sqlite', schema: null, sqlite, close: () => kysely.destroy() };
  }
  return db;
}

function migrator(db: Db) {
  const all = migrations(db.dialect);
  return new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => all },
    allowUnorderedMigrations: true,
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
}

describe('migration 025', () => {
  it("counts the bookings made before it: their conversations' facts are taken again, the others are left alone", async () => {
    const db = await databaseBefore025();
    try {
      const before = await migrateWithRetry(() => migrator(db).migrateTo('024_audit_log'));
      expect(before.error).toBeUndefined();
      const repos = createRepositories(db);
      const p = await buildProject(repos, { name: 'Before 025' });
      const host = await buildUser(repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Host' });
      const now = nowSeconds();
      const created = Math.floor((now - 86_400) / 3600) * 3600;
      const conversation = async (booked: boolean) => {
        const v = await repos.visitors.create({ project_id: p.project.id, public_id: crypto.randomUUID(), token_hash: crypto.randomUUID(), name: 'V', last_seen_at: created, created_at: created });
        const c = await repos.conversations.create({ projectId: p.project.id, visitorId: v.id, bot: false, now: created });
        const base = { conversation_id: c.id, type: 'message', text: '', client_id: null } as const;
        await repos.messages.insert({ ...base, pos: 1, sender_type: 'visitor', sender_name: 'V', user_id: null, payload: null, time: created });
        await repos.messages.insert({ ...base, pos: 2, sender_type: 'agent', sender_name: 'Host', user_id: host.id, payload: JSON.stringify({ calendar: { url: 'https://parley.test/meet/x', title: 'Book' } }), time: created + 60 });
        let count = 2;
        if (booked) {
          const row = await repos.calendars.addMeeting({ project_id: p.project.id, user_id: host.id, conversation_id: c.id, name: 'V', email: 'v@x.test', starts_at: now + 86_400, ends_at: now + 88_200, calendar: 'googleCalendar', event_id: '', event_url: null, created_at: created + 120 });
          await repos.calendars.setMeetingEvent(row!.id, 'evt-1', null);
          await repos.messages.insert({ ...base, pos: 3, type: 'info', sender_type: 'system', sender_name: 'Parley', user_id: null, payload: null, time: created + 120 });
          count = 3;
        }
        await repos.conversations.update(c.id, { message_count: count, last_event_time: created + 120 });
        // The facts as the refresh before 025 wrote them (its `meetings` counter), up to date.
        await sql`
          insert into conversation_facts (conversation_id, project_id, created_at, status, bot, flow_id, handed, agent_id, first_response_s,
            close_s, missed, csat, csat_at, meetings, offline, last_event_time, message_count)
          values (${c.id}, ${p.project.id}, ${created}, 'open', 0, null, 0, ${host.id}, 60, null, 0, null, null, 1, 0, ${created + 120}, ${count})`.execute(db.kysely);
        return c.id;
      };
      const withBooking = await conversation(true);
      const without = await conversation(false);
      await sql`insert into analytics_watermarks (project_id, through) values (${p.project.id}, ${now})`.execute(db.kysely);

      const after = await migrateWithRetry(() => migrator(db).migrateToLatest());
      expect(after.error).toBeUndefined();
      // 025 first; later migrations follow it.
      expect(after.results?.map((r) => r.migrationName)[0]).toBe('025_analytics_booked');
      expect(after.results?.every((r) => r.status === 'Success')).toBe(true);
      const counts = async () =>
        Object.fromEntries(
          ((await sql<{ conversation_id: number; message_count: number }>`select conversation_id, message_count from conversation_facts`.execute(db.kysely)).rows).map((r) => [
            Number(r.conversation_id),
            Number(r.message_count),
          ]),
        );
      expect(await counts()).toEqual({ [withBooking]: -1, [without]: 2 });
      const analytics = new AnalyticsRepository(db.kysely, db.dialect);
      await analytics.refresh(p.project.id, now);
      expect(await counts()).toEqual({ [withBooking]: 3, [without]: 2 });
      // Whole hours from the rebuilt rollup, the partial one from the facts.
      const o = await analytics.overview({ projectId: p.project.id, from: created - 3 * 3600 - 600, to: now });
      expect(o).toMatchObject({ total: 2, meetingsOffered: 2, meetingsBooked: 1 });
      expect(await analytics.overview({ projectId: p.project.id, from: created - 3 * 3600 - 600, to: now, agentId: host.id })).toMatchObject({ meetingsBooked: 1 });
    } finally {
      await db.close();
    }
  });
});
