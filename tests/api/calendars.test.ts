// Calendars (issue #11): each agent connects their own Google or Office 365 calendar through the fakes; their
// booking page offers their meeting availability minus the calendar's busy times; a visitor's booking creates the
// event in that calendar (visitor invited) and notes the conversation; the agent's book-meeting and the bot's calendar
// step send that page.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MockServer } from '../../mock-server/index';
import { eventsOf } from '../../mock-server/calendars/store';
import { BOOKING_MSG, type BookingPage } from '../../src/domain/meetings/booking';
import { MEETING_MINUTES } from '../../src/domain/meetings/slots';
import type { IntegrationView } from '../../src/domain/integrations/kinds';
import { call, errorOf, login } from './support/server';
import { connectIntegration, integrationSuite } from './support/integrations';
import { newVisitor, startConversation } from './support/visitor';

let app: FastifyInstance;
let mocks: MockServer;

interface Member {
  token: string;
  userId: number;
  email: string;
}
interface Team {
  projectId: number;
  widgetKey: string;
  admin: Member;
  agent: Member;
}

async function newTeam(): Promise<Team> {
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const member = async (roleId: number): Promise<Member> => {
    const u = await buildUser(app.repos, { projectId: p.project.id, roleId });
    return { token: await login(app, u.email, u.password), userId: u.id, email: u.email };
  };
  return { projectId: p.project.id, widgetKey: p.project.widget_key, admin: await member(p.admin.id), agent: await member(p.agent.id) };
}

const bookingPath = (url: string) => `/app${new URL(url).pathname}`;
const page = async (url: string) => call(app, 'GET', bookingPath(url));
const book = (url: string, body: Record<string, unknown>) => call(app, 'POST', bookingPath(url), body);

/** Book-meeting from the inbox: the calendar message's link. */
async function offeredLink(team: Team, who: Member) {
  const v = await newVisitor(app, team.widgetKey);
  const id = await startConversation(app, v, 'Could we set up a demo?');
  const res = await call(app, 'POST', `/app/inbox/conversations/${id}/${v.visitorId}/bookmeeting`, {}, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return { conversationId: id, visitor: v, url: res.json().message.calendar.url as string };
}

const overlaps = (slot: number, e: { start: number; end: number }) => slot * 1000 < e.end && (slot + MEETING_MINUTES * 60) * 1000 > e.start;

integrationSuite((started) => ({ app, mocks } = started));

describe('connecting a calendar', () => {
  it("is each agent's own: an agent without the integrations permission connects theirs, the admin sees only their own", async () => {
    const team = await newTeam();
    await connectIntegration(app, team.agent.token, 'office365Calendar');
    await connectIntegration(app, team.admin.token, 'googleCalendar');
    const mine = (await call(app, 'GET', '/app/user/calendar', undefined, team.agent.token)).json();
    expect(mine.calendar).toMatchObject({ kind: 'office365Calendar', account: team.agent.email, state: 'connected' });
    expect(mine.bookingUrl).toMatch(/\/meet\/\d+-\d+-[\w-]+$/);
    const views = (await call(app, 'GET', '/app/integrations', undefined, team.admin.token)).json().integrations as IntegrationView[];
    expect(views.find((v) => v.kind === 'googleCalendar')).toMatchObject({ state: 'connected', account: team.admin.email });
    expect(views.find((v) => v.kind === 'office365Calendar')!.state).toBe('notConnected');
    const flags = (await call(app, 'GET', '/app/integration', undefined, team.agent.token)).json().integrations;
    expect(flags).toMatchObject({ office365Calendar: true, googleCalendar: false });
    // Tokens are per agent and encrypted at rest.
    const row = await app.repos.calendars.find(team.projectId, team.agent.userId);
    expect(row?.access_token).toBeTruthy();
    expect(row?.access_token).not.toMatch(/^at_|^ey/);
    // An agent still cannot connect the project's CRM.
    expect((await call(app, 'POST', '/app/integrations/hubspot/connect', {}, team.agent.token)).statusCode).toBe(403);
  });

  it("disconnecting removes only the caller's calendar, and book-meeting falls back to the meeting link", async () => {
    const team = await newTeam();
    await connectIntegration(app, team.admin.token, 'googleCalendar');
    await connectIntegration(app, team.agent.token, 'googleCalendar');
    const { url } = await offeredLink(team, team.agent);
    expect((await call(app, 'DELETE', '/app/integrations/googleCalendar', undefined, team.agent.token)).statusCode).toBe(200);
    expect(await app.repos.calendars.find(team.projectId, team.admin.userId)).toBeTruthy();
    expect(await app.repos.calendars.find(team.projectId, team.agent.userId)).toBeUndefined();
    const gone = await page(url);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toBe(BOOKING_MSG.noCalendar);
    await app.repos.users.update(team.agent.userId, { meeting_link: 'https://cal.example.test/agent' });
    expect((await offeredLink(team, team.agent)).url).toBe('https://cal.example.test/agent');
    // The booking link already sent in a conversation now leads to that meeting link, not a dead end.
    const old = await page(url);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ slots: [], meetingLink: 'https://cal.example.test/agent', host: { name: expect.any(String) } });
  });
});

