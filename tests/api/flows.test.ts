// /app/flows: CRUD, rename, status, clone, server-side validation with the builder's rules, versions, permissions,
// isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { errorOf, login, startTestServer } from './support/server';

let app: FastifyInstance;
let admin: string;
let agent: string;
let other: string;
const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) =>
  app.inject({ method, url, payload: body as Record<string, unknown> | undefined, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const q = await buildProject(app.repos);
  const mk = async (projectId: number, roleId: number) => {
    const u = await buildUser(app.repos, { projectId, roleId });
    return login(app, u.email, u.password);
  };
  admin = await mk(p.project.id, p.admin.id);
  agent = await mk(p.project.id, p.agent.id);
  other = await mk(q.project.id, q.admin.id);
});
afterAll(async () => app.close());

describe('flows', () => {
  it('creates a starter flow, saves edits as new versions, renames, clones, deletes', async () => {
    expect((await req('POST', '/app/flows', admin, { name: 'x' })).statusCode).toBe(400);
    const created = await req('POST', '/app/flows', admin, { name: 'Pricing bot' });
    expect(created.statusCode).toBe(201);
    const flow = created.json();
    expect(flow).toMatchObject({ name: 'Pricing bot', status: 'inactive', version: 1 });
    expect(flow.paths).toHaveLength(1);

    const edited = { ...flow, paths: [{ ...flow.paths[0], name: 'Welcome path' }] };
    const saved = await req('PUT', `/app/flows/${flow.id}`, admin, edited);
    expect(saved.json()).toMatchObject({ version: 2, message: 'Conversation saved successfully' });
    expect(saved.json().paths[0].name).toBe('Welcome path');

    const list = await req('GET', '/app/flows', admin);
    expect(list.headers['content-range']).toBe('flows 0-0/1');

    const renamed = await req('PUT', `/app/flows/${flow.id}/name`, admin, { name: 'Sales bot' });
    expect(renamed.json()).toMatchObject({ name: 'Sales bot', message: 'Conversation name updated successfully' });
    const active = await req('PUT', `/app/flows/${flow.id}/status`, admin, { status: 'active' });
    expect(active.json().status).toBe('active');
    const clone = await req('POST', `/app/flows/${flow.id}/clone`, admin);
    expect(clone.json()).toMatchObject({ status: 'inactive', message: 'Conversation cloned successfully' });
    expect(clone.json().name).toContain('Sales bot');

    const versions = (await req('GET', `/app/flows/${flow.id}/versions`, admin)).json().versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const restored = await req('POST', `/app/flows/${flow.id}/versions/1/restore`, admin);
    expect(restored.json().paths[0].name).toBe('Welcome');
    expect(restored.json().version).toBe(3);

    const del = await req('DELETE', `/app/flows/${clone.json().id}`, admin);
    expect(del.json().message).toBe('Conversation deleted successfully');
  });

  it('refuses to save a flow that breaks a rule, naming every error', async () => {
    const flow = (await req('POST', '/app/flows', admin, { name: 'Broken bot' })).json();
    const broken = { ...flow, paths: [{ ...flow.paths[0], name: 'ab' }], greeting: { variants: [], buttons: [] } };
    const res = await req('PUT', `/app/flows/${flow.id}`, admin, broken);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('Please fix all the errors, to save the conversation flow');
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toContain('Path name must be at least 4 characters');
    expect(messages).toContain('Add atleast one variant');
    const unchanged = (await req('GET', `/app/flows/${flow.id}`, admin)).json();
    expect(unchanged.version).toBe(1);
    const check = (await req('POST', '/app/flows/validate', admin, broken)).json();
    expect(check.valid).toBe(false);
  });

  it('needs conversations rights and keeps projects apart', async () => {
    expect((await req('POST', '/app/flows', agent, { name: 'Agent bot' })).statusCode).toBe(403);
    const flow = (await req('POST', '/app/flows', admin, { name: 'Private bot' })).json();
    expect((await req('GET', `/app/flows/${flow.id}`, other)).statusCode).toBe(404);
    expect((await req('PUT', `/app/flows/${flow.id}`, other, flow)).statusCode).toBe(404);
    expect((await req('DELETE', `/app/flows/${flow.id}`, other)).statusCode).toBe(404);
  });
});
