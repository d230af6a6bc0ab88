// The visitor API of issue #7: session lifecycle (new, resumed, new visits), the widget's settings, behaviour
// events with audience rules and triggers, the offline form, typing both ways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { serializeFlow } from '../../src/domain/flows/serialize';
import { textDoc } from '../../src/domain/flows/steps';
import type { Flow } from '../../src/domain/flows/types';
import type { InboxDetails } from '../../src/domain/inbox/types';
import { call, login, startTestServer } from './support/server';
import { newVisitor } from './support/visitor';
import { listen, nextEvent, pusherClient, subscribed } from './support/pusher';
import { agentOnline } from './support/agentOnline';

let app: FastifyInstance;
let port: number;
const clients: Pusher[] = [];
let widgetKey: string;
let otherKey: string;
let projectId: number;
let agentToken: string;
let agentId: number;
let agentUser: Parameters<typeof agentOnline>[1];

const flow = (name: string, priority: number, audienceId: number | null, greeting: string): Flow => ({
  name,
  status: 'active',
  audienceId,
  priority,
  version: 1,
  topics: [],
  greeting: { variants: [{ id: `v-${name}`, value: textDoc(greeting), gifs: [] }], buttons: [{ id: 'b', label: 'Hi', redirect: { kind: 'fromResponse' } }] },
  paths: [{ id: 'p', name: 'Main', steps: [{ id: 's', type: 'text', message: textDoc('ok'), gifs: [] }] }],
});

async function addFlow(f: Flow) {
  return (await app.repos.flows.create({ projectId, name: f.name, status: f.status, audienceId: f.audienceId, priority: f.priority, definition: serializeFlow(f), now: 1 })).id;
}

let pricingFlow: number;
let loyalFlow: number;
let formFlow: number;

beforeAll(async () => {
  app = await startTestServer();
  port = await listen(app);
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  widgetKey = p.project.widget_key;
  projectId = p.project.id;
  otherKey = (await buildProject(app.repos)).project.widget_key;
  const agent = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Tess Agent' });
  agentId = agent.id;
  agentUser = agent;
  agentToken = await login(app, agent.email, agent.password);
  const now = 1;
  const pricing = await app.repos.audiences.create(projectId, { name: 'Pricing', groups: [], groupsConjunction: 'AND', triggers: [{ type: 'visitUrl', value: ['/pricing*'] }] }, now);
  const loyal = await app.repos.audiences.create(
    projectId,
    {
      name: 'Loyal',
      groups: [{ conjunction: 'AND', rules: [{ field: 'websiteVisits', operator: 'gt', value: 1 }, { field: 'visitedUrl', operator: 'contains', value: '/docs' }] }],
      groupsConjunction: 'AND',
      triggers: [],
    },
    now,
  );
  const form = await app.repos.audiences.create(projectId, { name: 'Demo form', groups: [], groupsConjunction: 'AND', triggers: [{ type: 'formSubmit', value: '#demo-form' }] }, now);
  pricingFlow = await addFlow(flow('Pricing bot', 3, pricing.id, 'Questions about pricing?'));
  loyalFlow = await addFlow(flow('Loyal bot', 9, loyal.id, 'Welcome back!'));
  formFlow = await addFlow(flow('Form bot', 1, form.id, 'Thanks for asking for a demo'));
  await addFlow({ ...flow('Inactive bot', 99, null, 'never'), status: 'inactive' });
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app.close();
});

const event = (token: string, body: Record<string, unknown>) => call(app, 'POST', '/app/visitor/events', body, token);

describe('session lifecycle', () => {
  it('a new visitor, then the same visitor again with its token; a new visit only after 30 minutes', async () => {
    const first = await call(app, 'POST', '/app/visitor/session', { projectKey: widgetKey, name: 'Vera' });
    expect(first.statusCode).toBe(201);
    const s = first.json();
    expect(s).toMatchObject({ projectId, name: 'Vera', channel: `private-visitor-${projectId}-${s.visitorId}` });

    const again = await call(app, 'POST', '/app/visitor/session', { projectKey: widgetKey, email: 'vera@acme.example' }, s.token);
    expect(again.json()).toEqual({ ...s });
    let row = (await app.repos.visitors.findByPublicId(projectId, s.visitorId))!;
    expect(row).toMatchObject({ visits: 1, email: 'vera@acme.example', name: 'Vera' });

    await app.repos.visitors.update(row.id, { last_seen_at: row.last_seen_at - 31 * 60 });
    await call(app, 'POST', '/app/visitor/session', { projectKey: widgetKey }, s.token);
    row = (await app.repos.visitors.findByPublicId(projectId, s.visitorId))!;
    expect(row.visits).toBe(2);
  });

  it("another project's token, or an unknown one, starts a new visitor", async () => {
    const other = await newVisitor(app, otherKey);
    const res = (await call(app, 'POST', '/app/visitor/session', { projectKey: widgetKey }, other.token)).json();
    expect(res.visitorId).not.toBe(other.visitorId);
    expect(res.projectId).toBe(projectId);
    const bogus = (await call(app, 'POST', '/app/visitor/session', { projectKey: widgetKey }, 'not-a-token')).json();
    expect(bogus.token).not.toBe('not-a-token');
    expect((await call(app, 'POST', '/app/visitor/session', { projectKey: 'no-such-key' })).statusCode).toBe(404);
  });
});

