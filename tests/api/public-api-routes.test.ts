// Issue 29, generated from the server's own route table (like the isolation suite): every /api/v1 route declares its
// scopes, refuses a call without a key (401) and a key missing any one of its scopes (403), and answers a key holding
// exactly them. And the OpenAPI document lists every public route with the JSON Schema of the yup schemas it
// validates with, so a route added without the document, or a schema changed on one side only, fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { API_SCOPE_KEYS } from '../../src/domain/apiKeys/scopes';
import { toJsonSchema } from '../../src/domain/apiKeys/jsonSchema';
import { PUBLIC_ROUTES } from '../../server/routes/api/v1';
import { API_DOCS_PATH, OPENAPI_PATH } from '../../server/routes/api/index';
import { call, login, startTestServer } from './support/server';
import { newVisitor, startConversation } from './support/visitor';

let app: FastifyInstance;
let admin: string;
let conversation: number;
const open = (url: string) => url === OPENAPI_PATH || url.startsWith(API_DOCS_PATH);

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const user = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  admin = await login(app, user.email, user.password);
  conversation = await startConversation(app, await newVisitor(app, p.project.widget_key), 'scopes probe');
});
afterAll(async () => {
  await app?.close();
});

/** JSON with object keys sorted: the same schema compares equal whatever order its keys were written in. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));
const publicRoutes = () => app.routeTable.filter((r) => r.url.startsWith('/api/v1') && !open(r.url));
const declared = (method: string, url: string) => PUBLIC_ROUTES.find((r) => r.method === method && `/api/v1${r.path}` === url);
async function key(scopes: readonly string[]): Promise<string> {
  const res = await call(app, 'POST', '/app/api-keys', { name: `k ${scopes.join(' ')}`.slice(0, 80), scopes }, admin);
  return res.json().data.secret;
}

describe('public API scopes, generated from the route table', () => {
  it('finds the public routes', () => {
    expect(publicRoutes().length).toBeGreaterThanOrEqual(PUBLIC_ROUTES.length);
  });

  it('every /api/v1 route declares scopes, refuses no key and every key short of one of them, and answers one holding them', async () => {
    const findings: string[] = [];
    for (const route of publicRoutes()) {
      const name = `${route.method} ${route.url}`;
      const spec = declared(route.method, route.url);
      if (!spec || !spec.scopes.length) {
        findings.push(`${name}: declares no scopes`);
        continue;
      }
      const url = route.url.replace(':conversationId', String(conversation));
      const send = async (secret?: string) =>
        app.inject({ method: route.method as 'GET', url, headers: secret ? { authorization: `Bearer ${secret}` } : {}, ...(route.method === 'GET' ? {} : { payload: {} }) });
      if ((await send()).statusCode !== 401) findings.push(`${name}: answers without a key`);
      for (const needed of spec.scopes) {
        const res = await send(await key(API_SCOPE_KEYS.filter((s) => s !== needed)));
        if (res.statusCode !== 403) findings.push(`${name}: a key without ${needed} got ${res.statusCode}`);
      }
      const res = await send(await key(spec.scopes));
      if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) findings.push(`${name}: a key with its scopes got ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(findings).toEqual([]);
  }, 60_000);
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every public route with the schemas it validates with', async () => {
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const findings: string[] = [];
    for (const route of publicRoutes()) {
      const spec = declared(route.method, route.url);
      const docPath = route.url.replace(/^\/api\/v1/, '').replace(/:([A-Za-z_]+)/g, '{$1}');
      const op = doc.paths?.[docPath]?.[route.method.toLowerCase()];
      if (!op || !spec) {
        findings.push(`${route.method} ${route.url}: missing from the document`);
        continue;
      }
      expect(op.security).toEqual([{ apiKey: [...spec.scopes] }]);
      expect(op.description).toContain(`curl -X ${route.method} "$PARLEY_URL${route.url.replace(':conversationId', '42')}`); // an example for each call
      // @fastify/swagger lifts a parameter's description and example out of its schema: put them back to compare.
      type Param = { in: string; name: string; schema: object; description?: string; example?: unknown };
      const params = (where: string) =>
        Object.fromEntries(
          (op.parameters ?? [])
            .filter((p: Param) => p.in === where)
            .map((p: Param) => [p.name, { ...p.schema, ...(p.description ? { description: p.description } : {}), ...(p.example !== undefined ? { examples: [p.example] } : {}) }]),
        );
      const fields = (s: typeof spec.query) => (s ? (toJsonSchema(s).properties as Record<string, unknown>) : {});
      if (canonical(params('query')) !== canonical(fields(spec.query))) findings.push(`${route.method} ${route.url}: query differs from the route's schema`);
      if (canonical(params('path')) !== canonical(fields(spec.params))) findings.push(`${route.method} ${route.url}: path parameters differ from the route's schema`);
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (canonical(body ?? null) !== canonical(spec.body ? toJsonSchema(spec.body) : null)) findings.push(`${route.method} ${route.url}: body differs from the route's schema`);
    }
    expect(findings).toEqual([]);
  });

  it('has a browsable reference page that needs no key', async () => {
    const res = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
