// The live demo's meeting links lead somewhere: the seeded history leaves the demo admin's Google Calendar connected
// without tokens, and on start the server gives it a grant of the bundled Google fake (demo/calendarGrant.ts),
// so a booking link sent weeks ago in the history, and a new Book meeting, open a booking page with free slots and
// book into her calendar. Against the real Google (no fakes) the seed's connection is dropped instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { remoteMockServer, type MockServer } from '../../mock-server/index';
import { eventsOf } from '../../mock-server/calendars/store';
import { keepDemoCalendarConnected } from '../../demo/calendarGrant';
import { DEMO } from '../../demo/seed/project';
import type { BookingPage } from '../../src/domain/meetings/booking';
import { call, login } from './support/server';
import { startIntegrationServer } from './support/integrations';
import { newVisitor, startConversation } from './support/visitor';

let app: FastifyInstance;
let mocks: MockServer;
const bookingPath = (url: string) => `/app${new URL(url).pathname}${new URL(url).search}`;

/** The booking link of a calendar message the history sent, weeks ago. */
async function historyLink(): Promise<string> {
  const rows = (await sql<{ payload: string }>`select payload from messages where payload like ${'%/meet/%'} order by id limit 1`.execute(app.db.kysely)).rows;
  expect(rows).toHaveLength(1);
  return (JSON.parse(rows[0]!.payload) as { calendar: { url: string } }).calendar.url;
}

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer({ seedDemo: true, demoHistory: true }));
}, 60_000);
afterAll(async () => {
  await app.close();
  await mocks.close();
});

describe('the demo admin calendar', () => {
  it('is granted on start: a booking link from the history offers free slots and books into her Google calendar', async () => {
    expect(await keepDemoCalendarConnected(app, mocks)).toBe('granted');
    const admin = (await app.repos.users.findByEmail(DEMO.admin))!;
    expect(await app.repos.calendars.find(admin.project_id, admin.id)).toMatchObject({ state: 'connected', account: DEMO.admin, access_token: expect.any(String) });

    const url = await historyLink();
    const shown = await call(app, 'GET', bookingPath(url));
    expect(shown.statusCode, shown.body).toBe(200);
    const page = shown.json() as BookingPage;
    expect(page.slots.length).toBeGreaterThan(10);
    expect(page).not.toHaveProperty('meetingLink');

    const start = page.slots.at(-1)!;
    const booked = await call(app, 'POST', bookingPath(url), { name: 'Dana Buyer', email: 'dana@prospect.example', start, conversation: new URL(url).searchParams.get('c'), timezone: null });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(eventsOf(DEMO.admin).find((e) => e.start === start * 1000)).toMatchObject({ attendees: [{ email: 'dana@prospect.example' }] });

    // A new Book meeting in a live conversation sends the same page, and a second start's grant replaces the first.
    expect(await keepDemoCalendarConnected(app, mocks)).toBe('granted');
    const token = await login(app, DEMO.admin, DEMO.password);
    const v = await newVisitor(app, DEMO.widgetKey);
    const id = await startConversation(app, v, 'Can we meet next week?');
    const offered = await call(app, 'POST', `/app/inbox/conversations/${id}/${v.visitorId}/bookmeeting`, {}, token);
    expect(offered.statusCode, offered.body).toBe(200);
    const live = offered.json().message.calendar.url as string;
    expect(live).toContain('/meet/');
    expect(((await call(app, 'GET', bookingPath(live))).json() as BookingPage).slots.length).toBeGreaterThan(10);
  });

  it('takes the grant over HTTP when the fakes run in their own process (MOCKS_URL, as npm run start:cluster runs them)', async () => {
    const shared = remoteMockServer(mocks.url);
    expect(await keepDemoCalendarConnected(app, shared)).toBe('granted');
    const shown = await call(app, 'GET', bookingPath(await historyLink()));
    expect(shown.statusCode, shown.body).toBe(200);
    expect((shown.json() as BookingPage).slots.length).toBeGreaterThan(10);
    // The hook hands out grants only for a known issuer.
    await expect(shared.grant('nowhere', DEMO.admin, 'calendar')).rejects.toThrow('400');
  });

  it('against the real Google, drops the seed\'s tokenless connection; a disconnected calendar stays disconnected', async () => {
    const admin = (await app.repos.users.findByEmail(DEMO.admin))!;
    await app.repos.calendars.update(admin.project_id, admin.id, { access_token: null, refresh_token: null, expires_at: null });
    expect(await keepDemoCalendarConnected(app, null)).toBe('dropped');
    expect(await app.repos.calendars.find(admin.project_id, admin.id)).toBeUndefined();
    // The old link now answers her meeting link, as any agent's without a calendar.
    const fallback = (await call(app, 'GET', bookingPath(await historyLink()))).json() as BookingPage;
    expect(fallback).toMatchObject({ slots: [], meetingLink: expect.stringMatching(/^https:\/\//) });
    expect(await keepDemoCalendarConnected(app, mocks)).toBe('untouched');
    expect(await app.repos.calendars.find(admin.project_id, admin.id)).toBeUndefined();
  });
});
