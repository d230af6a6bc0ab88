// Issue 29, API keys and the public API: a key's secret is shown once and kept only as a hash; a key reads its own
// project only, within its scopes, rate-limited per key and audited; a revoked key is refused on the very next call,
// on every node (two servers over one database stand for two nodes); lists are paged with a cursor.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { API_KEY_MSG } from '../../src/domain/apiKeys/schemas';
import { call, errorOf, freshPostgresSchema, login, startTestServer } from './support/server';
import { newVisitor, startConversation } from './support/visitor';

let app: FastifyInstance;

beforeAll(async () => {
  app = await startTestServer({ apiKeyRateLimitPerMinute: 5 });
});
afterAll(async () => {
  await app?.close();
});

async function adminOf(server: FastifyInstance) {
  const p = await buildProject(server.repos, { plan: 'enterprise' });
  const admin = await buildUser(server.repos, { projectId: p.project.id, roleId: p.admin.id });
  const agent = await buildUser(server.repos, { projectId: p.project.id, roleId: p.agent.id });
  return { p, token: await login(server, admin.email, admin.password), agentToken: await login(server, agent.email, agent.password) };
}
async function newKey(server: FastifyInstance, token: string, scopes: string[], name = 'Warehouse sync') {
  const res = await call(server, 'POST', '/app/api-keys', { name, scopes }, token);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; secret: string; hint: string };
}
const withKey = (server: FastifyInstance, method: 'GET' | 'POST', url: string, secret: string | undefined, payload?: object) =>
  server.inject({ method, url, payload, headers: secret ? { authorization: `Bearer ${secret}` } : {} });

describe('API keys', () => {
  it('shows the parley_sk_ secret once, stores only its SHA-256, and lists keys without it', async () => {
    const { token } = await adminOf(app);
    const key = await newKey(app, token, ['conversations:read']);
    expect(key.secret).toMatch(/^parley_sk_[A-Za-z0-9_-]{43}$/);
    const row = await app.db.kysely.selectFrom('api_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(crypto.createHash('sha256').update(key.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.secret);
    const list = await call(app, 'GET', '/app/api-keys', undefined, token);
    expect(list.body).not.toContain(key.secret);
    expect(list.json().data[0]).toMatchObject({ id: key.id, name: 'Warehouse sync', scopes: ['conversations:read'], hint: key.secret.slice(0, 14) + '…' });
  });

  it('refuses an agent and a form without scopes, in the §8 shape', async () => {
    const { token, agentToken } = await adminOf(app);
    expect((await call(app, 'POST', '/app/api-keys', { name: 'x', scopes: ['conversations:read'] }, agentToken)).statusCode).toBe(403);
    const bad = await call(app, 'POST', '/app/api-keys', { name: 'x', scopes: [] }, token);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe(API_KEY_MSG.scopesRequired);
  });

  it("reads its own project's conversations, never another project's, and records last use and the audit", async () => {
    const a = await adminOf(app);
    const b = await adminOf(app);
    const v = await newVisitor(app, a.p.project.widget_key);
    const conversation = await startConversation(app, v, 'Hello from the API test');
    const keyA = await newKey(app, a.token, ['conversations:read', 'contacts:read']);
    const keyB = await newKey(app, b.token, ['conversations:read', 'contacts:read']);

    const list = await withKey(app, 'GET', '/api/v1/conversations', keyA.secret);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(conversation);
    const thread = await withKey(app, 'GET', `/api/v1/conversations/${conversation}/messages`, keyA.secret);
    expect(thread.json().data.map((m: { text: string }) => m.text)).toContain('Hello from the API test');

    expect((await withKey(app, 'GET', '/api/v1/conversations', keyB.secret)).json().data).toEqual([]);
    expect((await withKey(app, 'GET', `/api/v1/conversations/${conversation}`, keyB.secret)).statusCode).toBe(404);
    expect((await withKey(app, 'GET', `/api/v1/conversations/${conversation}/contact`, keyB.secret)).statusCode).toBe(404);

    const listed = (await call(app, 'GET', '/app/api-keys', undefined, a.token)).json().data[0];
    expect(listed.lastUsedAt).toBeGreaterThan(0);
    expect(listed.lastUsedIp).toBeTruthy();
    const audit = await app.db.kysely.selectFrom('audit_log').selectAll().where('project_id', '=', a.p.project.id).where('action', '=', 'apikey.call').execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit.map((r) => JSON.parse(r.summary).details.route)).toContain('/api/v1/conversations');
    expect(JSON.stringify(audit)).not.toContain(keyA.secret);
  });

  it('refuses an unknown secret, a session token and a missing key with 401 in the §8 shape', async () => {
    const { token } = await adminOf(app);
    for (const secret of [undefined, 'parley_sk_nope', token]) {
      const res = await withKey(app, 'GET', '/api/v1/tags', secret);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toBe(API_KEY_MSG.invalidKey);
    }
  });

  it('limits each key on its own', async () => {
    const { token } = await adminOf(app);
    const one = await newKey(app, token, ['tags:read']);
    const two = await newKey(app, token, ['tags:read']);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await withKey(app, 'GET', '/api/v1/tags', one.secret)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await withKey(app, 'GET', '/api/v1/tags', two.secret)).statusCode).toBe(200);
  });

  it('pages a list with a cursor', async () => {
    const { token } = await adminOf(app);
    for (const m of ['one', 'two', 'three']) await call(app, 'POST', '/app/cannedmessages', { message: m }, token);
    const key = await newKey(app, token, ['canned:read']);
    const first = (await withKey(app, 'GET', '/api/v1/canned-messages?limit=2', key.secret)).json();
    expect(first.data.map((c: { message: string }) => c.message)).toEqual(['three', 'two']);
    expect(first.nextCursor).toBe(first.data[1].id);
    const second = (await withKey(app, 'GET', `/api/v1/canned-messages?limit=2&cursor=${first.nextCursor}`, key.secret)).json();
    expect(second).toEqual({ data: [{ id: expect.any(Number), message: 'one' }], nextCursor: null });
  });
});

describe('revocation across nodes', () => {
  let dir: string;
  let nodes: FastifyInstance[] = [];
  beforeAll(async () => {
    // Two servers over one database (a SQLite file, or one PostgreSQL schema) stand for two nodes.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-keys-'));
    const pg = process.env.TEST_DATABASE_URL ? (await freshPostgresSchema(process.env.TEST_DATABASE_URL)).url : null;
    const shared = pg ? { databaseUrl: pg } : { dataDir: dir };
    const first = await startTestServer(shared);
    nodes = [first, await startTestServer(shared)];
  });
  afterAll(async () => {
    for (const n of nodes) await n.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a revoked key on the next call, on the node that revoked it and on the other', async () => {
    const [one, two] = nodes as [FastifyInstance, FastifyInstance];
    const { token } = await adminOf(one);
    const key = await newKey(one, token, ['tags:read']);
    expect((await withKey(one, 'GET', '/api/v1/tags', key.secret)).statusCode).toBe(200);
    expect((await withKey(two, 'GET', '/api/v1/tags', key.secret)).statusCode).toBe(200);
    expect((await call(one, 'DELETE', `/app/api-keys/${key.id}`, undefined, token)).json().data.revokedAt).toBeGreaterThan(0);
    expect((await withKey(one, 'GET', '/api/v1/tags', key.secret)).statusCode).toBe(401);
    expect((await withKey(two, 'GET', '/api/v1/tags', key.secret)).statusCode).toBe(401);
  });
});
