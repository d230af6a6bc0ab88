// Integrations as a customer meets them (issue 22): RingLead beside a marketing-automation platform, the first CRM
// sync starting on connect without "Sync now", and connecting a second calendar only with an explicit `replace`.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MockServer } from '../../mock-server/index';
import type { IntegrationKind, IntegrationSummary, IntegrationView } from '../../src/domain/integrations/kinds';
import { INTEGRATION_MSG } from '../../src/domain/integrations/messages';
import { call, errorOf, login } from './support/server';
import { authorize, callbackCall, connectIntegration, integrationSuite } from './support/integrations';

let app: FastifyInstance;
let mocks: MockServer;

async function newAdmin(): Promise<{ token: string; projectId: number; userId: number; email: string }> {
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  return { token: await login(app, admin.email, admin.password), projectId: p.project.id, userId: admin.id, email: admin.email };
}

const viewOf = async (token: string, kind: IntegrationKind) =>
  ((await call(app, 'GET', '/app/integrations', undefined, token)).json().integrations as IntegrationView[]).find((v) => v.kind === kind)!;

/** Polls the summary (as the card does) until the sync has a result; never presses "Sync now". */
async function syncResult(token: string, kind: IntegrationKind): Promise<IntegrationSummary> {
  for (let i = 0; i < 400; i++) {
    const s = (await call(app, 'GET', `/app/integrations/${kind}/summary`, undefined, token)).json().summary as IntegrationSummary;
    if (s.progress === null && (s.lastSyncAt !== null || s.error)) return s;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${kind}: no sync ran after connecting`);
}

integrationSuite((started) => ({ app, mocks } = started));

describe('one marketing-automation platform: Marketo, Pardot and Eloqua', () => {
  it('RingLead, a routing tool, connects beside Pardot or Marketo; a second platform is still refused', async () => {
    const pardot = await newAdmin();
    await connectIntegration(app, pardot.token, 'pardot');
    await connectIntegration(app, pardot.token, 'ringlead');
    expect((await viewOf(pardot.token, 'ringlead')).state).toBe('connected');
    for (const kind of ['marketo', 'eloqua'] as const) {
      const res = await call(app, 'POST', `/app/integrations/${kind}/connect`, {}, pardot.token);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toBe(INTEGRATION_MSG.onlyOneMap);
    }

    const marketo = await newAdmin();
    await connectIntegration(app, marketo.token, 'ringlead');
    await connectIntegration(app, marketo.token, 'marketo', mocks);
    expect((await viewOf(marketo.token, 'marketo')).state).toBe('connected');
    expect((await viewOf(marketo.token, 'ringlead')).group).toBe('routing');
  });
});

describe('the first sync starts on connect', () => {
  it.each(['salesforce', 'hubspot', 'marketo'] as const)('%s: the summary reports a finished sync without "Sync now"', async (kind) => {
    const { token } = await newAdmin();
    await connectIntegration(app, token, kind, mocks);
    // The card loaded right after connecting already shows the run (progress, actively syncing).
    const first = (await viewOf(token, kind)).summary!;
    expect(first.lastSyncAt !== null || first.progress !== null).toBe(true);
    expect(first.syncState).toBe('activelySyncing');
    const done = await syncResult(token, kind);
    expect(done.error).toBeNull();
    expect(done.total).toBeGreaterThan(0);
    expect(done.syncState).toBe('activelySyncing');
  });

  it('a connect that is not a CRM starts no sync', async () => {
    const { token, projectId } = await newAdmin();
    await connectIntegration(app, token, 'zendesk');
    expect(await app.repos.integrations.findSync(projectId, 'zendesk')).toBeUndefined();
  });
});

describe('one calendar per agent', () => {
  it('connecting Office 365 over Google is refused until confirmed, naming the calendar and account; then replaces it', async () => {
    const me = await newAdmin();
    await connectIntegration(app, me.token, 'googleCalendar');
    const refused = await call(app, 'POST', '/app/integrations/office365Calendar/connect', {}, me.token);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(INTEGRATION_MSG.calendarReplaceRefused('Office 365 calendar', 'Google calendar', me.email));
    expect((await app.repos.calendars.find(me.projectId, me.userId))?.kind).toBe('googleCalendar');

    // Reconnecting the same calendar asks nothing.
    expect((await call(app, 'POST', '/app/integrations/googleCalendar/connect', {}, me.token)).statusCode).toBe(200);

    const confirmed = await call(app, 'POST', '/app/integrations/office365Calendar/connect', { replace: true }, me.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Nothing is dropped before the provider's consent comes back.
    expect((await app.repos.calendars.find(me.projectId, me.userId))?.kind).toBe('googleCalendar');
    const back = await authorize(confirmed.json().authorizeUrl as string);
    expect((await callbackCall(app, me.token, 'office365Calendar', back)).statusCode).toBe(200);
    expect((await viewOf(me.token, 'office365Calendar')).state).toBe('connected');
    expect((await viewOf(me.token, 'googleCalendar')).state).toBe('notConnected');
  });

  it('an agent without a calendar connects either without confirming', async () => {
    const me = await newAdmin();
    expect((await call(app, 'POST', '/app/integrations/office365Calendar/connect', {}, me.token)).statusCode).toBe(200);
  });
});
