// Highlights end to end against the provider fakes (spec §3, §5, §6, §7, §8): the builder's templates, saving with
// the 15-field rule and the groups a project may use, the subscription call and its gating, one visitor's values from
// Parley, a connected Salesforce and HubSpot and the enrichment provider, slow providers answered as pending, the
// per-visitor cache and its refresh on a visitor change, provider failure, and isolation between projects.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { startMockServer, type MockServer } from '../../mock-server/index';
import { integrationSettings } from '../../server/integrations/settings';
import { enrichmentSettings } from '../../server/services/highlights/settings';
import { HIGHLIGHTS_MSG, type HighlightsTemplatesAnswer, type HighlightValue, type VisitorHighlightsAnswer } from '../../src/domain/highlights';
import { call, errorOf, login, startTestServer } from './support/server';
import { connectIntegration, TEST_PUBLIC_URL } from './support/integrations';
import { newVisitor, startConversation } from './support/visitor';

let app: FastifyInstance;
let mocks: MockServer;

interface Project {
  projectId: number;
  widgetKey: string;
  admin: string;
  agent: string;
}

async function newProject(): Promise<Project> {
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id });
  return { projectId: p.project.id, widgetKey: p.project.widget_key, admin: await login(app, admin.email, admin.password), agent: await login(app, agent.email, agent.password) };
}

