// Issue 23, finding 10: OAuth login CSRF. Every flow is bound to the browser that clicked Connect (RFC 9700
// §4.7.1: a short-lived, SameSite, HTTP-only cookie checked with the state), so a victim who consents through an
// attacker's authorize link does not connect their account into the attacker's project: not through Pardot's
// callback (no session by spec), not through Dynamics' server callback, not through a signed-in callback. And PKCE
// wherever the provider supports it: the fakes, like the providers, refuse a code redeemed without its verifier.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MockServer } from '../../mock-server/index';
import { newBrowserBinding } from '../../server/integrations/oauthState';
import { INTEGRATION_MSG } from '../../src/domain/integrations/messages';
import { call, errorOf, login } from './support/server';
import { authorize, callbackCall, CREDENTIALS, integrationSuite, startIntegrationServer } from './support/integrations';
import type { IntegrationKind } from '../../src/domain/integrations/kinds';

let app: FastifyInstance;
let mocks: MockServer;

async function newAdmin(): Promise<{ token: string; projectId: number }> {
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  return { token: await login(app, admin.email, admin.password), projectId: p.project.id };
}
/** The attacker's own browser: a connect whose binding cookie stays with the attacker. */
async function attackerLink(token: string, kind: IntegrationKind): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `/app/integrations/${kind}/connect`, payload: CREDENTIALS[kind] ?? {}, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().authorizeUrl as string;
}
/** The victim's browser: its own binding cookie (or none), never the attacker's. */
const victimCookie = () => `parley_oauth=${newBrowserBinding()}`;

integrationSuite((started) => ({ app, mocks } = started));

describe('login CSRF', () => {
  it("Pardot: the victim's consent through the attacker's link does not connect into the attacker's project", async () => {
    const attacker = await newAdmin();
    const back = await authorize(await attackerLink(attacker.token, 'pardot'));
    for (const cookie of [victimCookie(), undefined]) {
      const res = await app.inject({ method: 'POST', url: '/app/integration/pardot', payload: { code: back.code, state: back.state }, headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(INTEGRATION_MSG.tryAgain);
    }
    expect(await app.repos.integrations.find(attacker.projectId, 'pardot')).toBeUndefined();
  });

  it("MS Dynamics: the provider's redirect from the victim's browser holds no code for the attacker", async () => {
    const attacker = await newAdmin();
    const back = await authorize(await attackerLink(attacker.token, 'msdynamics'));
    const hold = await app.inject({ method: 'GET', url: `${back.location.pathname}${back.location.search}`, headers: { cookie: victimCookie() } });
    expect(hold.headers.location).toBe('/verify/msdynamics?code=400&status=invalid_state');
    const token = await app.inject({ method: 'POST', url: '/app/msdynamics/generatetoken', headers: { authorization: `Bearer ${attacker.token}` } });
    expect(errorOf(token)).toBe(INTEGRATION_MSG.dynamicsFailed);
  });

  it('a signed-in callback needs the browser that started it too', async () => {
    const admin = await newAdmin();
    const back = await authorize(await attackerLink(admin.token, 'hubspot'));
    const res = await app.inject({ method: 'POST', url: '/app/integration/hubspot', payload: { code: back.code, state: back.state }, headers: { authorization: `Bearer ${admin.token}`, cookie: victimCookie() } });
    expect(errorOf(res)).toBe(INTEGRATION_MSG.tryAgain);
  });

  it('the browser that started the flow completes it; the cookie is HTTP-only, SameSite, short-lived', async () => {
    const admin = await newAdmin();
    const start = await call(app, 'POST', '/app/integrations/pardot/connect', CREDENTIALS.pardot, admin.token);
    const set = String(start.headers['set-cookie']);
    expect(set).toMatch(/^parley_oauth=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
    const back = await authorize(start.json().authorizeUrl);
    expect((await callbackCall(app, undefined, 'pardot', back)).statusCode).toBe(200);
  });

  it('over https the cookie is __Host- and Secure', async () => {
    const secure = await startIntegrationServer({ publicUrl: 'https://parley.test' });
    try {
      const p = await buildProject(secure.app.repos, { plan: 'enterprise' });
      const admin = await buildUser(secure.app.repos, { projectId: p.project.id, roleId: p.admin.id });
      const token = await login(secure.app, admin.email, admin.password);
      const start = await call(secure.app, 'POST', '/app/integrations/hubspot/connect', {}, token);
      expect(String(start.headers['set-cookie'])).toMatch(/^__Host-parley_oauth=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await secure.app.close();
      await secure.mocks.close();
    }
  });
});

describe('PKCE', () => {
  it.each(['salesforce', 'pardot', 'zendesk', 'msdynamics', 'googleCalendar', 'office365Calendar', 'msteams'] as const)('%s sends an S256 challenge', async (kind) => {
    const { token } = await newAdmin();
    const start = await call(app, 'POST', `/app/integrations/${kind}/connect`, CREDENTIALS[kind] ?? {}, token);
    const url = new URL(start.json().authorizeUrl);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('a stolen code cannot be redeemed without the verifier, and Parley redeems its own', async () => {
    const { token } = await newAdmin();
    const start = await call(app, 'POST', '/app/integrations/salesforce/connect', {}, token);
    const back = await authorize(start.json().authorizeUrl);
    const stolen = await fetch(`${mocks.url}/salesforce/services/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', code: back.code!, client_id: 'parley-demo-salesforce', client_secret: 'parley-demo-secret-salesforce', redirect_uri: back.location.origin + back.location.pathname }),
    });
    expect(stolen.status).toBe(400);
    expect((await stolen.json()).error).toBe('invalid_grant');
    expect((await callbackCall(app, token, 'salesforce', back)).statusCode).toBe(200);
  });
});
