// The bot's helpdesk steps against the Zendesk and Service Cloud fakes, with the project connected for real:
// a ticket (case) from the visitor's answers and transcript with the visitor as requester, knowledge-base results
// sent as link messages, and a provider failing (503 / 500): the visitor gets the polite fallback, agents a note
// with the provider's reason, and the flow goes on with its next step. A project without the connection never
// borrows another project's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MockServer } from '../../mock-server/index';
import { buildProject, buildUser } from '../../server/db/builders';
import { serializeFlow } from '../../src/domain/flows/serialize';
import { textDoc } from '../../src/domain/flows/steps';
import type { Flow } from '../../src/domain/flows/types';
import type { Message } from '../../src/domain/inbox/types';
import { call, login } from './support/server';
import { connectIntegration, startIntegrationServer } from './support/integrations';
import { newVisitor, type TestVisitor } from './support/visitor';

let app: FastifyInstance;
let mocks: MockServer;
let admin: string;
let widgetKey: string;
let projectId: number;
let flowId: number;
let otherAdmin: string;
let otherKey: string;
let otherFlowId: number;

const APOLOGY = {
  ticket: 'Sorry, creating a support ticket is not available right now. A member of our team can help you instead.',
  kb: 'Sorry, searching our knowledge base is not available right now. A member of our team can help you instead.',
};

const flow: Flow = {
  version: 1,
  topics: [],
  audienceId: null,
  name: 'Support bot',
  status: 'active',
  priority: 1,
  greeting: {
    variants: [{ id: 'g', value: textDoc('Hi! How can we help?'), gifs: [] }],
    buttons: [
      { id: 'o-ticket', label: 'Report a problem', redirect: { kind: 'nextState', pathId: 'p-ticket' } },
      { id: 'o-kb', label: 'Search the help centre', redirect: { kind: 'nextState', pathId: 'p-kb' } },
      { id: 'o-case', label: 'Open a case', redirect: { kind: 'nextState', pathId: 'p-case' } },
      { id: 'o-sckb', label: 'Search knowledge', redirect: { kind: 'nextState', pathId: 'p-sckb' } },
      { id: 'o-twice', label: 'Search twice', redirect: { kind: 'nextState', pathId: 'p-twice' } },
    ],
  },
  paths: [
    {
      id: 'p-ticket',
      name: 'Ticket',
      steps: [
        { id: 't-email', type: 'input', message: textDoc('Your work email?'), field: 'email', validation: 'email', redirect: { kind: 'fromResponse' } },
        { id: 't-what', type: 'plainInput', message: textDoc('What went wrong?') },
        { id: 't-ticket', type: 'zendeskCreateTicket', subject: 'Login problem from chat', message: textDoc('Thanks! Our support team has your ticket.') },
        { id: 't-after', type: 'text', message: textDoc('Anything else I can do?'), gifs: [] },
      ],
    },
    {
      id: 'p-kb',
      name: 'Help centre',
      steps: [
        { id: 'k-search', type: 'zendeskSearchKnowledgeBase', message: textDoc('What are you looking for?') },
        { id: 'k-after', type: 'text', message: textDoc('Did that answer your question?'), gifs: [] },
      ],
    },
    {
      id: 'p-case',
      name: 'Case',
      steps: [
        { id: 'c-case', type: 'serviceCloudCreateTicket', subject: 'Case from chat', message: textDoc('') },
        { id: 'c-after', type: 'text', message: textDoc('Bye for now'), gifs: [] },
      ],
    },
    {
      id: 'p-twice',
      name: 'Two searches',
      steps: [
        { id: 'w1', type: 'zendeskSearchKnowledgeBase', message: textDoc('First search?') },
        { id: 'w2', type: 'zendeskSearchKnowledgeBase', message: textDoc('Second search?') },
      ],
    },
    {
      id: 'p-sckb',
      name: 'Knowledge',
      steps: [
        { id: 's-search', type: 'serviceCloudKnowledgeBase', message: textDoc('Search our knowledge base:') },
        { id: 's-after', type: 'text', message: textDoc('Hope that helps'), gifs: [] },
      ],
    },
  ],
};

