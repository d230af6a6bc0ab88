// Plan gating enforced by the server (spec §6): widget settings, office hours and Element Click triggers
// (click-based chat) are refused with 402 and the dashboard's upgrade prompt on a plan without them, and saved on
// one with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { errorOf, login, startTestServer } from './support/server';

let app: FastifyInstance;
let starter: string;
let growth: string;
let starterProjectId: number;
const req = (method: 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  app.inject({ method, url, payload: body as Record<string, unknown> | undefined, headers: { authorization: `Bearer ${token}` } });

const officeHours = { enabled: true, timezone: 'UTC', mode: 'weekdays', windows: [{ from: 32400, to: 61200 }], days: {} };
const clickAudience = {
  name: 'Clicked the demo button',
  groupsConjunction: 'AND',
  groups: [{ conjunction: 'AND', rules: [{ field: 'visitedUrl', operator: 'contains', value: '/pricing' }] }],
  triggers: [{ type: 'elementClick', value: '#book-demo' }],
};
const urlAudience = { ...clickAudience, name: 'Pricing visitors', triggers: [{ type: 'visitUrl', value: ['https://acme.test/pricing*'] }] };

async function adminOf(plan: string) {
  const p = await buildProject(app.repos, { plan });
  const u = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  return { projectId: p.project.id, token: await login(app, u.email, u.password) };
}

beforeAll(async () => {
  app = await startTestServer();
  const s = await adminOf('starter');
  starter = s.token;
  starterProjectId = s.projectId;
  growth = (await adminOf('growth')).token;
});
afterAll(async () => app.close());

describe('plan gating on the server', () => {
  it('office hours need the officeHours feature: 402 with the upgrade prompt on Starter, saved on Growth', async () => {
    const refused = await req('PUT', '/app/settings/officeHours', starter, officeHours);
    expect(refused.statusCode).toBe(402);
    expect(errorOf(refused)).toBe('Office hours: not included in your plan. Upgrade to Growth or above to use it.');
    const saved = await req('PUT', '/app/settings/officeHours', growth, officeHours);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Updated the widget settings successfully');
  });

  it('widget settings need the widgetSettings feature', async () => {
    const noWidget = await adminOf('starter');
    await app.repos.projects.update(noWidget.projectId, { features: JSON.stringify(['integrations']) });
    const refused = await req('PUT', '/app/settings/widgetAppearance', noWidget.token, { title: 'Talk to us' });
    expect(refused.statusCode).toBe(402);
    expect(errorOf(refused)).toBe('Widget settings: not included in your plan. Upgrade to Starter or above to use it.');
    expect((await req('PUT', '/app/settings/widgetAppearance', starter, { title: 'Talk to us' })).statusCode).toBe(200);
  });

  it('Element Click triggers need click-based chat; other triggers do not', async () => {
    const refused = await req('POST', '/app/audiences', starter, clickAudience);
    expect(refused.statusCode).toBe(402);
    expect(errorOf(refused)).toBe('Click-based chat: not included in your plan. Upgrade to Growth or above to use it.');
    const plain = await req('POST', '/app/audiences', starter, urlAudience);
    expect(plain.statusCode).toBe(201);
    expect((await req('PUT', `/app/audiences/${plain.json().id}`, starter, { ...urlAudience, triggers: clickAudience.triggers })).statusCode).toBe(402);
    expect((await req('POST', '/app/audiences', growth, clickAudience)).statusCode).toBe(201);
  });

  it('a flow is not saved with an Element Click audience kept from a larger plan', async () => {
    // Stored directly: the audience was saved while the project still had click-based chat.
    const kept = await app.repos.audiences.create(starterProjectId, { ...clickAudience, name: 'Kept from Growth' } as never, 0);
    const flow = (await req('POST', '/app/flows', starter, { name: 'Demo bot' })).json();
    const refused = await req('PUT', `/app/flows/${flow.id}`, starter, { ...flow, audienceId: kept.id });
    expect(refused.statusCode).toBe(402);
    expect(errorOf(refused)).toBe('Click-based chat: not included in your plan. Upgrade to Growth or above to use it.');
    const plain = (await req('POST', '/app/audiences', starter, { ...urlAudience, name: 'Pricing again' })).json();
    expect((await req('PUT', `/app/flows/${flow.id}`, starter, { ...flow, audienceId: plain.id })).statusCode).toBe(200);
  });
});
