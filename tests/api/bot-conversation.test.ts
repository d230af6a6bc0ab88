// The bot runtime on the server over the visitor API: greeting on a page view, a bot conversation through buttons
// and an input, then the handoff (bot tab -> human tab with the realtime event, a member assigned, the routing
// explanation stored); integration steps, the bot's CSAT step, the calendar step, owner routing on the CRM fakes,
// office hours, the funnel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { serializeFlow } from '../../src/domain/flows/serialize';
import { textDoc } from '../../src/domain/flows/steps';
import type { Flow, Routing } from '../../src/domain/flows/types';
import type { ConversationDetail, InboxDetails, Message } from '../../src/domain/inbox/types';
import type { MockServer } from '../../mock-server/index';
import { connectIntegration, startIntegrationServer } from './support/integrations';
import { call, login } from './support/server';
import { newVisitor, type TestVisitor } from './support/visitor';
import { listen, nextEvent, pusherClient, subscribed } from './support/pusher';
import { agentOnline } from './support/agentOnline';

let app: FastifyInstance;
let mocks: MockServer;
let port: number;
const clients: Pusher[] = [];
let widgetKey: string;
let projectId: number;
let adminToken: string;
let agentProject: Channel;
let ann: { id: number; name: string };

const H = 3600;
const route = (over: Partial<Routing>): Routing => ({ mode: 'everyone', destination: 'inbox', assignment: { teams: [], members: [] }, ...over });

async function addFlow(flow: Omit<Flow, 'version' | 'topics' | 'audienceId'> & { audienceId?: number | null }) {
  const full: Flow = { version: 1, topics: [], audienceId: null, ...flow };
  const row = await app.repos.flows.create({ projectId, name: full.name, status: full.status, audienceId: full.audienceId, priority: full.priority, definition: serializeFlow(full), now: 1 });
  return row.id;
}

let salesFlow: number;
let helpFlow: number;

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
  port = await listen(app);
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  widgetKey = p.project.widget_key;
  projectId = p.project.id;
  const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Ada Admin' });
  const a = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Ann', available: true });
  const b = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Ben', available: true, email: 'olivia.owner@crm.test' });
  await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Olaf Offline' });
  await app.repos.users.update(b.id, { meeting_link: 'https://cal.test/ben' });
  // Available means toggled on and connected (src/domain/presence): Ann and Ben have the dashboard open.
  await agentOnline(app, a);
  await agentOnline(app, b);
  ann = a;
  adminToken = await login(app, admin.email, admin.password);
  await connectIntegration(app, adminToken, 'salesforce'); // owner routing asks the connected Salesforce
  const agentToken = await login(app, a.email, a.password);
  const details = (await call(app, 'GET', '/app/inbox/details', undefined, agentToken)).json() as InboxDetails;
  const client = pusherClient(port, agentToken);
  clients.push(client);
  agentProject = await subscribed(client, details.pusherChannels[0]!.name);

  salesFlow = await addFlow({
    name: 'Sales bot',
    status: 'active',
    priority: 5,
    greeting: {
      variants: [{ id: 'g1', value: textDoc('Hello! What brings you here?'), gifs: [] }],
      buttons: [
        { id: 'o-sales', label: 'Talk to sales', redirect: { kind: 'nextState', pathId: 'p-sales' } },
        { id: 'o-help', label: 'Get help', redirect: { kind: 'nextState', pathId: 'p-help' } },
      ],
    },
    paths: [
      {
        id: 'p-sales',
        name: 'Sales',
        steps: [
          { id: 's-email', type: 'input', message: textDoc('Your work email?'), field: 'email', validation: 'email', redirect: { kind: 'fromResponse' } },
          { id: 's-alert', type: 'notification', recipients: { teams: [], members: [] }, note: 'New sales lead' },
          { id: 's-human', type: 'app', message: textDoc('Connecting you now.'), routing: route({ mode: 'everyoneInRoundrobin' }), waitSeconds: 30, offlineMessage: textDoc('We are away, we will email you.') },
        ],
      },
      {
        id: 'p-help',
        name: 'Help',
        steps: [
          { id: 'h-ticket', type: 'zendeskCreateTicket', subject: 'Help request', message: textDoc('') },
          { id: 'h-csat', type: 'feedback', message: textDoc('How are we doing so far?') },
          { id: 'h-cal', type: 'calendar', message: textDoc('Book a call with us'), url: 'https://cal.test/team' },
          { id: 'h-human', type: 'app', message: textDoc(''), routing: route({ mode: 'individuals', assignment: { teams: [], members: [b.id] } }), waitSeconds: null, offlineMessage: textDoc('') },
        ],
      },
    ],
  });
  helpFlow = await addFlow({
    name: 'Owner bot',
    status: 'active',
    priority: 1,
    greeting: { variants: [{ id: 'g2', value: textDoc('Hi from the owner bot'), gifs: [] }], buttons: [] },
    paths: [
      {
        id: 'p1',
        name: 'Owner',
        steps: [
          { id: 'o-email', type: 'input', message: textDoc('Email?'), field: 'email', validation: 'email', redirect: { kind: 'fromResponse' } },
          { id: 'o-human', type: 'app', message: textDoc(''), routing: route({ mode: 'salesforceContactOwner', assignment: { teams: [], members: [a.id] } }), waitSeconds: null, offlineMessage: textDoc('') },
        ],
      },
    ],
  });
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app.close();
  await mocks.close();
});

