// The demo history: a fresh seeded database looks alive (every status, both tabs, tags, CSAT, meetings offered and
// booked, bot funnels), the same on every boot, and SEED_DEMO=false leaves the database empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { startTestServer } from './support/server';

async function figures(app: FastifyInstance) {
  const db = app.db.kysely;
  const one = async (q: string) => Number((((await sql.raw(q).execute(db)).rows[0] ?? {}) as { n?: unknown }).n ?? 0);
  return {
    conversations: await one('select count(*) as n from conversations'),
    open: await one("select count(*) as n from conversations where status = 'open'"),
    pending: await one("select count(*) as n from conversations where status = 'pending'"),
    closed: await one("select count(*) as n from conversations where status = 'close'"),
    bot: await one('select count(*) as n from conversations where bot = 1'),
    human: await one('select count(*) as n from conversations where bot = 0'),
    starred: await one('select count(*) as n from conversations where starred = 1'),
    archived: await one('select count(*) as n from conversations where archived = 1'),
    unread: await one('select count(*) as n from conversations where unread > 0'),
    tagged: await one('select count(*) as n from conversation_tags'),
    attachments: await one('select count(*) as n from attachments'),
    csat: await one("select count(*) as n from messages where type = 'csat_response'"),
    meetingsOffered: await one("select count(*) as n from messages where payload like '%calendar%'"),
    meetingsBooked: await one("select count(*) as n from meetings where event_id <> '' and conversation_id is not null"),
    bookingRows: await one("select count(*) as n from messages where type = 'info' and text like 'Meeting booked with %'"),
    calendarsLeftConnected: await one("select count(*) as n from calendar_connections where state = 'connected'"),
    calendarTokens: await one('select count(*) as n from calendar_connections where access_token is not null or refresh_token is not null'),
    stepVisits: await one('select count(*) as n from flow_step_visits'),
    messages: await one('select count(*) as n from messages'),
    span: await one('select max(created_at) - min(created_at) as n from conversations'),
  };
}

describe('demo history seed', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await startTestServer({ seedDemo: true, demoHistory: true });
    b = await startTestServer({ seedDemo: true, demoHistory: true });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('has conversations in every status, both tabs, tags, CSAT, attachments, meetings and funnels over weeks', async () => {
    const f = await figures(a);
    expect(f.conversations).toBeGreaterThanOrEqual(60);
    for (const k of ['open', 'pending', 'closed', 'bot', 'human', 'starred', 'archived', 'unread', 'tagged', 'attachments', 'csat', 'meetingsOffered', 'stepVisits'] as const) {
      expect(f[k], k).toBeGreaterThan(0);
    }
    expect(f.span).toBeGreaterThan(30 * 86_400);
  });

  it('books a handful of the meetings it offers, each noted in its conversation, and leaves the admin\'s calendar connected without tokens', async () => {
    const f = await figures(a);
    expect(f.meetingsBooked).toBeGreaterThanOrEqual(3);
    expect(f.meetingsBooked).toBeLessThanOrEqual(f.meetingsOffered);
    expect(f.bookingRows).toBe(f.meetingsBooked);
    // No provider token comes from the seed: the server gives the connection a grant on start (demo-calendar.test.ts).
    expect(f.calendarsLeftConnected).toBe(1);
    expect(f.calendarTokens).toBe(0);
  });

  it('is deterministic: two seeds give the same figures', async () => {
    const fa = await figures(a);
    const fb = await figures(b);
    expect({ ...fb, span: 0 }).toEqual({ ...fa, span: 0 });
  });

  it('shows in the inbox and analytics through the API', async () => {
    const login = await a.inject({ method: 'POST', url: '/app/login', payload: { email: 'admin@demo.test', password: 'demo-pass-1' } });
    const token = (login.json() as { token?: string; data?: { token?: string } }).token ?? (login.json() as { data?: { token?: string } }).data?.token;
    expect(token).toBeTruthy();
    const now = Math.round(Date.now() / 1000);
    const overview = await a.inject({ method: 'GET', url: `/app/analytics/overview?fromDateTime=${now - 30 * 86_400}&toDateTime=${now}`, headers: { authorization: `Bearer ${token}` } });
    expect(overview.statusCode).toBe(200);
    expect(JSON.stringify(overview.json())).toMatch(/[1-9]/);
    // The Meetings booked KPI counts the bookings the seed made through the booking page (over the whole history).
    const f = await figures(a);
    const all = await a.inject({ method: 'GET', url: `/app/analytics/overview?fromDateTime=${now - 90 * 86_400}&toDateTime=${now}`, headers: { authorization: `Bearer ${token}` } });
    expect(all.json()).toMatchObject({ meetingsBooked: f.meetingsBooked, meetingsOffered: f.meetingsOffered });
    // /meetings lists the booked meetings (the last month and upcoming ones), each with its conversation.
    const meetings = await a.inject({ method: 'GET', url: `/app/meetings?fromDateTime=${now - 30 * 86_400}&toDateTime=${now}`, headers: { authorization: `Bearer ${token}` } });
    expect(meetings.statusCode).toBe(200);
    const booked = (meetings.json() as { booked: Array<{ agentName: string; conversationId: number | null; start: number }> }).booked;
    expect(booked.length).toBeGreaterThan(0);
    for (const m of booked) expect(m).toMatchObject({ agentName: 'Ada Admin', conversationId: expect.any(Number) });
  });
});

describe('SEED_DEMO=false', () => {
  it('keeps an empty database', async () => {
    const app = await startTestServer({ seedDemo: false });
    try {
      expect(await app.repos.projects.count()).toBe(0);
      expect((await figures(app)).conversations).toBe(0);
    } finally {
      await app.close();
    }
  });
});
