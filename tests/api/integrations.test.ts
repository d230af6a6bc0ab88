// Integrations end to end against the provider fakes: every §7 callback, refusals (Deny, forged, replayed and
// expired states, a provider's error), token refresh on 401, the one-MAP rule, sync summaries, disconnect with
// revocation, tokens encrypted at rest, and isolation between projects.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MockServer } from '../../mock-server/index';
import { companies, people } from '../../mock-server/crm/records';
import { integrationSettings } from '../../server/integrations/settings';
import { INTEGRATIONS, type IntegrationKind, type IntegrationView } from '../../src/domain/integrations/kinds';
import { INTEGRATION_MSG, integratedSuccessfully } from '../../src/domain/integrations/messages';
import { browserCookie, call, errorOf, login, startTestServer } from './support/server';
import { authorize, callbackCall, connectIntegration, CREDENTIALS, integrationSuite, teamsConsent, TEST_PUBLIC_URL } from './support/integrations';

let app: FastifyInstance;
let mocks: MockServer;

async function newAdmin(): Promise<{ token: string; projectId: number }> {
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  return { token: await login(app, admin.email, admin.password), projectId: p.project.id };
}

const views = async (token: string) => (await call(app, 'GET', '/app/integrations', undefined, token)).json().integrations as IntegrationView[];
const viewOf = async (token: string, kind: IntegrationKind) => (await views(token)).find((v) => v.kind === kind)!;
const startConnect = async (token: string, kind: IntegrationKind) => {
  const res = await call(app, 'POST', `/app/integrations/${kind}/connect`, CREDENTIALS[kind] ?? {}, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().authorizeUrl as string;
};
const hook = (p: string, body: unknown, method = 'POST') => fetch(`${mocks.url}/_oauth${p}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function waitForSync(token: string, kind: IntegrationKind) {
  for (let i = 0; i < 200; i++) {
    const s = (await call(app, 'GET', `/app/integrations/${kind}/summary`, undefined, token)).json().summary;
    if (s.progress === null) return s;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('sync did not finish');
}

integrationSuite((started) => ({ app, mocks } = started));

describe('connecting through each provider', () => {
  const kinds = Object.values(INTEGRATIONS).map((i) => i.kind);
  it.each(kinds)('%s connects and shows its account', async (kind) => {
    const { token } = await newAdmin();
    expect((await viewOf(token, kind)).state).toBe('notConnected');
    await connectIntegration(app, token, kind, mocks);
    const view = await viewOf(token, kind);
    expect(view.state).toBe('connected');
    expect(view.account).toBeTruthy();
    const flags = (await call(app, 'GET', '/app/integration', undefined, token)).json().integrations;
    expect(flags[kind]).toBe(true);
  });

  it('answers the success toast of §8', async () => {
    const { token } = await newAdmin();
    const back = await authorize(await startConnect(token, 'hubspot'));
    const res = await callbackCall(app, token, 'hubspot', back);
    expect(res.json().message).toBe(integratedSuccessfully('hubspot'));
    // HubSpot's state passes the project name along (spec §7).
    expect(JSON.parse(back.state!).projectName).toMatch(/^Project /);
  });

  it('Pardot needs no auth header: the signed state says whose connection it is', async () => {
    const { token } = await newAdmin();
    const back = await authorize(await startConnect(token, 'pardot'));
    expect((await callbackCall(app, undefined, 'pardot', back)).statusCode).toBe(200);
    expect((await viewOf(token, 'pardot')).state).toBe('connected');
  });

  it('asks credential kinds for their field first (§5)', async () => {
    const { token } = await newAdmin();
    const res = await call(app, 'POST', '/app/integrations/zendesk/connect', {}, token);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('Domain is required');
    const marketo = await call(app, 'POST', '/app/integrations/marketo/connect', { clientId: 'x' }, token);
    expect(errorOf(marketo)).toBe('Client Id, Client secret and Base URL are required');
  });
});

describe('refusals', () => {
  it('Deny on the authorize page comes back with an error and no code; the call without a code is refused', async () => {
    const { token } = await newAdmin();
    const back = await authorize(await startConnect(token, 'slack'), 'deny');
    expect(back.location.searchParams.get('error')).toBe('access_denied');
    const res = await callbackCall(app, token, 'slack', back);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(INTEGRATION_MSG.tryAgain);
    expect((await viewOf(token, 'slack')).state).toBe('notConnected');
  });

  it('a replayed callback is refused and changes nothing', async () => {
    const { token } = await newAdmin();
    const back = await authorize(await startConnect(token, 'salesforce'));
    expect((await callbackCall(app, token, 'salesforce', back)).statusCode).toBe(200);
    const again = await callbackCall(app, token, 'salesforce', back);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toBe(INTEGRATION_MSG.tryAgain);
  });

  it('a forged or unparseable state is refused', async () => {
    const { token } = await newAdmin();
    const back = await authorize(await startConnect(token, 'zendesk'));
    const state = JSON.parse(back.state!);
    const forged = { ...back, state: JSON.stringify({ integrationKey: state.integrationKey.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')) }) };
    expect(errorOf(await callbackCall(app, token, 'zendesk', forged))).toBe(INTEGRATION_MSG.tryAgain);
    expect(errorOf(await callbackCall(app, token, 'zendesk', { ...back, state: '{not json' }))).toBe(INTEGRATION_MSG.tryAgain);
    // The genuine one still works once.
    expect((await callbackCall(app, token, 'zendesk', back)).statusCode).toBe(200);
  });

  it('an expired state is refused', async () => {
    const { token } = await newAdmin();
    const back = await authorize(await startConnect(token, 'eloqua'));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      expect(errorOf(await callbackCall(app, token, 'eloqua', back))).toBe(INTEGRATION_MSG.tryAgain);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a provider's refusal of the code comes back in its own words", async () => {
    const { token } = await newAdmin();
    const back = await authorize(await startConnect(token, 'googleCalendar'));
    const res = await callbackCall(app, token, 'googleCalendar', { ...back, code: 'code_not-issued' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('Bad Request');
  });

  it('MS Teams comes back with a tenant; MS Dynamics holds the code, then generates the token', async () => {
    const { token } = await newAdmin();
    const teams = await teamsConsent(app, await authorize(await startConnect(token, 'msteams')));
    expect(teams.tenant).toBeTruthy();
    expect((await callbackCall(app, token, 'msteams', teams)).statusCode).toBe(200);

    const nothingHeld = await call(app, 'POST', '/app/msdynamics/generatetoken', undefined, token);
    expect(errorOf(nothingHeld)).toBe(INTEGRATION_MSG.dynamicsFailed);
    const denied = await authorize(await startConnect(token, 'msdynamics'), 'deny');
    const hold = await app.inject({ method: 'GET', url: `${denied.location.pathname}${denied.location.search}`, headers: { cookie: browserCookie(app) } });
    expect(hold.headers.location).toBe('/verify/msdynamics?code=400&status=access_denied');
  });
});

describe('using a connection', () => {
  it('refreshes on a 401 and marks the connection for reconnecting when the refresh fails', async () => {
    const { token, projectId } = await newAdmin();
    await connectIntegration(app, token, 'salesforce');
    const before = await app.integrations.accessToken(projectId, 'salesforce');
    await hook('/expire', { issuer: 'salesforce' });
    const info = await app.integrations.json<{ preferred_username: string }>(projectId, 'salesforce', '/services/oauth2/userinfo');
    expect(info.preferred_username).toBeTruthy();
    const after = await app.integrations.accessToken(projectId, 'salesforce');
    expect(after).not.toBe(before);

    // The admin revokes Parley at the provider: the next refresh fails.
    const row = await app.repos.integrations.find(projectId, 'salesforce');
    const refresh = (app.integrations as unknown as { cipher: { decrypt(s: string): string } }).cipher.decrypt(row!.refresh_token!);
    await fetch(`${mocks.url}/salesforce/services/oauth2/revoke`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${refresh}` });
    await expect(app.integrations.json(projectId, 'salesforce', '/services/oauth2/userinfo')).rejects.toThrow(INTEGRATION_MSG.reconnect);
    const view = await viewOf(token, 'salesforce');
    expect(view.state).toBe('needsReconnect');
    expect(view.error).toBe(INTEGRATION_MSG.reconnect);
  });

  it('refreshes before expiry without waiting for a 401', async () => {
    const { token, projectId } = await newAdmin();
    await connectIntegration(app, token, 'hubspot');
    const first = await app.integrations.accessToken(projectId, 'hubspot');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1750 * 1000); // HubSpot tokens live 1800 s
      expect(await app.integrations.accessToken(projectId, 'hubspot')).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('allows one marketing-automation platform (§5), on the server too', async () => {
    const { token } = await newAdmin();
    await connectIntegration(app, token, 'pardot');
    for (const kind of ['marketo', 'eloqua'] as const) {
      const res = await call(app, 'POST', `/app/integrations/${kind}/connect`, {}, token);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toBe(INTEGRATION_MSG.onlyOneMap);
    }
    // A CRM is not a marketing-automation platform.
    expect((await call(app, 'POST', '/app/integrations/hubspot/connect', {}, token)).statusCode).toBe(200);
  });

  it('summarises a Salesforce sync from the records it read', async () => {
    const { token } = await newAdmin();
    await connectIntegration(app, token, 'salesforce');
    // The first sync starts on connect (issue 22); "Sync now" while it runs shows its progress.
    const started = await call(app, 'POST', '/app/integrations/salesforce/sync', undefined, token);
    expect(started.statusCode).toBe(202);
    const summary = await waitForSync(token, 'salesforce');
    const leads = people(350, 10);
    const contacts = people(120, 12, 500);
    const accounts = companies(40, 8);
    const configured = [...leads, ...contacts].filter((p) => p.email).length + accounts.filter((c) => c.domain).length;
    expect(summary).toMatchObject({ total: leads.length + contacts.length + accounts.length, configuredSync: configured, syncState: 'activelySyncing', error: null });
    expect(summary.notConfiguredSync).toBe(summary.total - configured);
  });

  it('summarises HubSpot and Marketo syncs, and a provider error marks "sync with error" with its reason', async () => {
    const { token } = await newAdmin();
    await connectIntegration(app, token, 'hubspot');
    await call(app, 'POST', '/app/integrations/hubspot/sync', undefined, token);
    const hs = await waitForSync(token, 'hubspot');
    expect(hs.total).toBe(people(230, 9, 1000).length + companies(30, 6).length);

    const marketo = await newAdmin();
    await connectIntegration(app, marketo.token, 'marketo', mocks);
    await call(app, 'POST', '/app/integrations/marketo/sync', undefined, marketo.token);
    expect((await waitForSync(marketo.token, 'marketo')).total).toBe(150 + 60);

    await hook('/fault', { provider: 'hubspot', status: 429, body: { status: 'error', message: 'You have reached your secondly limit.', category: 'RATE_LIMITS' } });
    try {
      await call(app, 'POST', '/app/integrations/hubspot/sync', undefined, token);
      const failed = await waitForSync(token, 'hubspot');
      expect(failed.syncState).toBe('syncWithError');
      expect(failed.error).toBe('You have reached your secondly limit.');
    } finally {
      await fetch(`${mocks.url}/_oauth/fault?provider=hubspot`, { method: 'DELETE' });
    }
  });

  it('disconnect revokes at the provider and deletes the tokens', async () => {
    const { token, projectId } = await newAdmin();
    await connectIntegration(app, token, 'salesforce');
    const access = await app.integrations.accessToken(projectId, 'salesforce');
    const res = await call(app, 'DELETE', '/app/integrations/salesforce', undefined, token);
    expect(res.statusCode).toBe(200);
    const revoked = ((await (await fetch(`${mocks.url}/_oauth/revoked`)).json()) as { revoked: string[] }).revoked;
    expect(revoked.some((r) => r.startsWith('salesforce:'))).toBe(true);
    // The provider no longer accepts the token, and Parley no longer has it.
    const userinfo = await fetch(`${mocks.url}/salesforce/services/oauth2/userinfo`, { headers: { authorization: `Bearer ${access}` } });
    expect(userinfo.status).toBe(401);
    expect(await app.repos.integrations.find(projectId, 'salesforce')).toBeUndefined();
    expect((await viewOf(token, 'salesforce')).state).toBe('notConnected');
  });
});