const texts = (ms: Message[]) => ms.map((m) => `${m.senderType}:${m.text}`);

async function say(v: TestVisitor, id: number, body: Record<string, unknown>) {
  const res = await call(app, 'POST', `/app/visitor/conversations/${id}/messages`, body, v.token);
  expect(res.statusCode).toBe(200);
  return res.json() as { message: Message | null; messages: Message[] };
}

async function detail(id: number, v: TestVisitor) {
  return (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, adminToken)).json() as ConversationDetail;
}

describe('greeting on a page view', () => {
  it('the highest-priority active flow greets (nothing stored yet)', async () => {
    const v = await newVisitor(app, widgetKey);
    const res = await call(app, 'POST', '/app/visitor/events', { type: 'pageview', url: 'https://shop.test/pricing', timeOnSiteSeconds: 12 }, v.token);
    expect(res.statusCode).toBe(200);
    const { greeting } = res.json();
    expect(greeting).toMatchObject({ flowId: salesFlow, variantId: 'g1' });
    expect(greeting.messages).toMatchObject([
      { senderType: 'bot', text: 'Hello! What brings you here?' },
      { senderType: 'bot', buttons: [{ id: 'o-sales', label: 'Talk to sales' }, { id: 'o-help', label: 'Get help' }] },
    ]);
    expect((await call(app, 'GET', '/app/visitor/conversations', undefined, v.token)).json().conversations).toEqual([]);
  });
});

describe('a bot conversation through buttons and an input, then the handoff', () => {
  it('switches from the bot tab to the human tab with the event, a member assigned and the explanation stored', async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Rita' });
    const visitorClient = pusherClient(port, v.token, '/app/visitor/realtime/auth');
    clients.push(visitorClient);
    const visitorChannel = await subscribed(visitorClient, v.channel);
    const promptSeen = nextEvent<{ message: Message }>(visitorChannel, 'new-message', (d) => d.message.text === 'Your work email?');

    const start = await call(app, 'POST', '/app/visitor/conversations', { flowId: salesFlow, variantId: 'g1', optionId: 'o-sales' }, v.token);
    expect(start.statusCode).toBe(201);
    const { conversationId: id, message, messages } = start.json();
    expect(message).toMatchObject({ senderType: 'visitor', text: 'Talk to sales' });
    expect(texts(messages)).toEqual(['bot:Hello! What brings you here?', 'bot:', 'visitor:Talk to sales', 'bot:Your work email?']);
    expect(messages[3]).toMatchObject({ prompt: { field: 'email', validation: 'email' } });
    expect((await promptSeen).message.senderType).toBe('bot');

    const botTab = (await call(app, 'GET', '/app/inbox/conversations?participant=bot', undefined, adminToken)).json();
    expect(botTab.conversations.map((c: { id: number }) => c.id)).toContain(id);

    const refused = await say(v, id, { text: 'not-an-email' });
    expect(texts(refused.messages)).toEqual(['visitor:not-an-email', 'bot:Please enter a valid email address!', 'bot:Your work email?']);

    const handoff = nextEvent<{ conversationId: number; botConv: boolean; conversation: { botConv: boolean } }>(agentProject, 'conversation-handoff', (d) => d.conversationId === id);
    const joined = nextEvent<{ conversationId: number; userId: number }>(agentProject, 'member-join', (d) => d.conversationId === id);
    const done = await say(v, id, { text: 'rita@acme.example' });
    expect(texts(done.messages)).toEqual(['visitor:rita@acme.example', 'bot:Connecting you now.']);
    expect(await handoff).toMatchObject({ botConv: false, conversation: { botConv: false } });
    expect((await joined).userId).toBe(ann.id);

    const d = await detail(id, v);
    expect(d.details.botConv).toBe(false);
    expect(d.participants.appUsers.map((u) => u.name)).toEqual(['Ann']);
    expect(d.details.routingExplanation).toBe('assigned to Ann: round robin among 2 available agents; Ada Admin and Olaf Offline offline');
    // The alert step left a note for agents only.
    expect(d.messages.find((m) => m.type === 'info')?.text).toBe('Alert for Ada Admin, Ann, Ben and Olaf Offline: New sales lead (email: rita@acme.example)');
    const human = (await call(app, 'GET', '/app/inbox/conversations?participant=nonBot', undefined, adminToken)).json();
    expect(human.conversations.map((c: { id: number }) => c.id)).toContain(id);

    // Handed over: the bot stays quiet, the message goes to the humans.
    const after = await say(v, id, { text: 'thanks!' });
    expect(texts(after.messages)).toEqual(['visitor:thanks!']);

    const funnel = (await call(app, 'GET', `/app/flows/${salesFlow}/funnel`, undefined, adminToken)).json();
    expect(funnel.byStep).toMatchObject({ 's-email': 1, 's-alert': 1, 's-human': 1, 'h-ticket': 0 });
    expect(funnel.started).toBeGreaterThanOrEqual(1);
  });

  it('a resent input (same clientId) runs the bot once', async () => {
    const v = await newVisitor(app, widgetKey);
    const id = (await call(app, 'POST', '/app/visitor/conversations', { flowId: salesFlow, optionId: 'o-sales' }, v.token)).json().conversationId;
    await say(v, id, { text: 'nope', clientId: 'c-1' });
    const again = await say(v, id, { text: 'nope', clientId: 'c-1' });
    expect(again.messages).toEqual([]);
    const all = (await call(app, 'GET', `/app/visitor/conversations/${id}/messages?after=0`, undefined, v.token)).json().messages as Message[];
    expect(all.filter((m) => m.text === 'Please enter a valid email address!')).toHaveLength(1);
  });
});

