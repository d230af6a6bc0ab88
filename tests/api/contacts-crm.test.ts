// Issue 26: a CRM match is an identity source. When the Highlights panel finds the visitor's email in the connected
// Salesforce (the provider fake), the contact is made (one per email, however often the panel asks) and links to
// the CRM record; the match does not move the contact's "last seen".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { startMockServer, type MockServer } from '../../mock-server/index';
import { integrationSettings } from '../../server/integrations/settings';
import type { Contact } from '../../src/domain/contacts';
import type { VisitorHighlightsAnswer } from '../../src/domain/highlights';
import { call, login, startTestServer } from './support/server';
import { connectIntegration, TEST_PUBLIC_URL } from './support/integrations';
import { newVisitor } from './support/visitor';

let app: FastifyInstance;
let mocks: MockServer;
let admin: string;
let widgetKey: string;

beforeAll(async () => {
  mocks = await startMockServer();
  app = await startTestServer({ publicUrl: TEST_PUBLIC_URL, integrations: integrationSettings({}, mocks.url) });
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  widgetKey = p.project.widget_key;
  const user = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  admin = await login(app, user.email, user.password);
  await connectIntegration(app, admin, 'salesforce', mocks);
  expect((await call(app, 'POST', '/app/highlights', { fields: [{ id: 'f0', key: 'salesforce.recordLink' }] }, admin)).statusCode).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await mocks?.close();
});

async function highlightsReady(visitorId: string) {
  for (let i = 0; i < 100; i++) {
    const a = (await call(app, 'GET', `/app/highlights/${visitorId}`, undefined, admin)).json() as VisitorHighlightsAnswer;
    if (a.pending.length === 0) return a;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('highlights stayed pending');
}

describe('the CRM match as an identity source', () => {
  it('makes one contact linked to the Salesforce record, however often the panel asks', async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Jane Buyer', email: 'jane@acme.example' });
    const contacts = async () => (await call(app, 'GET', `/app/contacts?filter=${encodeURIComponent(JSON.stringify({ q: 'jane@acme' }))}`, undefined, admin)).json() as Contact[];
    expect(await contacts()).toEqual([]);
    await highlightsReady(v.visitorId);
    await highlightsReady(v.visitorId);
    const found = await contacts();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ email: 'jane@acme.example', source: 'crm', verified: false, company: { name: 'Acme' } });
    expect(found[0]!.crmLinks).toEqual([{ kind: 'salesforce', url: `${mocks.url}/salesforce/lightning/r/Contact/003DEMO000000001/view`, label: 'Contact 003DEMO000000001' }]);
    expect((await call(app, 'GET', `/app/contacts/visitor/${v.visitorId}`, undefined, admin)).json().contact).toMatchObject({ id: found[0]!.id });
  });
});
