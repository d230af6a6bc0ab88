// Integrations in API tests: a server whose providers are the mock-server fakes, and the real connect flow driven
// without a browser (connect → the fake's authorize page → Allow → the §7 callback), as the dashboard does it.
import type { FastifyInstance } from 'fastify';
import { startMockServer, type MockServer } from '../../../mock-server/index';
import { integrationSettings } from '../../../server/integrations/settings';
import { INTEGRATIONS, type IntegrationKind } from '../../../src/domain/integrations/kinds';
import type { ServerConfig } from '../../../server/config';
import { browserCookie, call, startTestServer } from './server';

export const TEST_PUBLIC_URL = 'http://parley.test';

/** `env`: provider variables the settings read (a signing secret...), as config.ts hands them over. */
export async function startIntegrationServer(overrides: Partial<ServerConfig> = {}, env: NodeJS.ProcessEnv = {}): Promise<{ app: FastifyInstance; mocks: MockServer }> {
  const mocks = await startMockServer();
  const app = await startTestServer({ publicUrl: TEST_PUBLIC_URL, integrations: integrationSettings(env, mocks.url), outboundAllowHosts: [new URL(mocks.url).host], ...overrides });
  return { app, mocks };
}

export interface AuthorizeResult {
  /** Where the provider sent the browser back (the callback screen's URL, or Dynamics' server callback). */
  location: URL;
  code: string | null;
  state: string | null;
  tenant: string | null;
}

/** Opens the provider's authorize page and presses Allow (or Deny), returning where the browser would land. */
export async function authorize(authorizeUrl: string, decision: 'allow' | 'deny' = 'allow'): Promise<AuthorizeResult> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}: ${html}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], decodeEntities(m[2]!)]));
  if (!action) throw new Error('no consent form on the authorize page');
  const res = await fetch(decodeEntities(action), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, decision }).toString(),
  });
  const location = new URL(res.headers.get('location')!);
  return { location, code: location.searchParams.get('code'), state: location.searchParams.get('state'), tenant: location.searchParams.get('tenant') };
}

const decodeEntities = (s: string) => s.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));

/** The §7 call a callback screen makes for this kind with what the provider sent back. */
export function callbackCall(app: FastifyInstance, token: string | undefined, kind: IntegrationKind, back: AuthorizeResult) {
  const service = INTEGRATIONS[kind].service!;
  const state = back.state ?? '';
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(state) as Record<string, unknown>;
  } catch {
    /* a bad state goes to the server as it is */
  }
  if (kind === 'zoho') parsed = { ...parsed, accountServer: back.location.searchParams.get('accounts-server') };
  const integrationKey = typeof parsed.integrationKey === 'string' ? parsed.integrationKey : undefined;
  if (service === 'google' || service === 'microsoft') {
    const { projectName: _drop, ...withoutProject } = parsed;
    return call(app, 'POST', `/app/oidc/${service}`, { code: back.code, state: JSON.stringify(service === 'microsoft' ? withoutProject : parsed) }, token);
  }
  const body = kind === 'msteams' ? { tenantId: back.tenant, state, integrationKey } : { code: back.code, state: kind === 'zoho' ? JSON.stringify(parsed) : state, integrationKey };
  return call(app, 'POST', `/app/integration/${service}`, body, kind === 'pardot' ? undefined : token);
}

/**
 * MS Teams after the admin's sign-in: the browser brings the code to Parley's /app/msteams/signin (with its binding
 * cookie), which sends it on to the tenant's admin consent; Allow there lands on /verify/msteams with the tenant.
 */
export async function teamsConsent(app: FastifyInstance, signedIn: AuthorizeResult, decision: 'allow' | 'deny' = 'allow'): Promise<AuthorizeResult> {
  const res = await app.inject({ method: 'GET', url: `${signedIn.location.pathname}${signedIn.location.search}`, headers: { cookie: browserCookie(app) } });
  const next = String(res.headers.location ?? '');
  if (!/^https?:\/\//.test(next)) throw new Error(`teams sign-in: ${next}`);
  return authorize(next, decision);
}

export const CREDENTIALS: Partial<Record<IntegrationKind, Record<string, string>>> = {
  zendesk: { credential: 'acme-demo' },
  pardot: { credential: '0Uv5g000000DEMOAAA' },
  msdynamics: { credential: 'acme-demo' },
};

/** Connects `kind` for the caller's project through the fake, as an admin would; throws if any step fails. */
export async function connectIntegration(app: FastifyInstance, token: string, kind: IntegrationKind, mocks?: MockServer): Promise<void> {
  if (kind === 'marketo') {
    const res = await call(app, 'POST', '/app/integrations/marketo/connect', { clientId: 'parley-demo-marketo', clientSecret: 'parley-demo-secret-marketo', baseUrl: `${mocks!.url}/marketo` }, token);
    if (res.statusCode !== 200) throw new Error(`marketo connect: ${res.body}`);
    return;
  }
  if (kind === 'ringlead') {
    const res = await call(app, 'POST', '/app/integrations/ringlead/connect', { credential: 'parley-demo-ringlead-key' }, token);
    if (res.statusCode !== 200) throw new Error(`ringlead connect: ${res.body}`);
    return;
  }
  const start = await call(app, 'POST', `/app/integrations/${kind}/connect`, CREDENTIALS[kind] ?? {}, token);
  if (start.statusCode !== 200) throw new Error(`${kind} connect: ${start.body}`);
  let back = await authorize(start.json().authorizeUrl as string);
  if (kind === 'msteams') back = await teamsConsent(app, back);
  if (kind === 'msdynamics') {
    const hold = await app.inject({ method: 'GET', url: `${back.location.pathname}${back.location.search}`, headers: { cookie: browserCookie(app) } });
    if (!String(hold.headers.location).includes('code=200')) throw new Error(`dynamics callback: ${hold.headers.location}`);
    const res = await call(app, 'POST', '/app/msdynamics/generatetoken', undefined, token);
    if (res.statusCode !== 200) throw new Error(`dynamics token: ${res.body}`);
    return;
  }
  const res = await callbackCall(app, token, kind, back);
  if (res.statusCode !== 200) throw new Error(`${kind} callback: ${res.body}`);
}