describe('widget settings', () => {
  it('answers appearance, privacy, availability, the bot and realtime without auth', async () => {
    const res = await call(app, 'GET', `/app/visitor/widget?projectKey=${widgetKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      title: 'Chat with us',
      colour: '#3f51b5',
      position: 'right',
      privacy: { enabled: false, text: '', url: '' },
      online: false,
      holiday: null,
      offlineForm: true,
      bot: { name: 'Parley Bot', image: null },
      realtime: { key: 'parley-key', wsPath: '/realtime', host: null, port: null, forceTLS: false },
      // The messenger (issue 26): nobody available yet, no reply-time line without answered conversations.
      messenger: {
        away: false,
        line: null,
        team: [],
        poweredBy: false,
        look: {
          avatarUrl: '',
          colour: '#3f51b5',
          greeting: 'Hi there! How can we help?',
          launcherIcon: 'chat',
          launcherLabel: '',
          offsetX: 20,
          offsetY: 20,
          position: 'right',
          textColour: '#ffffff',
          theme: 'light',
          title: 'Chat with us',
        },
      },
    });
    await app.repos.users.update(agentId, { available: 1 });
    // Toggled on is not enough: online once the agent is connected too (src/domain/presence).
    expect((await call(app, 'GET', `/app/visitor/widget?projectKey=${widgetKey}`)).json()).toMatchObject({ online: false });
    const dashboard = await agentOnline(app, agentUser);
    const online = (await call(app, 'GET', `/app/visitor/widget?projectKey=${widgetKey}`)).json();
    expect(online).toMatchObject({ online: true, offlineForm: false });
    expect(online.messenger.team).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    await app.repos.settings.put(projectId, 'holidays', { holidays: [{ name: 'Launch Day', date: today }] }, 1);
    expect((await call(app, 'GET', `/app/visitor/widget?projectKey=${widgetKey}`)).json()).toMatchObject({ online: false, holiday: { name: 'Launch Day' }, offlineForm: false });
    await app.repos.settings.put(projectId, 'holidays', { holidays: [] }, 1);
    await app.repos.users.update(agentId, { available: 0 });
    dashboard.close();
    expect((await call(app, 'GET', '/app/visitor/widget?projectKey=nope')).statusCode).toBe(404);
  });
});

describe('events, audiences and triggers', () => {
  it('records behaviour and greets with the highest-priority flow whose audience and trigger fit', async () => {
    const v = await newVisitor(app, widgetKey);
    expect((await event(v.token, { type: 'pageview', url: 'https://shop.test/', timeOnSiteSeconds: 5 })).json()).toEqual({ greeting: null });
    const pricing = (await event(v.token, { type: 'pageview', url: 'https://shop.test/pricing/teams', timeOnSiteSeconds: 20 })).json();
    expect(pricing.greeting).toMatchObject({ flowId: pricingFlow, messages: [{ text: 'Questions about pricing?' }, { buttons: [{ id: 'b', label: 'Hi' }] }] });
    const row = (await app.repos.visitors.findByPublicId(projectId, v.visitorId))!;
    expect(JSON.parse(row.visited_urls)).toEqual(['https://shop.test/', 'https://shop.test/pricing/teams']);
    expect(row).toMatchObject({ time_on_site: 20, visit_seconds: 20, current_url: 'https://shop.test/pricing/teams' });

    // A second visit that has read the docs: the Loyal audience (priority 9) wins on any page.
    await app.repos.visitors.update(row.id, { last_seen_at: row.last_seen_at - 3600 });
    await call(app, 'POST', '/app/visitor/session', { projectKey: widgetKey }, v.token);
    await event(v.token, { type: 'pageview', url: 'https://shop.test/docs/start', timeOnSiteSeconds: 3 });
    const loyal = (await event(v.token, { type: 'pageview', url: 'https://shop.test/pricing', timeOnSiteSeconds: 8 })).json();
    expect(loyal.greeting.flowId).toBe(loyalFlow);
    expect((await app.repos.visitors.findByPublicId(projectId, v.visitorId))!).toMatchObject({ visits: 2, time_on_site: 28, visit_seconds: 8 });
  });

  it('form submits trigger their flow; a visitor with an open conversation is not greeted', async () => {
    const v = await newVisitor(app, widgetKey);
    const form = (await event(v.token, { type: 'formSubmit', url: 'https://shop.test/demo', target: 'demo-form' })).json();
    expect(form.greeting.flowId).toBe(formFlow);
    expect((await event(v.token, { type: 'elementClick', url: 'https://shop.test/demo', target: 'demo-form' })).json().greeting).toBeNull();
    await call(app, 'POST', '/app/visitor/conversations', { text: 'hello' }, v.token);
    expect((await event(v.token, { type: 'pageview', url: 'https://shop.test/pricing' })).json().greeting).toBeNull();
    expect((await event(v.token, { type: 'scroll', url: 'https://shop.test/' })).statusCode).toBe(400);
    expect((await call(app, 'POST', '/app/visitor/events', { type: 'pageview', url: 'https://shop.test/' })).statusCode).toBe(401);
  });

  it("the bot settings' default flow greets whoever no audience claims", async () => {
    await app.repos.settings.put(projectId, 'bot', { name: 'Robin', image: '', defaultFlowId: formFlow }, 1);
    try {
      const v = await newVisitor(app, widgetKey);
      const res = (await event(v.token, { type: 'pageview', url: 'https://shop.test/about' })).json();
      expect(res.greeting).toMatchObject({ flowId: formFlow, messages: [{ senderName: 'Robin' }, { senderName: 'Robin' }] });
    } finally {
      await app.repos.settings.put(projectId, 'bot', { name: 'Parley Bot', image: '', defaultFlowId: null }, 1);
    }
  });
});

describe('offline form and typing', () => {
  it('the offline form becomes a conversation agents see', async () => {
    const v = await newVisitor(app, widgetKey);
    const res = await call(app, 'POST', '/app/visitor/offline', { name: 'Olga', email: 'olga@acme.example', message: 'Call me tomorrow' }, v.token);
    expect(res.statusCode).toBe(201);
    const id = res.json().conversationId;
    const d = (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, agentToken)).json();
    expect(d.visitor).toMatchObject({ name: 'Olga', email: 'olga@acme.example' });
    expect(d.messages.map((m: { text: string }) => m.text)).toEqual(['Call me tomorrow']);
    expect(d.details.routingExplanation).toMatch(/offline form/);
    const bad = await call(app, 'POST', '/app/visitor/offline', { name: 'Olga', email: 'nope', message: 'x' }, v.token);
    expect(bad.json().errMessage.errorMsg).toBe('Please enter a valid email address!');
  });

  it("the visitor's typing reaches agents; an agent's client-typing reaches that visitor only", async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Tim' });
    const id = (await call(app, 'POST', '/app/visitor/conversations', { text: 'hey' }, v.token)).json().conversationId;
    const details = (await call(app, 'GET', '/app/inbox/details', undefined, agentToken)).json() as InboxDetails;
    const agentClient = pusherClient(port, agentToken);
    const visitorClient = pusherClient(port, v.token, '/app/visitor/realtime/auth');
    clients.push(agentClient, visitorClient);
    const [projectCh, ownCh] = await Promise.all(details.pusherChannels.map((c) => subscribed(agentClient, c.name)));
    const visitorCh = await subscribed(visitorClient, v.channel);

    const seen = nextEvent<{ conversationId: number; typing: boolean; name: string }>(projectCh!, 'typing');
    expect((await call(app, 'POST', `/app/visitor/conversations/${id}/typing`, { typing: true }, v.token)).json()).toEqual({ ok: true });
    expect(await seen).toMatchObject({ conversationId: id, typing: true, name: 'Tim', visitorId: v.visitorId });

    const reached = nextEvent<{ conversationId: number; typing: boolean; name: string }>(visitorCh, 'typing');
    ownCh!.trigger('client-typing', { conversationId: id, typing: true });
    expect(await reached).toEqual({ conversationId: id, typing: true, name: 'Tess Agent' });
  });
});