describe('isolation between projects', () => {
  it("project B neither sees nor uses nor completes project A's connections", async () => {
    const a = await newAdmin();
    const b = await newAdmin();
    await connectIntegration(app, a.token, 'zendesk');
    expect((await viewOf(b.token, 'zendesk')).state).toBe('notConnected');
    expect((await call(app, 'DELETE', '/app/integrations/zendesk', undefined, b.token)).statusCode).toBe(404);
    expect((await call(app, 'POST', '/app/integrations/zendesk/sync', undefined, b.token)).statusCode).toBe(400);
    await expect(app.integrations.accessToken(b.projectId, 'zendesk')).rejects.toThrow('Zendesk is not connected');
    // A's authorization completed with B's session is refused, and stays usable by A.
    const back = await authorize(await startConnect(a.token, 'hubspot'));
    expect(errorOf(await callbackCall(app, b.token, 'hubspot', back))).toBe(INTEGRATION_MSG.tryAgain);
    expect((await viewOf(a.token, 'zendesk')).state).toBe('connected');
  });

  it('an agent without the integrations permission cannot list or connect', async () => {
    const p = await buildProject(app.repos, { plan: 'enterprise' });
    const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id });
    const token = await login(app, agent.email, agent.password);
    expect((await call(app, 'GET', '/app/integrations', undefined, token)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/app/integrations/hubspot/connect', {}, token)).statusCode).toBe(403);
  });
});