const addFlow = async (projectId: number) => (await app.repos.flows.create({ projectId, name: flow.name, status: 'active', audienceId: null, priority: 1, definition: serializeFlow(flow), now: 1 })).id;
const mock = async <T>(path: string, init?: RequestInit) => (await (await fetch(`${mocks.url}${path}`, init)).json()) as T;
const fault = (path: string, status: number) => fetch(`${mocks.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }) });
const clear = (path: string) => fetch(`${mocks.url}${path}`, { method: 'DELETE' });
const texts = (ms: Message[]) => ms.map((m) => `${m.senderType}:${m.text}`);

async function begin(key: string, id: number, optionId: string, name = 'Jane Doe') {
  const v = await newVisitor(app, key, { name });
  const res = await call(app, 'POST', '/app/visitor/conversations', { flowId: id, variantId: 'g', optionId }, v.token);
  expect(res.statusCode).toBe(201);
  return { v, conversationId: res.json().conversationId as number, messages: res.json().messages as Message[] };
}
async function say(v: TestVisitor, id: number, text: string): Promise<Message[]> {
  const res = await call(app, 'POST', `/app/visitor/conversations/${id}/messages`, { text }, v.token);
  expect(res.statusCode).toBe(200);
  return res.json().messages as Message[];
}
const agentThread = async (id: number, v: TestVisitor, token = admin) => (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, token)).json().messages as Message[];
const notes = (ms: Message[]) => ms.filter((m) => m.type === 'info').map((m) => m.text);

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  widgetKey = p.project.widget_key;
  projectId = p.project.id;
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Ada' });
  admin = await login(app, a.email, a.password);
  await connectIntegration(app, admin, 'zendesk', mocks);
  await connectIntegration(app, admin, 'salesforce', mocks);
  flowId = await addFlow(p.project.id);

  const q = await buildProject(app.repos, { plan: 'enterprise' });
  otherKey = q.project.widget_key;
  const qa = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id });
  otherAdmin = await login(app, qa.email, qa.password);
  otherFlowId = await addFlow(q.project.id);
});
afterAll(async () => {
  await app.close();
  await mocks.close();
});

describe('zendeskCreateTicket', () => {
  it("creates a ticket from the visitor's answers and transcript, shows the step's message and goes on", async () => {
    const { v, conversationId } = await begin(widgetKey, flowId, 'o-ticket');
    await say(v, conversationId, 'jane@globex.example');
    const shown = await say(v, conversationId, 'SSO with Okta fails since this morning');
    expect(texts(shown)).toEqual(['visitor:SSO with Okta fails since this morning', 'bot:Thanks! Our support team has your ticket.', 'bot:Anything else I can do?']);
    const ticket = (await mock<{ tickets: Array<Record<string, unknown>> }>('/zendesk/__tickets')).tickets.at(-1)!;
    expect(ticket).toMatchObject({ subject: 'Login problem from chat', requester: { name: 'Jane Doe', email: 'jane@globex.example' }, tags: ['parley', 'live_chat', 'parley_bot'] });
    expect(ticket.description).toContain('email: jane@globex.example');
    expect(ticket.description).toContain('Jane Doe: SSO with Okta fails since this morning');
    expect(ticket.description).toContain('Parley Bot: What went wrong?');
    expect(notes(await agentThread(conversationId, v))).toContain(`Parley Bot created Zendesk ticket #${String(ticket.id)}`);
  });

  it('on a Zendesk outage tells the visitor politely, notes the reason for agents and continues the flow', async () => {
    await fault('/zendesk/__fault', 503);
    try {
      const { v, conversationId } = await begin(widgetKey, flowId, 'o-ticket');
      await say(v, conversationId, 'jo@globex.example');
      const shown = await say(v, conversationId, 'Invoices are wrong');
      expect(texts(shown)).toEqual(['visitor:Invoices are wrong', `bot:${APOLOGY.ticket}`, 'bot:Anything else I can do?']);
      expect(notes(await agentThread(conversationId, v))).toContain(
        'The bot could not run "creating a support ticket": Zendesk could not create the ticket: Zendesk is temporarily unavailable. Please try again in a few minutes.',
      );
      // The visitor never sees the agents' note.
      const own = (await call(app, 'GET', `/app/visitor/conversations/${conversationId}/messages?after=0`, undefined, v.token)).json().messages as Message[];
      expect(own.some((m) => m.type === 'info')).toBe(false);
    } finally {
      await clear('/zendesk/__fault');
    }
  });
});

describe('a resent message', () => {
  it('is stored once and calls the helpdesk once', async () => {
    const { v, conversationId } = await begin(widgetKey, flowId, 'o-twice');
    const searches = async () => (await mock<{ searches: number }>('/zendesk/__calls')).searches;
    const body = { text: 'billing', clientId: 'c-billing-1' };
    const first = await call(app, 'POST', `/app/visitor/conversations/${conversationId}/messages`, body, v.token);
    expect(texts(first.json().messages).at(-1)).toBe('bot:Second search?');
    const before = await searches();
    // The bot now waits on the second search: the resend must not run it.
    const again = await call(app, 'POST', `/app/visitor/conversations/${conversationId}/messages`, body, v.token);
    expect(again.statusCode).toBe(200);
    expect(await searches()).toBe(before);
    expect((await agentThread(conversationId, v)).filter((m) => m.text === 'billing')).toHaveLength(1);
  });
});

