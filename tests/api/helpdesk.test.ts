// The helpdesk calls of spec §7 against the Zendesk and Service Cloud fakes, with the project connected for real
// (authorize page → callback): ticket and case creation (the visitor as requester, the §8 toast, the agents' note),
// knowledge search, provider failures in §8's shape with the provider's reason, a blank keyword answered without a
// provider call, plan gating with the §6 upgrade text, and projects kept apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MockServer } from '../../mock-server/index';
import { buildProject, buildUser } from '../../server/db/builders';
import type { Message } from '../../src/domain/inbox/types';
import { call, errorOf, login } from './support/server';
import { connectIntegration, startIntegrationServer } from './support/integrations';
import { newVisitor, startConversation, visitorSays } from './support/visitor';

let app: FastifyInstance;
let mocks: MockServer;
let admin: string;
let agent: string;
let other: string; // an enterprise project with nothing connected
let growth: string; // a plan without Zendesk or Service Cloud
let conversationId: number;
let otherConversationId: number;
let anonymousConversationId: number;

const mock = async <T>(path: string, init?: RequestInit) => (await (await fetch(`${mocks.url}${path}`, init)).json()) as T;
const fault = (path: string, status: number) => fetch(`${mocks.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }) });
const clear = (path: string) => fetch(`${mocks.url}${path}`, { method: 'DELETE' });
const zendeskSearches = async () => (await mock<{ searches: number }>('/zendesk/__calls')).searches;
const sfSearches = async () => (await mock<{ searches: number }>('/salesforce/__servicecloud/calls')).searches;
const thread = async (id: number, token: string) => {
  const list = (await call(app, 'GET', '/app/inbox/conversations?participant=nonBot', undefined, token)).json().conversations as Array<{ id: number; user: { id: string } }>;
  const visitor = list.find((c) => c.id === id)!.user.id;
  return (await call(app, 'GET', `/app/inbox/conversations/${id}/${visitor}`, undefined, token)).json().messages as Message[];
};

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Ada', available: true });
  const g = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Gus', available: true });
  admin = await login(app, a.email, a.password);
  agent = await login(app, g.email, g.password);
  await connectIntegration(app, admin, 'zendesk', mocks);
  await connectIntegration(app, admin, 'salesforce', mocks);
  const v = await newVisitor(app, p.project.widget_key, { name: 'Jane Doe', email: 'jane@globex.example' });
  conversationId = await startConversation(app, v, 'Hi, our SSO login fails since this morning');
  await visitorSays(app, v, conversationId, 'We use Okta');
  anonymousConversationId = await startConversation(app, await newVisitor(app, p.project.widget_key), 'hello');

  const q = await buildProject(app.repos, { plan: 'enterprise' });
  const qa = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id, name: 'Quinn' });
  other = await login(app, qa.email, qa.password);
  otherConversationId = await startConversation(app, await newVisitor(app, q.project.widget_key, { name: 'Olga' }), 'Hello');

  const r = await buildProject(app.repos, { plan: 'growth' });
  const ra = await buildUser(app.repos, { projectId: r.project.id, roleId: r.admin.id });
  growth = await login(app, ra.email, ra.password);
});
afterAll(async () => {
  await app.close();
  await mocks.close();
});

const ticket = { subject: 'SSO login fails', description: 'Jane Doe: Hi, our SSO login fails since this morning\nJane Doe: We use Okta' };

describe('POST app/zendesk/ticket', () => {
  it('creates the ticket with the visitor as requester, answers ticketId and the §8 toast, and notes it for agents', async () => {
    const res = await call(app, 'POST', '/app/zendesk/ticket', { conversationId, ...ticket }, agent);
    expect(res.statusCode).toBe(200);
    const { ticketId, message } = res.json();
    const created = (await mock<{ tickets: Array<Record<string, unknown>> }>('/zendesk/__tickets')).tickets.find((t) => String(t.id) === ticketId)!;
    expect(created).toMatchObject({ subject: ticket.subject, description: ticket.description, requester: { name: 'Jane Doe', email: 'jane@globex.example' }, tags: ['parley', 'live_chat'] });
    expect(message).toBe(`Ticket created successfully in Zendesk with Ticket ID: ${ticketId}`);
    const note = (await thread(conversationId, agent)).at(-1)!;
    expect(note).toMatchObject({ type: 'info', senderType: 'system', text: `Gus created Zendesk ticket #${ticketId}` });
  });

  it("answers Zendesk's own reason in §8's shape when it refuses or fails", async () => {
    const refused = await call(app, 'POST', '/app/zendesk/ticket', { conversationId, ...ticket, requesterEmail: 'jane@globex' }, agent);
    expect(refused.statusCode).toBe(502);
    expect(errorOf(refused)).toBe('Zendesk could not create the ticket: Requester: Email jane@globex is not properly formatted');
    await fault('/zendesk/__fault', 503);
    try {
      const down = await call(app, 'POST', '/app/zendesk/ticket', { conversationId, ...ticket }, agent);
      expect(down.statusCode).toBe(502);
      expect(errorOf(down)).toBe('Zendesk could not create the ticket: Zendesk is temporarily unavailable. Please try again in a few minutes.');
    } finally {
      await clear('/zendesk/__fault');
    }
  });

  it('leaves the requester to Zendesk (the connected account) when the visitor gave no email', async () => {
    const res = await call(app, 'POST', '/app/zendesk/ticket', { conversationId: anonymousConversationId, subject: 'Question', description: 'Site visitor: hello' }, agent);
    expect(res.statusCode).toBe(200);
    const created = (await mock<{ tickets: Array<Record<string, unknown>> }>('/zendesk/__tickets')).tickets.find((t) => String(t.id) === res.json().ticketId)!;
    expect(created.requester).toEqual({ name: null, email: null });
  });

  it('validates with the shared schema', async () => {
    const res = await call(app, 'POST', '/app/zendesk/ticket', { conversationId, subject: '', description: 'x' }, agent);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.subject).toBe('Please enter a subject');
  });
});