describe('bot settings: an unexpected reply', () => {
  it('hands over when the visitor types instead of choosing a button, if the bot settings say so', async () => {
    await app.repos.settings.put(projectId, 'bot', { name: 'Robin', image: '', defaultFlowId: null, unexpectedReply: 'handoff', replyDelaySeconds: 0 }, 1);
    try {
      const v = await newVisitor(app, widgetKey);
      const start = (await call(app, 'POST', '/app/visitor/conversations', { flowId: salesFlow, variantId: 'g1' }, v.token)).json();
      expect(start.messages.map((m: Message) => m.senderName)).toEqual(['Robin', 'Robin']);
      const res = await say(v, start.conversationId, { text: 'Can I just talk to someone?' });
      expect(texts(res.messages)).toEqual(['visitor:Can I just talk to someone?']);
      const d = await detail(start.conversationId, v);
      expect(d.details.botConv).toBe(false);
      expect(d.details.routingExplanation).toMatch(/^offered to everyone available: Ann and Ben/);
      // A typed label still picks its button.
      const w = await newVisitor(app, widgetKey);
      const other = (await call(app, 'POST', '/app/visitor/conversations', { flowId: salesFlow }, w.token)).json().conversationId;
      expect(texts((await say(w, other, { text: 'talk to SALES' })).messages)).toEqual(['visitor:talk to SALES', 'bot:Your work email?']);
    } finally {
      await app.repos.settings.put(projectId, 'bot', { name: 'Parley Bot', image: '', defaultFlowId: null, unexpectedReply: 'repeat', replyDelaySeconds: 0 }, 1);
    }
  });
});

