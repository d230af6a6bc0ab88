// Integrations in API tests: a server whose providers are the mock-server fakes, and the real connect flow driven
// without a browser (connect → the fake's authorize page → Allow → the §7 callback), as the dashboard does it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { startMockServer, type MockServer } from '../../../mock-server/index';
import { buildProject, buildUser } from '../../../server/db/builders';
import { textDoc } from '../../../src/domain/flows/steps';
import type { Flow } from '../../../src/domain/flows/types';
import { integrationSettings } from '../../../server/integrations/settings';
import { INTEGRATIONS, type IntegrationKind } from '../../../src/domain/integrations/kinds';
import type { ServerConfig } from '../../../server/config';
import { browserCookie, call, login, startTestServer } from './server';
import { listen } from './pusher';
import { saveFlow } from './flows';

export const TEST_PUBLIC_URL = 'http://parley.test';

/** `env`: provider variables the settings read (a signing secret...), as config.ts hands them over. */
export async function startIntegrationServer(overrides: Partial<ServerConfig> = {}, env: NodeJS.ProcessEnv = {}): Promise<{ app: FastifyInstance; mocks: MockServer }> {
  const mocks = await startMockServer();
  const app = await startTestServer({ publicUrl: TEST_PUBLIC_URL, integrations: integrationSettings(env, mocks.url), outboundAllowHosts: [new URL(mocks.url).host], ...overrides });
  return { app, mocks };
}

/** A suite's file-wide integration server, started before the file's tests and closed with its fakes after them;
 *  `use` gets both once they are up. */
export function integrationSuite(use: (started: { app: FastifyInstance; mocks: MockServer }) => void): void {
  let started: { app: FastifyInstance; mocks: MockServer };
  beforeAll(async () => {
    started = await startIntegrationServer();
    use(started);
  });
  afterAll(async () => {
    await started.app.close();
    await started.mocks.close();
  });
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

/** Polls `fn` (every 30 ms, 100 times at most) until it answers something truthy, and returns that. */
export async function until<T>(fn: () => Promise<T | undefined | null | false>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A team-chat destination suite's server: the fakes' server listening on a port (the fakes call it back), an
 * enterprise project whose admin Ada (available) is signed in, and an active flow `name` whose path asks the visitor's
 * email and then routes everyone to `destination`'s channel `channelId`.
 */
export async function startDestinationServer(destination: 'slack' | 'msteams', channelId: string, name: string, env: NodeJS.ProcessEnv = {}) {
  const { app, mocks } = await startIntegrationServer({}, env);
  const port = await listen(app);
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Ada', available: true });
  const adminToken = await login(app, admin.email, admin.password);
  const flow: Flow = {
    version: 1,
    topics: [],
    audienceId: null,
    name,
    status: 'active',
    priority: 1,
    greeting: { variants: [{ id: 'g', value: textDoc('Hi there'), gifs: [] }], buttons: [] },
    paths: [
      {
        id: 'p',
        name: 'Sales',
        steps: [
          { id: 'email', type: 'input', message: textDoc('Your email?'), field: 'email', validation: 'email', redirect: { kind: 'fromResponse' } },
          { id: 'human', type: 'app', message: textDoc(''), routing: { mode: 'everyone', destination, channelId, assignment: { teams: [], members: [] } }, waitSeconds: null, offlineMessage: textDoc('') },
        ],
      },
    ],
  };
  const flowId = await saveFlow(app, p.project.id, flow);
  return { app, mocks, port, p, widgetKey: p.project.widget_key, adminToken, flowId };
}
