// Details a visitor already gave are not asked again (issue 22): the booking page opened from a conversation's link
// prefills the visitor's name and email, and the name given on the booking form names the Zendesk requester.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MockServer } from '../../mock-server/index';
import type { BookingPage } from '../../src/domain/meetings/booking';
import { call, login } from './support/server';
import { connectIntegration, startIntegrationServer } from './support/integrations';
import { newVisitor, startConversation } from './support/visitor';

let app: FastifyInstance;
let mocks: MockServer;
let agent: string;
let widgetKey: string;

const bookingPath = (url: string) => `/app${new URL(url).pathname}${new URL(url).search}`;

/** A visitor (with what they told us) and the booking link the agent's Book meeting sent them. */
async function offered(extra: Record<string, unknown>) {
  const v = await newVisitor(app, widgetKey, extra);
  const id = await startConversation(app, v, 'Could we set up a demo?');
  const res = await call(app, 'POST', `/app/inbox/conversations/${id}/${v.visitorId}/bookmeeting`, {}, agent);
  expect(res.statusCode, res.body).toBe(200);
  return { conversationId: id, url: res.json().message.calendar.url as string };
}

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, available: true });
  agent = await login(app, admin.email, admin.password);
  widgetKey = p.project.widget_key;
  await connectIntegration(app, agent, 'googleCalendar', mocks);
  await connectIntegration(app, agent, 'zendesk', mocks);
});
afterAll(async () => {
  await app.close();
  await mocks.close();
});

describe('the booking page', () => {
  it("prefills the email (and name) the visitor gave, only through the conversation's signed link", async () => {
    const { url } = await offered({ email: 'nora@lumen.example' });
    expect(new URL(url).searchParams.get('c')).toBeTruthy();
    const page = (await call(app, 'GET', bookingPath(url))).json() as BookingPage;
    expect(page.slots.length).toBeGreaterThan(0);
    expect(page.visitor).toEqual({ name: '', email: 'nora@lumen.example' });

    const named = (await call(app, 'GET', bookingPath((await offered({ name: 'Kofi Mensah', email: 'kofi@acme.example' })).url))).json() as BookingPage;
    expect(named.visitor).toEqual({ name: 'Kofi Mensah', email: 'kofi@acme.example' });

    // Without the link's signature the page names nobody.
    const bare = new URL(url);
    expect(((await call(app, 'GET', `/app${bare.pathname}`)).json() as BookingPage).visitor).toBeUndefined();
    const forged = `/app${bare.pathname}?c=${encodeURIComponent(`${bare.searchParams.get('c')!.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA`)}`;
    expect(((await call(app, 'GET', forged)).json() as BookingPage).visitor).toBeUndefined();
  });
});

describe('the Zendesk requester', () => {
  it('is the name the visitor gave on the booking form, not "Site visitor"', async () => {
    const { conversationId, url } = await offered({ email: 'nora@lumen.example' });
    const page = (await call(app, 'GET', bookingPath(url))).json() as BookingPage;
    const c = new URL(url).searchParams.get('c');
    const booked = await call(app, 'POST', `/app${new URL(url).pathname}`, { name: 'Nora Lumen', email: 'nora@lumen.example', start: page.slots[0], conversation: c, timezone: 'Europe/Lisbon' });
    expect(booked.statusCode, booked.body).toBe(201);

    const res = await call(app, 'POST', '/app/zendesk/ticket', { conversationId, subject: 'Demo', description: 'Could we set up a demo?' }, agent);
    expect(res.statusCode, res.body).toBe(200);
    const tickets = (await (await fetch(`${mocks.url}/zendesk/__tickets`)).json()) as { tickets: Array<{ id: number; requester: unknown }> };
    expect(tickets.tickets.find((t) => String(t.id) === res.json().ticketId)!.requester).toEqual({ name: 'Nora Lumen', email: 'nora@lumen.example' });
  });

  it('a booking never overwrites a name or email the visitor gave before', async () => {
    const { url } = await offered({ name: 'Kofi Mensah', email: 'kofi@acme.example' });
    const page = (await call(app, 'GET', bookingPath(url))).json() as BookingPage;
    const c = new URL(url).searchParams.get('c');
    const booked = await call(app, 'POST', `/app${new URL(url).pathname}`, { name: 'Someone Else', email: 'else@acme.example', start: page.slots[1], conversation: c, timezone: null });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(((await call(app, 'GET', bookingPath(url))).json() as BookingPage).visitor).toEqual({ name: 'Kofi Mensah', email: 'kofi@acme.example' });
  });
});