let cs: string;
const subscribe = async (projectId: number, plan: { hasIntent: boolean; hasScoops: boolean; hasTechnology: boolean }) => {
  const res = await call(app, 'PUT', '/app/details/dozi/subscription', { projectId, ...plan }, cs);
  expect(res.statusCode, res.body).toBe(200);
};
const save = (token: string, keys: string[]) => call(app, 'POST', '/app/highlights', { fields: keys.map((key, i) => ({ id: `f${i}`, key })) }, token);
const templates = async (token: string) => (await call(app, 'GET', '/app/highlights/templates', undefined, token)).json() as HighlightsTemplatesAnswer;
const forVisitor = async (token: string, visitorId: string) => {
  const res = await call(app, 'GET', `/app/highlights/${visitorId}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VisitorHighlightsAnswer;
};
const valueOf = (a: VisitorHighlightsAnswer, key: string) => a.highlights.find((h) => h.key === key) as HighlightValue;
const latency = (body: object, method = 'POST') => fetch(`${mocks.url}/_latency`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const calls = async () => ((await (await fetch(`${mocks.url}/_latency/calls`)).json()) as { calls: Record<string, number> }).calls;

async function untilReady(token: string, visitorId: string): Promise<VisitorHighlightsAnswer> {
  for (let i = 0; i < 100; i++) {
    const a = await forVisitor(token, visitorId);
    if (a.pending.length === 0) return a;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('highlights stayed pending');
}

const FIFTEEN = ['chat.name', 'chat.email', 'chat.phone', 'chat.company', 'chat.location', 'chat.currentPage', 'chat.visits', 'chat.timeOnSite', 'chat.firstSeen', 'chat.lastSeen', 'chat.accountName', 'chat.domain', 'contact.jobTitle', 'company.name', 'company.industry'];

beforeAll(async () => {
  mocks = await startMockServer();
  app = await startTestServer({ publicUrl: TEST_PUBLIC_URL, integrations: integrationSettings({}, mocks.url), enrichment: enrichmentSettings({}, mocks.url) });
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const user = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, isCSUser: true });
  cs = await login(app, user.email, user.password);
});
afterAll(async () => {
  await app.close();
  await mocks.close();
});
beforeEach(async () => {
  await latency({}, 'DELETE');
  app.highlights.waitMs = 300;
});

describe('GET app/highlights/templates', () => {
  it('answers the menu in two categories, the templates, the flags and nothing saved yet', async () => {
    const { admin } = await newProject();
    const t = await templates(admin);
    expect(t.menu.map((c) => c.groups.map((g) => g.group))).toEqual([['ziChat', 'salesforce', 'hubspot'], ['contact', 'company', 'intent', 'technologies']]);
    expect(t.templates.length).toBeGreaterThan(0);
    expect(t.templates[0]!.templateList[0]!.fields.length).toBeGreaterThan(0);
    expect(t).toMatchObject({ hasSalesforce: false, hasHubspot: false, hasIntent: false, hasScoops: false, hasTechnology: false, isHighlightsSetup: false, selected: [] });
    expect(t.counts).toEqual({ ziChat: 0, salesforce: 0, hubspot: 0, contact: 0, company: 0, intent: 0, technologies: 0 });
  });

  it('lists the project custom chat fields under Chat', async () => {
    const { admin } = await newProject();
    const put = await call(app, 'PUT', '/app/settings/chatFields', { fields: [{ key: 'budget', name: 'Budget', type: 'number', options: [], defaultValue: '0' }] }, admin);
    expect(put.statusCode, put.body).toBe(200);
    const chat = (await templates(admin)).menu[0]!.groups[0]!;
    expect(chat.fields.filter((f) => f.section === 'custom').map((f) => [f.key, f.label])).toEqual([['chat.custom.budget', 'Budget']]);
  });

  it('needs a session with inbox or widget-settings rights', async () => {
    expect((await call(app, 'GET', '/app/highlights/templates')).statusCode).toBe(401);
    const { agent } = await newProject();
    expect((await call(app, 'GET', '/app/highlights/templates', undefined, agent)).statusCode).toBe(200);
  });
});

describe('GET app/details/dozi/subscription', () => {
  it('answers doziSubscriptionPlan; only customer-success users change it', async () => {
    const { projectId, admin } = await newProject();
    expect((await call(app, 'GET', '/app/details/dozi/subscription', undefined, admin)).json()).toEqual({ doziSubscriptionPlan: { hasIntent: false, hasScoops: false, hasTechnology: false } });
    expect((await call(app, 'PUT', '/app/details/dozi/subscription', { hasIntent: true, hasScoops: true, hasTechnology: true }, admin)).statusCode).toBe(403);
    await subscribe(projectId, { hasIntent: true, hasScoops: false, hasTechnology: true });
    expect((await call(app, 'GET', '/app/details/dozi/subscription', undefined, admin)).json().doziSubscriptionPlan).toEqual({ hasIntent: true, hasScoops: false, hasTechnology: true });
    expect((await templates(admin))).toMatchObject({ hasIntent: true, hasScoops: false, hasTechnology: true });
    expect((await call(app, 'GET', '/app/details/dozi/subscription')).statusCode).toBe(401);
    expect((await call(app, 'PUT', '/app/details/dozi/subscription', { projectId: 999999, hasIntent: true, hasScoops: true, hasTechnology: true }, cs)).statusCode).toBe(404);
  });
});

describe('POST app/highlights', () => {
  it('saves up to 15 fields with the §8 toast text and flips the setup flag', async () => {
    const { admin } = await newProject();
    const res = await save(admin, FIFTEEN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Highlights Successfully Setup or Updated', isHighlightsSetup: true });
    const t = await templates(admin);
    expect(t.isHighlightsSetup).toBe(true);
    expect(t.selected.map((s) => s.key)).toEqual(FIFTEEN);
    expect(t.counts).toMatchObject({ ziChat: 12, contact: 1, company: 2, salesforce: 0 });
  });

  it('refuses a 16th field with "15/15 fields already selected"', async () => {
    const { admin } = await newProject();
    const res = await save(admin, [...FIFTEEN, 'company.revenue']);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('15/15 fields already selected');
    expect((await templates(admin)).isHighlightsSetup).toBe(false);
  });

  it('refuses unknown and repeated fields, an empty list and malformed bodies', async () => {
    const { admin } = await newProject();
    expect(errorOf(await save(admin, ['chat.nope']))).toBe(HIGHLIGHTS_MSG.unknownField);
    expect(errorOf(await save(admin, ['chat.name', 'chat.name']))).toBe(HIGHLIGHTS_MSG.duplicate);
    expect(errorOf(await save(admin, []))).toBe(HIGHLIGHTS_MSG.pickOne);
    expect((await call(app, 'POST', '/app/highlights', { fields: 'chat.name' }, admin)).statusCode).toBe(400);
  });

  it('refuses groups the project lacks: CRM not connected, Intent / Scoops / Technologies not subscribed', async () => {
    const { projectId, admin } = await newProject();
    const refused = async (key: string) => {
      const res = await save(admin, ['chat.name', key]);
      expect(res.statusCode, key).toBe(403);
      return errorOf(res);
    };
    expect(await refused('salesforce.ownerName')).toBe('Integrate Salesforce to use its fields');
    expect(await refused('hubspot.recordLink')).toBe('Integrate HubSpot to use its fields');
    expect(await refused('intent.topics')).toBe('Subscribe to Intent to use its fields');
    expect(await refused('technologies.all')).toBe('Subscribe to Technologies to use its fields');
    expect(await refused('company.scoops')).toBe('Subscribe to Scoops to use its fields');
    await subscribe(projectId, { hasIntent: true, hasScoops: false, hasTechnology: true });
    expect((await save(admin, ['chat.name', 'intent.topics', 'technologies.all'])).statusCode).toBe(200);
    expect(await refused('company.scoops')).toBe('Subscribe to Scoops to use its fields');
    await connectIntegration(app, admin, 'salesforce', mocks);
    expect((await save(admin, ['salesforce.ownerName', 'salesforce.opportunityAmount'])).statusCode).toBe(200);
  });

  it('agents may read but not save', async () => {
    const { agent } = await newProject();
    expect((await save(agent, ['chat.name'])).statusCode).toBe(403);
    expect((await save('', ['chat.name'])).statusCode).toBe(401);
  });
});

describe('GET app/highlights/{visitorId}', () => {
  let p: Project;
  const KEYS = [
    'chat.email',
    'chat.company',
    'salesforce.recordLink',
    'salesforce.ownerName',
    'salesforce.opportunityAmount',
    'salesforce.opportunityStage',
    'hubspot.recordLink',
    'hubspot.ownerName',
    'contact.jobTitle',
    'company.industry',
    'intent.topTopic',
    'technologies.all',
  ];
  beforeAll(async () => {
    p = await newProject();
    await subscribe(p.projectId, { hasIntent: true, hasScoops: false, hasTechnology: true });
    await connectIntegration(app, p.admin, 'salesforce', mocks);
    await connectIntegration(app, p.admin, 'hubspot', mocks);
    expect((await save(p.admin, KEYS)).statusCode).toBe(200);
  });

  it('answers the flags and values from Parley, Salesforce, HubSpot and the enrichment provider', async () => {
    const v = await newVisitor(app, p.widgetKey, { name: 'Jane Buyer', email: 'jane@acme.example', company: 'Acme' });
    const a = await untilReady(p.agent, v.visitorId);
    expect(a).toMatchObject({ hasSalesforce: true, hasHubspot: true, hasIntent: true, hasTechnology: true, isHighlightsSetup: true, pending: [] });
    expect(a.highlights.map((h) => h.key)).toEqual(KEYS);
    expect(valueOf(a, 'chat.email').value).toBe('jane@acme.example');
    // Salesforce: the contact's owner and its account's open opportunity, the record link to the Lightning page.
    expect(valueOf(a, 'salesforce.ownerName').value).toBe('Sam Agent');
    expect(valueOf(a, 'salesforce.opportunityAmount').value).toBe('$15,500');
    expect(valueOf(a, 'salesforce.opportunityStage').value).toBe('Qualification');
    const link = valueOf(a, 'salesforce.recordLink');
    expect(link.href).toBe(`${mocks.url}/salesforce/lightning/r/Contact/003DEMO000000001/view`);
    const page = await fetch(link.href!);
    expect(await page.text()).toContain('Jane Buyer');
    // HubSpot: the contact's owner by id, the record on app.hubspot.com's path with the portal id.
    expect(valueOf(a, 'hubspot.ownerName').value).toBe('Olivia Owner');
    expect(valueOf(a, 'hubspot.recordLink').href).toBe(`${mocks.url}/hubspot/contacts/4242/record/0-1/51`);
    // Enrichment by the email's domain.
    expect(valueOf(a, 'company.industry').value).toBeTruthy();
    expect(valueOf(a, 'contact.jobTitle').value).toBeTruthy();
    expect(valueOf(a, 'intent.topTopic').value).toBeTruthy();
    expect(valueOf(a, 'technologies.all').items?.length).toBeGreaterThan(0);
  });

  it('says so when no CRM record matches, and shows values the bot has not asked for as none', async () => {
    const v = await newVisitor(app, p.widgetKey, { name: 'Nobody' });
    const a = await untilReady(p.admin, v.visitorId);
    expect(valueOf(a, 'chat.email').value).toBeNull();
    expect(valueOf(a, 'salesforce.ownerName')).toMatchObject({ state: 'ready', value: null, note: HIGHLIGHTS_MSG.notProvided });
    const w = await newVisitor(app, p.widgetKey, { email: 'someone@unknown-company.test' });
    const b = await untilReady(p.admin, w.visitorId);
    expect(valueOf(b, 'salesforce.ownerName')).toMatchObject({ state: 'ready', value: null, note: HIGHLIGHTS_MSG.noMatch });
    expect(valueOf(b, 'hubspot.ownerName').note).toBe(HIGHLIGHTS_MSG.noMatch);
    expect(valueOf(b, 'company.industry').value).toBeNull();
    // A quote in the address stays inside the SOQL string literal.
    const q = await newVisitor(app, p.widgetKey, { email: "o'neil@acme.example" });
    const c = await untilReady(p.admin, q.visitorId);
    expect(valueOf(c, 'salesforce.ownerName')).toMatchObject({ state: 'ready', note: HIGHLIGHTS_MSG.noMatch });
  });

  it('a slow provider does not block: its fields come back pending, then with values', async () => {
    app.highlights.waitMs = 100;
    await latency({ provider: 'enrichment', ms: 1500 });
    const v = await newVisitor(app, p.widgetKey, { email: 'pat@globex.example' });
    const started = Date.now();
    const first = await forVisitor(p.agent, v.visitorId);
    // Answered well before the slow provider (on a loaded machine the CRM may be pending too; it is never waited for).
    expect(Date.now() - started).toBeLessThan(1200);
    expect(first.pending).toContain('enrichment');
    expect(valueOf(first, 'company.industry').state).toBe('pending');
    const later = await untilReady(p.agent, v.visitorId);
    expect(valueOf(later, 'salesforce.ownerName').value).toBe('Olivia Owner');
    expect(valueOf(later, 'company.industry')).toMatchObject({ state: 'ready' });
    expect(valueOf(later, 'company.industry').value).toBeTruthy();
  });

  it('caches per visitor: a second read calls no provider; a changed visitor record is looked up again', async () => {
    const v = await newVisitor(app, p.widgetKey, { email: 'jane@acme.example' });
    await untilReady(p.agent, v.visitorId);
    const before = await calls();
    const again = await forVisitor(p.agent, v.visitorId);
    expect(await calls()).toEqual(before);
    expect(valueOf(again, 'hubspot.ownerName').value).toBe('Olivia Owner');
    // The visitor tells us another email: the next read looks them up again.
    const res = await call(app, 'POST', '/app/visitor/session', { projectKey: p.widgetKey, email: 'lee@startup.example' }, v.token);
    expect(res.statusCode).toBe(201);
    const changed = await untilReady(p.agent, v.visitorId);
    expect(valueOf(changed, 'salesforce.recordLink').href).toContain('/lightning/r/Lead/00QDEMO000000001/view');
    expect(valueOf(changed, 'salesforce.ownerName').value).toBe('Olivia Owner');
    expect(valueOf(changed, 'hubspot.ownerName').value).toBe('Sam Agent');
    expect((await calls()).salesforce).toBeGreaterThan(before.salesforce!);
  });

  it('a failing provider marks its fields failed and leaves the others', async () => {
    app.highlights.cache.clear();
    await fetch(`${mocks.url}/_oauth/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'salesforce', status: 503, body: [{ message: 'Server unavailable', errorCode: 'SERVER_UNAVAILABLE' }] }) });
    try {
      const v = await newVisitor(app, p.widgetKey, { email: 'jane@acme.example' });
      const a = await untilReady(p.agent, v.visitorId);
      expect(valueOf(a, 'salesforce.ownerName')).toMatchObject({ state: 'error', value: null, note: HIGHLIGHTS_MSG.providerFailed });
      expect(valueOf(a, 'hubspot.ownerName').value).toBe('Olivia Owner');
      expect(valueOf(a, 'chat.email').value).toBe('jane@acme.example');
    } finally {
      await fetch(`${mocks.url}/_oauth/fault?provider=salesforce`, { method: 'DELETE' });
    }
  });

  it('shows fields of a lapsed subscription locked, without asking the provider for them', async () => {
    const q = await newProject();
    await subscribe(q.projectId, { hasIntent: true, hasScoops: false, hasTechnology: false });
    expect((await save(q.admin, ['chat.email', 'intent.topTopic'])).statusCode).toBe(200);
    await subscribe(q.projectId, { hasIntent: false, hasScoops: false, hasTechnology: false });
    const v = await newVisitor(app, q.widgetKey, { email: 'jane@acme.example' });
    const a = await forVisitor(q.agent, v.visitorId);
    expect(a.hasIntent).toBe(false);
    expect(valueOf(a, 'intent.topTopic')).toMatchObject({ value: null, need: { subscription: 'intent' } });
  });

  it('answers isHighlightsSetup false and no fields before the builder was saved', async () => {
    const q = await newProject();
    const v = await newVisitor(app, q.widgetKey, { email: 'jane@acme.example' });
    expect(await forVisitor(q.agent, v.visitorId)).toMatchObject({ isHighlightsSetup: false, highlights: [], pending: [] });
  });
});

