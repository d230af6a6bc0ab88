// The demo lights up Highlights (issue 22): the seeded visitors are records of the bundled Salesforce fake and
// companies the enrichment fake knows; on its first start with the fakes the demo connects its admin's Salesforce and
// chooses the Sales essentials fields (demo/crmGrant.ts), so a seeded visitor's panel shows values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { startMockServer, type MockServer } from '../../mock-server/index';
import { DEMO_VISITORS } from '../../mock-server/crm/named';
import { keepDemoCrmConnected } from '../../demo/crmGrant';
import { DEMO } from '../../demo/seed/project';
import { PEOPLE } from '../../demo/seed/people';
import { integrationSettings } from '../../server/integrations/settings';
import { enrichmentSettings } from '../../server/services/highlights/settings';
import { HIGHLIGHTS_MSG, type VisitorHighlightsAnswer } from '../../src/domain/highlights';
import { call, login, startTestServer } from './support/server';
import { TEST_PUBLIC_URL } from './support/integrations';

let app: FastifyInstance;
let mocks: MockServer;
let token: string;

async function highlightsOf(publicId: string): Promise<VisitorHighlightsAnswer> {
  for (let i = 0; i < 100; i++) {
    const res = await call(app, 'GET', `/app/highlights/${publicId}`, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as VisitorHighlightsAnswer;
    if (answer.pending.length === 0) return answer;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('Highlights stayed pending');
}

beforeAll(async () => {
  mocks = await startMockServer();
  app = await startTestServer({
    publicUrl: TEST_PUBLIC_URL,
    integrations: integrationSettings({}, mocks.url),
    enrichment: enrichmentSettings({}, mocks.url),
    outboundAllowHosts: [new URL(mocks.url).host],
    seedDemo: true,
    demoHistory: true,
  });
  token = await login(app, DEMO.admin, DEMO.password);
}, 90_000);
afterAll(async () => {
  await app.close();
  await mocks.close();
});

describe('the demo Highlights', () => {
  it("knows every seeded visitor in the Salesforce fake's data", () => {
    const known = new Set([...DEMO_VISITORS.contacts, ...DEMO_VISITORS.leads].map((r) => r.email));
    for (const p of PEOPLE) expect(known.has(p.email), p.email).toBe(true);
  });

  it("connects Salesforce on the first start and a seeded visitor's panel shows the record, owner, deal and company", async () => {
    expect(await keepDemoCrmConnected(app, mocks)).toBe('granted');
    const views = (await call(app, 'GET', '/app/integrations', undefined, token)).json().integrations as Array<{ kind: string; state: string }>;
    expect(views.find((v) => v.kind === 'salesforce')!.state).toBe('connected');

    const project = (await app.repos.projects.findByWidgetKey(DEMO.widgetKey))!;
    const withDeal = new Set(DEMO_VISITORS.contacts.filter((c) => c.opportunity).map((c) => c.email));
    const seeded = (await sql<{ public_id: string; email: string }>`select public_id, email from visitors where project_id = ${project.id} and email is not null`.execute(app.db.kysely)).rows;
    const visitor = seeded.find((v) => withDeal.has(v.email));
    expect(visitor, 'a seeded visitor who gave an email known as a contact with a deal').toBeDefined();

    const answer = await highlightsOf(visitor!.public_id);
    expect(answer).toMatchObject({ isHighlightsSetup: true, hasSalesforce: true });
    const value = (key: string) => answer.highlights.find((h) => h.key === key);
    for (const key of ['salesforce.recordLink', 'salesforce.ownerName', 'salesforce.opportunityAmount', 'salesforce.opportunityStage', 'company.industry', 'contact.jobTitle']) {
      expect(value(key)?.value, key).toBeTruthy();
    }
    expect(answer.highlights.filter((h) => h.note === HIGHLIGHTS_MSG.noMatch)).toEqual([]);
  });

  it('later starts renew that connection; once the admin disconnects it, it stays disconnected', async () => {
    expect(await keepDemoCrmConnected(app, mocks)).toBe('granted');
    expect((await call(app, 'DELETE', '/app/integrations/salesforce', undefined, token)).statusCode).toBe(200);
    expect(await keepDemoCrmConnected(app, mocks)).toBe('untouched');
    const project = (await app.repos.projects.findByWidgetKey(DEMO.widgetKey))!;
    expect(await app.repos.integrations.find(project.id, 'salesforce')).toBeUndefined();
  });
});