describe('integration, CSAT and calendar steps', () => {
  it('tells the visitor the integration is unavailable, takes the rating, offers an agent meeting link, hands over', async () => {
    const v = await newVisitor(app, widgetKey);
    const start = (await call(app, 'POST', '/app/visitor/conversations', { flowId: salesFlow, optionId: 'o-help' }, v.token)).json();
    const id = start.conversationId as number;
    const shown = start.messages as Message[];
    expect(shown.map((m) => m.text)).toContain('Sorry, creating a support ticket is not available right now. A member of our team can help you instead.');
    const csat = shown.at(-1)!;
    expect(csat).toMatchObject({ type: 'feedback', senderType: 'bot', text: 'How are we doing so far?', feedback: { id: 'h-csat' } });
    expect(csat.buttons?.map((b) => b.label)).toEqual(['Disappointing', 'Bad', 'Just ok', 'Good', 'Excellent']);

    const rated = await call(app, 'POST', `/app/visitor/conversations/${id}/feedback`, { feedbackId: 'h-csat', rating: 5 }, v.token);
    expect(rated.json().message).toMatchObject({ type: 'csat_response', text: 'Excellent', feedback: { id: 'h-csat', rating: 5, label: 'Excellent' } });
    const thread = (await call(app, 'GET', `/app/visitor/conversations/${id}/messages?after=0`, undefined, v.token)).json().messages as Message[];
    expect(thread.at(-1)).toMatchObject({ senderType: 'bot', text: 'Book a call with us', calendar: { url: 'https://cal.test/ben', title: 'Book a call with us' } });

    const booked = await say(v, id, { text: 'booked, thanks' });
    expect(booked.messages.map((m) => m.senderType)).toEqual(['visitor']);
    const d = await detail(id, v);
    expect(d.details.botConv).toBe(false);
    expect(d.details.routingExplanation).toBe('assigned to Ben: selected individuals (1 available agent)');
    expect(d.messages.some((m) => m.type === 'info' && m.text === 'The bot could not run "creating a support ticket": Zendesk is not connected')).toBe(true);
    // The visitor never sees the agents' notes.
    const visitorView = (await call(app, 'GET', `/app/visitor/conversations/${id}/messages?after=0`, undefined, v.token)).json().messages as Message[];
    expect(visitorView.some((m) => m.type === 'info')).toBe(false);
    expect(visitorView.some((m) => m.text.startsWith('Sorry, creating a support ticket'))).toBe(true);
  });
});

describe('owner-based routing through the connected CRM', () => {
  it('hands the conversation to the Salesforce contact owner found by the email the visitor typed', async () => {
    const v = await newVisitor(app, widgetKey);
    const id = (await call(app, 'POST', '/app/visitor/conversations', { flowId: helpFlow }, v.token)).json().conversationId as number;
    await say(v, id, { text: 'pat@globex.example' });
    const d = await detail(id, v);
    expect(d.participants.appUsers.map((u) => u.name)).toEqual(['Ben']);
    expect(d.details.routingExplanation).toBe('assigned to Ben: Salesforce contact owner');
  });

  it('falls back to the assignment when the CRM knows no owner', async () => {
    const v = await newVisitor(app, widgetKey);
    const id = (await call(app, 'POST', '/app/visitor/conversations', { flowId: helpFlow }, v.token)).json().conversationId as number;
    await say(v, id, { text: 'stranger@nowhere.example' });
    const d = await detail(id, v);
    expect(d.details.routingExplanation).toBe('no contact found in Salesforce for the visitor; assigned to Ann: fallback round robin among 1 available agent');
  });
});

describe('office hours and human conversations', () => {
  it('outside office hours: handed over to the inbox with nobody assigned, the away message to the visitor', async () => {
    const now = new Date();
    const hour = now.getUTCHours();
    // One window that excludes the current hour, every day.
    const from = ((hour + 2) % 24) * H;
    const to = ((hour + 3) % 24) * H;
    await app.repos.settings.put(projectId, 'officeHours', { enabled: true, timezone: 'UTC', mode: 'everyday', windows: [{ from, to: to || 86400 }], days: {} }, 1);
    try {
      const v = await newVisitor(app, widgetKey);
      const id = (await call(app, 'POST', '/app/visitor/conversations', { flowId: salesFlow, optionId: 'o-sales' }, v.token)).json().conversationId;
      const res = await say(v, id, { text: 'ok@acme.example' });
      expect(texts(res.messages)).toEqual(['visitor:ok@acme.example', 'bot:Connecting you now.', 'bot:We are away, we will email you.']);
      const d = await detail(id, v);
      expect(d.details.botConv).toBe(false);
      expect(d.participants.appUsers).toEqual([]);
      expect(d.details.routingExplanation).toBe('outside office hours: nobody assigned, waiting in the inbox');
      const widget = (await call(app, 'GET', `/app/visitor/widget?projectKey=${widgetKey}`)).json();
      expect(widget).toMatchObject({ online: false, holiday: null, offlineForm: true });
    } finally {
      await app.repos.settings.put(projectId, 'officeHours', { enabled: false, timezone: 'UTC', mode: 'everyday', windows: [], days: {} }, 1);
    }
  });

  it('a conversation started without a flow is offered at once to every available agent', async () => {
    const v = await newVisitor(app, widgetKey);
    const res = await call(app, 'POST', '/app/visitor/conversations', { text: 'Hi, a human please' }, v.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().messages.map((m: Message) => m.text)).toEqual(['Hi, a human please']);
    const d = await detail(res.json().conversationId, v);
    expect(d.details.botConv).toBe(false);
    expect(d.participants.appUsers).toEqual([]);
    expect(d.details.routingExplanation).toBe('offered to everyone available: Ann and Ben (2 available agents); Ada Admin and Olaf Offline offline');
  });
});