describe('chat fields and bot answers', () => {
  it('shows a custom chat field from what the bot collected, and the visitor record fields', async () => {
    const q = await newProject();
    const put = await call(app, 'PUT', '/app/settings/chatFields', { fields: [{ key: 'budget', name: 'Budget', type: 'number', options: [], defaultValue: '0' }] }, q.admin);
    expect(put.statusCode, put.body).toBe(200);
    expect((await save(q.admin, ['chat.custom.budget', 'chat.phone', 'chat.name', 'chat.location', 'chat.domain'])).statusCode).toBe(200);
    const v = await newVisitor(app, q.widgetKey, { name: 'Ada', email: 'ada@globex.example', location: 'Berlin, DE' });
    const conversationId = await startConversation(app, v, 'Hi', true);
    // What the bot's input steps store (the conversation's cursor), as botService saves it.
    await app.repos.conversations.update(conversationId, { bot_cursor: JSON.stringify({ answers: { budget: '25000', phone: '+49 30 1234' } }) });
    const a = await untilReady(q.agent, v.visitorId);
    expect(a.highlights.map((h) => [h.label, h.value])).toEqual([
      ['Budget', '25000'],
      ['Phone', '+49 30 1234'],
      ['Name', 'Ada'],
      ['Location', 'Berlin, DE'],
      ['Web domain', 'globex.example'],
    ]);
  });
});