describe('GET app/zendesk/knowledgesearch', () => {
  it('answers Help Center articles with their public links and plain snippets', async () => {
    const res = await call(app, 'GET', '/app/zendesk/knowledgesearch?keyword=billing', undefined, agent);
    expect(res.statusCode).toBe(200);
    const articles = res.json().articles as Array<{ id: string; title: string; url: string; snippet: string }>;
    expect(articles.map((a) => a.title)).toContain('How billing works: seats, invoices and proration');
    expect(articles[0]!.url).toMatch(new RegExp(`^${mocks.url}/zendesk/hc/en-us/articles/\\d+-`));
    expect(articles.every((a) => !a.snippet.includes('<em>'))).toBe(true);
    expect((await fetch(articles[0]!.url)).status).toBe(200);
  });

  it('answers an empty list for a blank keyword without calling Zendesk', async () => {
    const before = await zendeskSearches();
    for (const q of ['', '?keyword=', '?keyword=%20%20']) {
      const res = await call(app, 'GET', `/app/zendesk/knowledgesearch${q}`, undefined, agent);
      expect(res.json()).toEqual({ articles: [] });
    }
    expect(await zendeskSearches()).toBe(before);
  });

  it('refreshes an expired Zendesk token once and answers as usual', async () => {
    await fetch(`${mocks.url}/_oauth/expire`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ issuer: 'zendesk' }) });
    const res = await call(app, 'GET', '/app/zendesk/knowledgesearch?keyword=password', undefined, agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().articles.map((a: { title: string }) => a.title)).toEqual(['Resetting a forgotten password']);
  });

  it("answers Zendesk's failure in §8's shape", async () => {
    await fault('/zendesk/__fault', 500);
    try {
      const res = await call(app, 'GET', '/app/zendesk/knowledgesearch?keyword=sso', undefined, agent);
      expect(res.statusCode).toBe(502);
      expect(errorOf(res)).toBe('Zendesk knowledge search failed: Something went wrong on our end. Please try again later.');
    } finally {
      await clear('/zendesk/__fault');
    }
  });
});