describe('the booking page', () => {
  it('offers the availability minus Google busy times, books into Google with the visitor invited, and notes the conversation', async () => {
    const team = await newTeam();
    await connectIntegration(app, team.agent.token, 'googleCalendar');
    const { url, conversationId, visitor } = await offeredLink(team, team.agent);
    expect(url).toContain('/meet/');
    const shown = (await page(url)).json() as BookingPage;
    expect(shown.minutes).toBe(MEETING_MINUTES);
    expect(shown.slots.length).toBeGreaterThan(10);
    const busy = eventsOf(team.agent.email).map((e) => ({ start: e.start, end: e.end }));
    expect(busy.length).toBeGreaterThan(0);
    for (const slot of shown.slots) expect(busy.some((b) => overlaps(slot, b)), `slot ${new Date(slot * 1000).toISOString()}`).toBe(false);
    // The default availability is weekdays 9–17 in the agent's timezone (UTC here).
    for (const slot of shown.slots) {
      const d = new Date(slot * 1000);
      expect([0, 6]).not.toContain(d.getUTCDay());
      expect(d.getUTCHours()).toBeGreaterThanOrEqual(9);
      expect(d.getUTCHours() * 60 + d.getUTCMinutes() + MEETING_MINUTES).toBeLessThanOrEqual(17 * 60);
    }

    const start = shown.slots[0]!;
    const c = new URL(url).searchParams.get('c');
    const res = await book(url, { name: 'Dana Buyer', email: 'dana@prospect.example', start, conversation: c, timezone: 'Europe/Paris' });
    expect(res.statusCode, res.body).toBe(201);
    const event = eventsOf(team.agent.email).find((e) => e.start === start * 1000);
    expect(event).toMatchObject({ end: (start + MEETING_MINUTES * 60) * 1000, attendees: [{ email: 'dana@prospect.example', name: 'Dana Buyer' }] });
    expect((await page(url)).json().slots).not.toContain(start);

    const thread = (await call(app, 'GET', `/app/inbox/conversations/${conversationId}/${visitor.visitorId}`, undefined, team.agent.token)).json();
    const note = (thread.messages as Array<{ type: string; text: string }>).find((m) => m.type === 'info' && m.text.startsWith('Meeting booked with'));
    expect(note?.text).toMatch(/CET|GMT\+1/);
    const again = await book(url, { name: 'Eve Late', email: 'eve@prospect.example', start });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(BOOKING_MSG.slotTaken);
  });

  it('uses Office 365 free/busy (getSchedule) and creates the Graph event', async () => {
    const team = await newTeam();
    await connectIntegration(app, team.admin.token, 'office365Calendar');
    // Only Monday mornings, in New York time.
    const days = { monday: [{ from: 9 * 3600, to: 12 * 3600 }], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
    expect((await call(app, 'PUT', '/app/user/meeting/availability', { timezone: 'America/New_York', days }, team.admin.token)).statusCode).toBe(200);
    const { url } = await offeredLink(team, team.admin);
    const shown = (await page(url)).json() as BookingPage;
    expect(shown.timezone).toBe('America/New_York');
    expect(shown.slots.length).toBeGreaterThan(0);
    const local = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });
    for (const slot of shown.slots) {
      const parts = Object.fromEntries(local.formatToParts(new Date(slot * 1000)).map((p) => [p.type, p.value]));
      expect(parts.weekday).toBe('Monday');
      expect(Number(parts.hour) * 60 + Number(parts.minute)).toBeGreaterThanOrEqual(9 * 60);
      expect(Number(parts.hour) * 60 + Number(parts.minute) + MEETING_MINUTES).toBeLessThanOrEqual(12 * 60);
    }
    const busy = eventsOf(team.admin.email);
    for (const slot of shown.slots) expect(busy.some((b) => overlaps(slot, b))).toBe(false);
    const start = shown.slots.at(-1)!;
    expect((await book(url, { name: 'Sam Lead', email: 'sam@lead.example', start })).statusCode).toBe(201);
    expect(eventsOf(team.admin.email).some((e) => e.start === start * 1000 && e.attendees[0]?.email === 'sam@lead.example')).toBe(true);
    expect(await app.repos.calendars.listMeetings(team.projectId, 0, Number.MAX_SAFE_INTEGER)).toHaveLength(1);
    // /meetings lists it with its host; another project sees nothing of it.
    const listed = (await call(app, 'GET', '/app/meetings?span=30&tz=0', undefined, team.agent.token)).json();
    expect(listed.booked).toMatchObject([{ start, name: 'Sam Lead', email: 'sam@lead.example', calendar: 'office365Calendar' }]);
    expect(listed.booked[0].agentName).toBeTruthy();
    const other = await newTeam();
    expect((await call(app, 'GET', '/app/meetings?span=30&tz=0', undefined, other.admin.token)).json().booked).toEqual([]);
  });

  it('refuses bad input in the form wording, forged keys, and a calendar that fails', async () => {
    const team = await newTeam();
    await connectIntegration(app, team.agent.token, 'googleCalendar');
    const { url } = await offeredLink(team, team.agent);
    const start = ((await page(url)).json() as BookingPage).slots[0]!;
    const short = await book(url, { name: 'D', email: 'dana@prospect.example', start });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toBe('Name should contain a minimum of 2 characters');
    expect(errorOf(await book(url, { name: 'Dana', email: 'not-an-email', start }))).toBe('Please enter a valid email address!');
    // A start that is not a free slot (one minute off).
    expect((await book(url, { name: 'Dana', email: 'dana@prospect.example', start: start + 60 })).statusCode).toBe(409);
    // Another project's id in a key signed for this one, or a made-up signature.
    const key = new URL(url).pathname.split('/').pop()!;
    const [, userId, sig] = key.split('-');
    expect((await call(app, 'GET', `/app/meet/${team.projectId + 1}-${userId}-${sig}`)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/app/meet/${team.projectId}-${userId}-${'x'.repeat(sig!.length)}`)).statusCode).toBe(404);

    // An expired token is refreshed; a failing calendar offers nothing rather than double-booking.
    await fetch(`${mocks.url}/_oauth/expire`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ issuer: 'google' }) });
    expect((await page(url)).statusCode).toBe(200);
    await fetch(`${mocks.url}/_oauth/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'google', status: 503, body: { error: { code: 503, message: 'Backend Error' } } }) });
    try {
      const failed = await page(url);
      expect(failed.statusCode).toBe(502);
      expect(errorOf(failed)).toBe('Something went wrong. Please try again');
      expect((await book(url, { name: 'Dana', email: 'dana@prospect.example', start })).statusCode).toBe(502);
      expect(await app.repos.calendars.listMeetings(team.projectId, 0, Number.MAX_SAFE_INTEGER)).toHaveLength(0);
    } finally {
      await fetch(`${mocks.url}/_oauth/fault?provider=google`, { method: 'DELETE' });
    }
  });
});
