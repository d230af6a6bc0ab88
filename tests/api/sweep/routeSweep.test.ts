// The route-table sweep (issue 16): every route the server registered (read from its own table, so a new route is
// covered without editing this test) gets malformed JSON, an empty body, wrong types, a 1 MB string, unknown and
// traversal ids, prototype keys and script payloads, as an admin, an agent, a visitor and nobody. No answer may be
// a 5xx; every error must be in spec §8's shape; no script payload may come back unescaped in HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildProject, buildUser } from '../../../server/db/builders';
import { errorText } from '../../../src/domain/errors';
import { startMockServer, type MockServer } from '../../../mock-server/index';
import { integrationSettings } from '../../../server/integrations/settings';
import { login, startTestServer } from '../support/server';
import { newVisitor } from '../support/visitor';

const SCRIPT = '<script>alert("sweep")</script>';
const BIG = 'x'.repeat(1024 * 1024);
/** Field names the schemas use; wrong-type bodies give each of them an array, an object, a number. */
const FIELDS = ['name', 'email', 'password', 'company', 'token', 'text', 'message', 'status', 'title', 'description', 'code', 'state', 'integrationKey', 'credential', 'domain', 'rules', 'conditions', 'permissions', 'members', 'teams', 'value', 'id', 'url', 'keyword', 'subject', 'visitorId', 'conversationId', 'flow', 'paths', 'fields', 'available', 'projectKey'];
const withAll = (v: unknown) => Object.fromEntries(FIELDS.map((f) => [f, v]));

type Payload = { label: string; body?: string | Record<string, unknown>; contentType?: string };
const PAYLOADS: Payload[] = [
  { label: 'malformed JSON', body: '{"name": "x",', contentType: 'application/json' },
  { label: 'empty body', body: '', contentType: 'application/json' },
  { label: 'arrays', body: withAll(['a', 1]) },
  { label: 'objects', body: withAll({ nested: { deeper: true } }) },
  { label: 'numbers', body: withAll(12345) },
  { label: '1 MB strings', body: { name: BIG, text: BIG, message: BIG } },
  { label: 'prototype keys', body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"name":"x"}', contentType: 'application/json' },
  { label: 'script payloads', body: withAll(SCRIPT) },
];
const LONG_ID = 'x'.repeat(300); // over the router's parameter limit: refused before any route runs
const IDS = ['999999999', '..%2F..%2Fetc%2Fpasswd', encodeURIComponent(SCRIPT), 'not-a-number', LONG_ID];

let app: FastifyInstance;
let mocks: MockServer;
const tokens: Record<string, () => Promise<string | undefined>> = {};
let current: Record<string, string | undefined> = {};

beforeAll(async () => {
  // Third parties answer through their fakes: a provider that is down or unconfigured is not what this sweeps for.
  mocks = await startMockServer();
  app = await startTestServer({ bodyLimitBytes: 4 * 1024 * 1024, gifApiUrl: `${mocks.url}/gif`, integrations: integrationSettings({}, mocks.url) });
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id });
  tokens.admin = () => login(app, admin.email, admin.password);
  tokens.agent = () => login(app, agent.email, agent.password);
  tokens.visitor = async () => (await newVisitor(app, p.project.widget_key)).token;
  tokens.nobody = async () => undefined;
  current = { admin: await tokens.admin(), agent: await tokens.agent(), visitor: await tokens.visitor(), nobody: undefined };
}, 60_000);
afterAll(async () => {
  await app?.close();
  await mocks?.close();
});

/** A route pattern with every parameter replaced by `id`. */
const fill = (url: string, id: string) => url.replace(/:[A-Za-z_]+/g, id).replace(/\*$/, id);

function inject(method: string, url: string, payload: Payload, token: string | undefined): InjectOptions {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload.contentType) headers['content-type'] = payload.contentType;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return {
    method: method as InjectOptions['method'],
    url,
    headers,
    ...(hasBody ? { payload: payload.body as InjectOptions['payload'] } : {}),
  };
}

describe('route-table sweep', () => {
  it('reads the route table', () => {
    expect(app.routeTable.length).toBeGreaterThan(100);
  });

  it('answers every route, payload and caller without a 5xx, in §8 shape, never reflecting a script into HTML', async () => {
    const findings: string[] = [];
    const routes = app.routeTable.filter((r) => !r.url.startsWith('/realtime'));
    for (const route of routes) {
      for (const [who, refresh] of Object.entries(tokens)) {
        for (const id of route.url.includes(':') || route.url.endsWith('*') ? IDS : ['']) {
          const url = id ? fill(route.url, id) : route.url.replace(/\*$/, '');
          for (const payload of route.method === 'GET' || route.method === 'DELETE' || id === LONG_ID ? PAYLOADS.slice(0, 1) : PAYLOADS) {
            const res = await app.inject(inject(route.method, `${url}${route.method === 'GET' ? `?q=${encodeURIComponent(SCRIPT)}&before=${encodeURIComponent(SCRIPT)}` : ''}`, payload, current[who]));
            const where = `${route.method} ${route.url} [${who}, ${payload.label}, id=${id || '-'}] → ${res.statusCode}`;
            if (res.statusCode >= 500) findings.push(`${where}: ${res.body.slice(0, 160)}`);
            const type = String(res.headers['content-type'] ?? '');
            if (res.statusCode >= 400 && type.includes('json')) {
              const body = res.json() as unknown;
              if (errorText(body) === 'Something went wrong. Please try again.' && !JSON.stringify(body).includes('Something went wrong')) findings.push(`${where}: error not in §8 shape: ${res.body.slice(0, 160)}`);
            }
            if (type.includes('html') && res.body.includes(SCRIPT)) findings.push(`${where}: script reflected into HTML`);
          }
          // A route that ends the session (logout, password change) must not blind the rest of the sweep.
          if (who !== 'nobody' && (await app.inject({ method: 'GET', url: who === 'visitor' ? '/app/env' : '/app/details', headers: { authorization: `Bearer ${current[who]}` } })).statusCode === 401) {
            current[who] = await refresh();
          }
        }
      }
    }
    expect(findings).toEqual([]);
    // About 14,000 injected requests (2 min alone on the 2-core box): room for a loaded CI machine.
  }, 600_000);
});
