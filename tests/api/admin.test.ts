// Admin resources over ra-data-simple-rest conventions: roles, teams, team users, tags, customer records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { fullPermissionTree } from '../../src/domain/permissions';
import { call, errorOf, linkFromMailbox, login, startTestServer } from './support/server';

let app: FastifyInstance;
let admin: string;
let agent: string;
let other: string;
let cs: string;
let projectId: number;
let agentUserId: number;
let agentRoleId: number;

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) =>
  app.inject({ method, url, payload: body as Record<string, unknown> | undefined, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos, { name: 'Admin Co', plan: 'enterprise' });
  const q = await buildProject(app.repos, { name: 'Elsewhere' });
  projectId = p.project.id;
  agentRoleId = p.agent.id;
  const a = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Ada Admin' });
  const g = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Gus Agent' });
  agentUserId = g.id;
  const o = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id });
  const c = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id, isCSUser: true });
  admin = await login(app, a.email, a.password);
  agent = await login(app, g.email, g.password);
  other = await login(app, o.email, o.password);
  cs = await login(app, c.email, c.password);
});
afterAll(async () => app.close());

describe('roles', () => {
  it('lists with Content-Range, creates, updates, clones, refuses deleting a role in use', async () => {
    const list = await req('GET', '/app/roles?range=[0,9]&sort=["name","ASC"]', admin);
    expect(list.headers['content-range']).toBe('roles 0-1/2');
    expect(list.json().map((r: { name: string }) => r.name)).toEqual(['Admin', 'Agent']);
    const bad = await req('POST', '/app/roles', admin, { name: ' ', permissions: {} });
    expect(errorOf(bad)).toBe('Role name is required');
    const created = await req('POST', '/app/roles', admin, { name: 'Supervisor', permissions: { inbox: { permissions: ['read', 'write'] }, analytics: { permissions: ['read'] } } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const updated = await req('PUT', `/app/roles/${id}`, admin, { name: 'Lead', permissions: { inbox: { permissions: ['read'] } } });
    expect(updated.json().name).toBe('Lead');
    const clone = await req('POST', `/app/roles/${id}/clone`, admin);
    expect(clone.json().name).toBe('Lead (copy)');
    const inUse = await req('DELETE', `/app/roles/${agentRoleId}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect((await req('DELETE', `/app/roles/${clone.json().id}`, admin)).statusCode).toBe(200);
  });

  it('a role without write access is refused on every write, and other projects see nothing', async () => {
    for (const [m, url, body] of [
      ['POST', '/app/roles', { name: 'X', permissions: {} }],
      ['PUT', '/app/roles/1', { name: 'X', permissions: {} }],
      ['DELETE', '/app/roles/1', undefined],
      ['POST', '/app/teams', { name: 'X' }],
      ['POST', '/app/users', { email: 'x@y.test', roleId: 1 }],
      ['POST', '/app/teams/1/clone', undefined],
      ['PUT', '/app/users/1', { roleId: 1 }],
      ['DELETE', '/app/users/1', undefined],
    ] as const) {
      const res = await req(m, url, agent, body);
      expect([m, url, res.statusCode]).toEqual([m, url, 403]);
    }
    expect((await req('GET', '/app/roles', other)).json().map((r: { name: string }) => r.name)).toEqual(['Admin', 'Agent']);
    const foreign = (await req('GET', '/app/roles', admin)).json()[0].id;
    expect((await req('GET', `/app/roles/${foreign}`, other)).statusCode).toBe(404);
  });
});

describe('team users', () => {
  it('invites by email, assigns role and teams, refuses removing oneself', async () => {
    const inv = await req('POST', '/app/users', admin, { email: 'newbie@admin.test', roleId: agentRoleId });
    expect(inv.statusCode).toBe(201);
    expect((await linkFromMailbox(app, 'newbie@admin.test', '/invite')).searchParams.get('token')).toBeTruthy();
    const team = (await req('POST', '/app/teams', admin, { name: 'Sales', memberIds: [] })).json();
    const roles = (await req('GET', '/app/roles', admin)).json() as Array<{ id: number; name: string }>;
    const adminRole = roles.find((r) => r.name === 'Admin')!;
    const put = await req('PUT', `/app/users/${agentUserId}`, admin, { roleId: adminRole.id, teamIds: [team.id] });
    expect(put.json()).toMatchObject({ roleId: adminRole.id, teamIds: [team.id] });
    const list = await req('GET', '/app/users?filter={"q":"gus"}', admin);
    expect(list.json().map((u: { name: string }) => u.name)).toEqual(['Gus Agent']);
    const me = (await req('GET', '/app/user/profile', admin)).json();
    expect(errorOf(await req('DELETE', `/app/users/${me.userId}`, admin))).toBe('You cannot remove yourself');
    await req('PUT', `/app/users/${agentUserId}`, admin, { roleId: agentRoleId });
  });
});

describe('teams', () => {
  it('creates with members of this project only, renames, clones, deletes', async () => {
    expect(errorOf(await req('POST', '/app/teams', admin, { name: '' }))).toBe('Team name is required');
    const t = (await req('POST', '/app/teams', admin, { name: 'Support', memberIds: [agentUserId] })).json();
    expect(t.memberIds).toEqual([agentUserId]);
    const foreignUser = (await req('GET', '/app/user/profile', other)).json().userId;
    expect((await req('POST', '/app/teams', admin, { name: 'Bad', memberIds: [foreignUser] })).statusCode).toBe(400);
    expect((await req('PUT', `/app/teams/${t.id}`, admin, { name: 'Support EU', memberIds: [] })).json()).toMatchObject({ name: 'Support EU', memberIds: [] });
    expect((await req('POST', `/app/teams/${t.id}/clone`, admin)).json().name).toBe('Support EU (copy)');
    expect((await req('DELETE', `/app/teams/${t.id}`, other)).statusCode).toBe(404);
    expect((await req('DELETE', `/app/teams/${t.id}`, admin)).statusCode).toBe(200);
  });

  it('are gated by plan', async () => {
    const p = await buildProject(app.repos, { plan: 'starter' });
    const u = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
    const t = await login(app, u.email, u.password);
    const res = await req('POST', '/app/teams', t, { name: 'Nope' });
    expect(res.statusCode).toBe(402);
  });
});

describe('tags', () => {
  it('creates and renames tags; the Blocked tag is protected', async () => {
    const created = await req('POST', '/app/tags', admin, { name: 'VIP' });
    expect(created.statusCode).toBe(201);
    expect((await req('POST', '/app/tags', admin, { name: 'vip' })).statusCode).toBe(409);
    const blocked = (await req('GET', '/app/tags?all=true', admin)).json().tags.find((t: { key: string }) => t.key === 'blocked');
    expect(errorOf(await req('PUT', `/app/tags/${blocked.id}`, admin, { name: 'Fine' }))).toBe('The Blocked tag cannot be changed');
    expect((await req('DELETE', `/app/tags/${blocked.id}`, admin)).statusCode).toBe(403);
    expect((await req('PUT', `/app/tags/${created.json().id}`, admin, { name: 'Key account' })).json().name).toBe('Key account');
    expect((await req('DELETE', `/app/tags/${created.json().id}`, other)).statusCode).toBe(404);
  });
});

describe('customer records', () => {
  it('are for customer-success users only; creating an instance invites its first admin', async () => {
    expect((await req('GET', '/app/customers', admin)).statusCode).toBe(403);
    const list = await req('GET', '/app/customers?sort=["name","ASC"]', cs);
    expect(list.headers['content-range']).toMatch(/^customers 0-\d+\/\d+$/);
    expect(list.json().find((c: { name: string }) => c.name === 'Admin Co')).toMatchObject({ users: expect.any(Number) });
    const bad = await req('POST', '/app/customers', cs, { company: 'X', adminName: 'Y', adminEmail: 'nope' });
    expect(bad.json().fields).toMatchObject({ company: 'Company minimum 2 and maximum 50 characters', adminEmail: 'Please enter a valid email address!' });
    const made = await req('POST', '/app/customers', cs, { company: 'Fresh Start', adminName: 'Fay First', adminEmail: 'fay@fresh.test', plan: 'enterprise' });
    expect(made.statusCode).toBe(201);
    const link = await linkFromMailbox(app, 'fay@fresh.test', '/invite');
    const token = link.searchParams.get('token')!;
    expect((await call(app, 'GET', `/app/invitations/${token}`)).json()).toMatchObject({ projectName: 'Fresh Start' });
    const accepted = await call(app, 'POST', '/app/invitations/accept', { token, name: 'Fay First', password: 'fresh-pass-1' });
    const profile = (await call(app, 'GET', '/app/user/profile', undefined, accepted.json().token)).json();
    expect(profile.permissions).toEqual(fullPermissionTree());
  });
});