describe('isolation between projects', () => {
  it('project B cannot read project A highlights, visitors or values', async () => {
    const a = await newProject();
    const b = await newProject();
    await connectIntegration(app, a.admin, 'salesforce', mocks);
    expect((await save(a.admin, ['chat.email', 'salesforce.ownerName'])).statusCode).toBe(200);
    const v = await newVisitor(app, a.widgetKey, { email: 'jane@acme.example' });
    expect((await untilReady(a.agent, v.visitorId)).highlights).toHaveLength(2);
    for (const token of [b.admin, b.agent]) {
      const res = await call(app, 'GET', `/app/highlights/${v.visitorId}`, undefined, token);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('jane@acme.example');
    }
    const tb = await templates(b.admin);
    expect(tb).toMatchObject({ isHighlightsSetup: false, selected: [], hasSalesforce: false });
    expect((await save(b.admin, ['salesforce.ownerName'])).statusCode).toBe(403);
    expect((await save(b.admin, ['chat.name'])).statusCode).toBe(200);
    expect((await templates(a.admin)).selected.map((s) => s.key)).toEqual(['chat.email', 'salesforce.ownerName']);
    expect((await call(app, 'GET', `/app/highlights/${v.visitorId}`)).statusCode).toBe(401);
  });
});

describe('malformed input', () => {
  it('answers every Highlights route in §8 shape, never a 5xx', async () => {
    const { admin } = await newProject();
    const bodies: unknown[] = [
      { fields: [['a', 1]] },
      { fields: { nested: true } },
      { fields: 12345 },
      { fields: [{ id: '<script>alert(1)</script>', key: 'chat.name' }] },
      { fields: [{ id: 'a', key: 'x'.repeat(100_000) }] },
      { fields: [{ id: 'a', key: { __proto__: { polluted: true } } }] },
      ['chat.name'],
    ];
    for (const body of bodies) {
      const res = await call(app, 'POST', '/app/highlights', body, admin);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(res)).toBeTruthy();
    }
    for (const id of ['999999999', '..%2F..%2Fetc%2Fpasswd', encodeURIComponent('<script>x</script>'), 'x'.repeat(90)]) {
      const res = await call(app, 'GET', `/app/highlights/${id}`, undefined, admin);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBeTruthy();
    }
    for (const body of [{ projectId: 'abc', hasIntent: true, hasScoops: true, hasTechnology: true }, { hasIntent: 'yes please' }, {}]) {
      const res = await call(app, 'PUT', '/app/details/dozi/subscription', body, cs);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBeTruthy();
    }
  });
});