describe('Service Cloud', () => {
  it('creates a Case from the conversation and answers the case id with the §8 toast', async () => {
    const res = await call(app, 'POST', '/app/serviceCloud/ticket', { conversationId, ...ticket }, agent);
    expect(res.statusCode).toBe(200);
    const { caseId, message } = res.json();
    expect(caseId).toMatch(/^500/);
    expect(message).toBe(`Case created successfully in Service cloud with Case ID: ${caseId}`);
    const created = (await mock<{ cases: Array<Record<string, unknown>> }>('/salesforce/__servicecloud/cases')).cases.find((c) => c.Id === caseId)!;
    expect(created).toMatchObject({ Subject: ticket.subject, Description: ticket.description, Origin: 'Chat', SuppliedName: 'Jane Doe', SuppliedEmail: 'jane@globex.example' });
    expect((await thread(conversationId, agent)).at(-1)).toMatchObject({ type: 'info', text: `Gus created Service Cloud case ${caseId}` });
  });

  it('searches Knowledge with SOSL (reserved characters escaped) and links the articles', async () => {
    const res = await call(app, 'GET', `/app/serviceCloud/knowledgesearch?keyword=${encodeURIComponent('SSO (saml)')}`, undefined, agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().articles).toEqual([
      { id: expect.stringMatching(/^ka0/), title: 'Configure SAML single sign-on', url: `${mocks.url}/salesforce/s/article/configure-saml-single-sign-on`, snippet: expect.stringContaining('identity provider') },
    ]);
  });

  it("answers Salesforce's error message on failure, and a blank keyword without a call", async () => {
    const before = await sfSearches();
    expect((await call(app, 'GET', '/app/serviceCloud/knowledgesearch?keyword=', undefined, agent)).json()).toEqual({ articles: [] });
    expect(await sfSearches()).toBe(before);
    await fault('/salesforce/__servicecloud/fault', 503);
    try {
      const res = await call(app, 'GET', '/app/serviceCloud/knowledgesearch?keyword=billing', undefined, agent);
      expect(res.statusCode).toBe(502);
      expect(errorOf(res)).toBe('Service Cloud knowledge search failed: Server is temporarily unavailable. Please try again later.');
      const t = await call(app, 'POST', '/app/serviceCloud/ticket', { conversationId, ...ticket }, agent);
      expect(errorOf(t)).toBe('Service Cloud could not create the case: Server is temporarily unavailable. Please try again later.');
    } finally {
      await clear('/salesforce/__servicecloud/fault');
    }
  });
});

describe("the bot builder's test mode", () => {
  it('files a real test ticket and case with the tester as requester, tagged and marked as a test', async () => {
    const z = await call(app, 'POST', '/app/zendesk/ticket/test', { subject: 'From the bot', description: 'Visitor: billing' }, admin);
    expect(z.statusCode).toBe(200);
    const t = (await mock<{ tickets: Array<Record<string, unknown>> }>('/zendesk/__tickets')).tickets.find((x) => String(x.id) === z.json().ticketId)!;
    expect(t).toMatchObject({ subject: '[Test] From the bot', description: 'Visitor: billing', requester: { name: 'Ada' }, tags: ['parley', 'live_chat', 'parley_test'] });
    const s = await call(app, 'POST', '/app/serviceCloud/ticket/test', { subject: 'From the bot', description: 'Visitor: billing' }, admin);
    expect(s.json().message).toBe(`Case created successfully in Service cloud with Case ID: ${s.json().caseId}`);
  });

  it('needs the conversations write right (agents have the inbox only)', async () => {
    const res = await call(app, 'POST', '/app/zendesk/ticket/test', { subject: 'x', description: 'y' }, agent);
    expect(res.statusCode).toBe(403);
  });
});

describe('gating and isolation', () => {
  it('refuses a plan without the feature with the §6 upgrade text, before calling anyone', async () => {
    const before = await zendeskSearches();
    const z = await call(app, 'GET', '/app/zendesk/knowledgesearch?keyword=billing', undefined, growth);
    expect(z.statusCode).toBe(403);
    expect(errorOf(z)).toBe('Upgrade your plan to use Zendesk');
    const s = await call(app, 'POST', '/app/serviceCloud/ticket', { conversationId, ...ticket }, growth);
    expect(errorOf(s)).toBe('Upgrade your plan to use Salesforce service cloud');
    expect(await zendeskSearches()).toBe(before);
  });

  it("never uses another project's connection or conversation", async () => {
    const search = await call(app, 'GET', '/app/zendesk/knowledgesearch?keyword=billing', undefined, other);
    expect(search.statusCode).toBe(409);
    expect(errorOf(search)).toBe('Zendesk is not connected');
    const t = await call(app, 'POST', '/app/serviceCloud/ticket', { conversationId: otherConversationId, ...ticket }, other);
    expect(errorOf(t)).toBe('Salesforce is not connected');
    // The connected project cannot file a ticket on the other project's conversation.
    const foreign = await call(app, 'POST', '/app/zendesk/ticket', { conversationId: otherConversationId, ...ticket }, agent);
    expect(foreign.statusCode).toBe(404);
  });

  it('needs a signed-in user with the inbox', async () => {
    expect((await call(app, 'GET', '/app/zendesk/knowledgesearch?keyword=x')).statusCode).toBe(401);
  });
});
