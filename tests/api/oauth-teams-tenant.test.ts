// Issue 23, finding 1: MS Teams' tenant comes from Microsoft, never from the browser. The probe's attack (connect,
// take the state from the authorize URL, skip the consent, post someone else's tenantId) fails with §8's connect
// error and lists no channels; so does swapping the tenant after a real sign-in and consent. The admin signs in first
// (OpenID Connect with PKCE): the tenant is the tid of the ID token Microsoft signs, held on the state; the admin
// consent then happens for that tenant, whose admin only can give it (the fake issues tokens for consented tenants).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MockServer } from '../../mock-server/index';
import { INTEGRATION_MSG } from '../../src/domain/integrations/messages';
import { browserCookie, call, errorOf, login } from './support/server';
import { authorize, callbackCall, connectIntegration, startIntegrationServer, teamsConsent } from './support/integrations';

const VICTIM_TENANT = 'a1b2c3d4-demo-tenant'; // the demo tenant, connected by its own admin in another project

let app: FastifyInstance;
let mocks: MockServer;

async function newAdmin(): Promise<string> {
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  return login(app, admin.email, admin.password);
}
const stateOf = (authorizeUrl: string) => new URL(authorizeUrl).searchParams.get('state')!;
const channels = (token: string) => call(app, 'GET', '/app/msteams/channels', undefined, token);

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
  // The victim's admin connects their tenant the proper way: Parley's app is consented there.
  const victim = await newAdmin();
  await connectIntegration(app, victim, 'msteams', mocks);
  expect((await channels(victim)).statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await mocks.close();
});

describe('the MS Teams tenant', () => {
  it("a callback that skipped the consent cannot name someone else's tenant", async () => {
    const attacker = await newAdmin();
    const start = await call(app, 'POST', '/app/integrations/msteams/connect', {}, attacker);
    expect(start.statusCode).toBe(200);
    const res = await call(app, 'POST', '/app/integration/msteams', { tenantId: VICTIM_TENANT, state: stateOf(start.json().authorizeUrl) }, attacker);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(INTEGRATION_MSG.tryAgain);
    expect((await channels(attacker)).statusCode).toBe(409);
  });

  it('a tenant swapped after a real sign-in and consent is refused', async () => {
    const admin = await newAdmin();
    const start = await call(app, 'POST', '/app/integrations/msteams/connect', {}, admin);
    const back = await teamsConsent(app, await authorize(start.json().authorizeUrl));
    expect(back.tenant).toBe(VICTIM_TENANT);
    back.location.searchParams.set('tenant', 'f00dbabe-other-tenant');
    const res = await callbackCall(app, admin, 'msteams', { ...back, tenant: 'f00dbabe-other-tenant' });
    expect(errorOf(res)).toBe(INTEGRATION_MSG.tryAgain);
    expect((await channels(admin)).statusCode).toBe(409);
  });

  it('the sign-in step takes the tenant from the verified ID token and sends the browser to that tenant’s consent', async () => {
    const admin = await newAdmin();
    const start = await call(app, 'POST', '/app/integrations/msteams/connect', {}, admin);
    const authorizeUrl = new URL(start.json().authorizeUrl);
    expect(authorizeUrl.searchParams.get('scope')).toContain('openid');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const signedIn = await authorize(authorizeUrl.toString());
    expect(signedIn.location.pathname).toBe('/app/msteams/signin');
    const next = await app.inject({ method: 'GET', url: `${signedIn.location.pathname}${signedIn.location.search}`, headers: { cookie: browserCookie(app) } });
    const consent = new URL(String(next.headers.location));
    expect(consent.pathname).toBe(`/microsoft/${VICTIM_TENANT}/v2.0/adminconsent`);
    expect(consent.searchParams.get('state')).toBe(signedIn.state);
  });

  it('a sign-in with a forged code, without the browser cookie, or replayed ends on the callback screen as failed', async () => {
    const admin = await newAdmin();
    const start = await call(app, 'POST', '/app/integrations/msteams/connect', {}, admin);
    const signedIn = await authorize(start.json().authorizeUrl);
    const path = (code: string) => `/app/msteams/signin?${new URLSearchParams({ code, state: signedIn.state! })}`;
    const noCookie = await app.inject({ method: 'GET', url: path(signedIn.code!) });
    expect(noCookie.headers.location).toBe('/verify/msteams?error=invalid_state');
    const forged = await app.inject({ method: 'GET', url: path('code_forged'), headers: { cookie: browserCookie(app) } });
    expect(forged.headers.location).toBe('/verify/msteams?error=signin_failed');
    // The forged try held nothing, so the real code still works once; a second sign-in with the state is refused.
    const ok = await app.inject({ method: 'GET', url: path(signedIn.code!), headers: { cookie: browserCookie(app) } });
    expect(String(ok.headers.location)).toContain('/adminconsent');
    const again = await app.inject({ method: 'GET', url: path(signedIn.code!), headers: { cookie: browserCookie(app) } });
    expect(again.headers.location).toBe('/verify/msteams?error=invalid_state');
  });

  it('the fake gives tokens only for tenants whose admin consented', async () => {
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: 'parley-demo-msteams', client_secret: 'parley-demo-secret-msteams', scope: 'https://graph.microsoft.com/.default' });
    const other = await fetch(`${mocks.url}/microsoft/f00dbabe-other-tenant/oauth2/v2.0/token`, { method: 'POST', body });
    expect(other.status).toBe(400);
    expect((await other.json()).error).toBe('unauthorized_client');
    const consented = await fetch(`${mocks.url}/microsoft/${VICTIM_TENANT}/oauth2/v2.0/token`, { method: 'POST', body });
    expect(consented.status).toBe(200);
  });
});