describe('zendeskSearchKnowledgeBase', () => {
  it('sends the Help Center articles for what the visitor typed as link messages, then goes on', async () => {
    const { v, conversationId, messages } = await begin(widgetKey, flowId, 'o-kb');
    expect(texts(messages).at(-1)).toBe('bot:What are you looking for?');
    const shown = await say(v, conversationId, 'billing');
    const links = shown.filter((m) => m.link);
    expect(links.map((m) => m.link!.title)).toContain('How billing works: seats, invoices and proration');
    expect(links.length).toBeLessThanOrEqual(3);
    for (const m of links) expect(m.link!.url).toMatch(new RegExp(`^${mocks.url}/zendesk/hc/en-us/articles/\\d+-`));
    expect(texts(shown).at(-1)).toBe('bot:Did that answer your question?');
  });

  it('says so when nothing matches, and apologises when the search fails', async () => {
    const none = await begin(widgetKey, flowId, 'o-kb');
    expect(texts(await say(none.v, none.conversationId, 'quantum teleportation'))).toEqual([
      'visitor:quantum teleportation',
      'bot:I could not find an article about "quantum teleportation".',
      'bot:Did that answer your question?',
    ]);
    await fault('/zendesk/__fault', 500);
    try {
      const down = await begin(widgetKey, flowId, 'o-kb');
      expect(texts(await say(down.v, down.conversationId, 'billing'))).toEqual(['visitor:billing', 'bot:Sorry, searching our help centre is not available right now. A member of our team can help you instead.', 'bot:Did that answer your question?']);
      expect(notes(await agentThread(down.conversationId, down.v))[0]).toMatch(/^The bot could not run "searching our help centre": Zendesk knowledge search failed: Something went wrong/);
    } finally {
      await clear('/zendesk/__fault');
    }
  });
});

describe('Service Cloud steps', () => {
  it('opens a Case with the visitor as supplied name and tells the visitor its id when the step has no message', async () => {
    const { conversationId, messages, v } = await begin(widgetKey, flowId, 'o-case', 'Sam Lee');
    const sfCase = (await mock<{ cases: Array<Record<string, unknown>> }>('/salesforce/__servicecloud/cases')).cases.at(-1)!;
    expect(sfCase).toMatchObject({ Subject: 'Case from chat', Origin: 'Chat', SuppliedName: 'Sam Lee' });
    expect(sfCase.Description).toContain('Sam Lee: Open a case');
    expect(texts(messages).slice(-2)).toEqual([`bot:We have created support case ${String(sfCase.Id)} for you. Our team will get back to you soon.`, 'bot:Bye for now']);
    expect(notes(await agentThread(conversationId, v))).toContain(`Parley Bot created Service Cloud case ${String(sfCase.Id)}`);
  });

  it('searches Knowledge and links the articles; a failure apologises and goes on', async () => {
    const { v, conversationId } = await begin(widgetKey, flowId, 'o-sckb');
    const shown = await say(v, conversationId, 'password');
    expect(shown.find((m) => m.link)?.link).toEqual({ url: `${mocks.url}/salesforce/s/article/reset-your-password`, title: 'Reset your password', subtitle: expect.stringContaining('Forgot password') });
    expect(texts(shown).at(-1)).toBe('bot:Hope that helps');
    await fault('/salesforce/__servicecloud/fault', 503);
    try {
      const down = await begin(widgetKey, flowId, 'o-sckb');
      expect(texts(await say(down.v, down.conversationId, 'password'))).toEqual(['visitor:password', `bot:${APOLOGY.kb}`, 'bot:Hope that helps']);
      expect(notes(await agentThread(down.conversationId, down.v))).toContain(
        'The bot could not run "searching our knowledge base": Service Cloud knowledge search failed: Server is temporarily unavailable. Please try again later.',
      );
    } finally {
      await clear('/salesforce/__servicecloud/fault');
    }
  });
});

describe('plan', () => {
  it('a plan that no longer has Zendesk leaves the step to agents with the upgrade reason', async () => {
    const project = (await app.repos.projects.findById(projectId))!;
    await app.repos.projects.update(projectId, { features: JSON.stringify(['integrations', 'serviceCloud']) });
    try {
      const { v, conversationId } = await begin(widgetKey, flowId, 'o-kb');
      expect(texts(await say(v, conversationId, 'billing'))).toEqual(['visitor:billing', 'bot:Sorry, searching our help centre is not available right now. A member of our team can help you instead.', 'bot:Did that answer your question?']);
      expect(notes(await agentThread(conversationId, v))).toContain('The bot could not run "searching our help centre": Upgrade your plan to use Zendesk');
    } finally {
      await app.repos.projects.update(projectId, { features: project.features });
    }
  });
});

describe('isolation', () => {
  it("a project without the connection never borrows another project's", async () => {
    const before = (await mock<{ tickets: unknown[] }>('/zendesk/__tickets')).tickets.length;
    const { v, conversationId } = await begin(otherKey, otherFlowId, 'o-ticket');
    await say(v, conversationId, 'kim@initech.example');
    expect(texts(await say(v, conversationId, 'Help'))).toEqual(['visitor:Help', `bot:${APOLOGY.ticket}`, 'bot:Anything else I can do?']);
    expect(notes(await agentThread(conversationId, v, otherAdmin))).toContain('The bot could not run "creating a support ticket": Zendesk is not connected');
    expect((await mock<{ tickets: unknown[] }>('/zendesk/__tickets')).tickets.length).toBe(before);
  });
});