describe('tokens at rest', () => {
  it('are encrypted: neither the column nor the database file holds the token text', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-int-'));
    const onDisk = await startTestServer({ dataDir, publicUrl: TEST_PUBLIC_URL, integrations: integrationSettings({}, mocks.url), databaseUrl: null });
    try {
      const p = await buildProject(onDisk.repos, { plan: 'enterprise' });
      const admin = await buildUser(onDisk.repos, { projectId: p.project.id, roleId: p.admin.id });
      const token = await login(onDisk, admin.email, admin.password);
      await connectIntegration(onDisk, token, 'hubspot');
      const plain = await onDisk.integrations.accessToken(p.project.id, 'hubspot');
      const row = await onDisk.repos.integrations.find(p.project.id, 'hubspot');
      expect(row!.access_token).toMatch(/^v2\./); // v2.<key id>.… (server/lib/keys.ts)
      expect(row!.access_token).not.toContain(plain);
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(onDisk.db.kysely);
      const files = fs.readdirSync(dataDir).filter((f) => /\.(db|sqlite)(-wal)?$/.test(f) || f.endsWith('-wal'));
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) expect(fs.readFileSync(path.join(dataDir, f)).includes(Buffer.from(plain))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'integrations.key'))).toBe(true);
    } finally {
      await onDisk.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
