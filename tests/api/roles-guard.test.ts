// Issue 23, finding 4: a role PUT without its tree is a 400 (PUT replaces the whole role), and no change may leave a
// project without a user who can manage users and roles (an emptied Admin role locked every admin page for good).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fullPermissionTree, inboxOnlyPermissionTree, LAST_TEAM_MANAGER_MSG } from '../../src/domain/permissions';
import { ROLE_MSG } from '../../src/domain/schemas/team';
import { buildProject, buildUser } from '../../server/db/builders';
import { call, errorOf, login, startTestServer } from './support/server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => app.close());

async function projectWithOneAdmin() {
  const p = await buildProject(app.repos);
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id });
  return { ...p, adminUser: admin, agentUser: agent, token: await login(app, admin.email, admin.password) };
}

describe('role edits', () => {
  it('answers 400 in §8 shape for a PUT without permissions, and the role keeps its tree', async () => {
    const p = await projectWithOneAdmin();
    const res = await call(app, 'PUT', `/app/roles/${p.admin.id}`, { name: 'x' }, p.token);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(ROLE_MSG.permissionsRequired);
    expect((await app.repos.roles.findInProject(p.project.id, p.admin.id))?.permissions).toEqual(fullPermissionTree());
    expect((await call(app, 'GET', '/app/roles', undefined, p.token)).statusCode).toBe(200);
  });

  it('refuses emptying the Admin role of a project with one admin, and allows it once another role manages the team', async () => {
    const p = await projectWithOneAdmin();
    const res = await call(app, 'PUT', `/app/roles/${p.admin.id}`, { name: 'Admin', permissions: inboxOnlyPermissionTree() }, p.token);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(LAST_TEAM_MANAGER_MSG);
    expect((await app.repos.roles.findInProject(p.project.id, p.admin.id))?.permissions).toEqual(fullPermissionTree());

    // The agent role gains team management, so Admin may now be narrowed.
    expect((await call(app, 'PUT', `/app/roles/${p.agent.id}`, { name: 'Agent', permissions: fullPermissionTree() }, p.token)).statusCode).toBe(200);
    expect((await call(app, 'PUT', `/app/roles/${p.admin.id}`, { name: 'Admin', permissions: inboxOnlyPermissionTree() }, p.token)).statusCode).toBe(200);
  });
});

describe('user changes', () => {
  it("refuses moving the last admin to a role that cannot manage the team", async () => {
    const p = await projectWithOneAdmin();
    const other = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
    const otherToken = await login(app, other.email, other.password);
    // Two admins: one may be moved; then the last one may not.
    expect((await call(app, 'PUT', `/app/users/${p.adminUser.id}`, { roleId: p.agent.id }, otherToken)).statusCode).toBe(200);
    const res = await call(app, 'PUT', `/app/users/${other.id}`, { roleId: p.agent.id }, otherToken);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(LAST_TEAM_MANAGER_MSG);
    expect((await app.repos.users.findById(other.id))?.role_id).toBe(p.admin.id);
  });

  it('allows deleting an admin while another manager remains, then refuses demoting the last one', async () => {
    const p = await projectWithOneAdmin();
    // A second manager through a custom role deletes the first admin: allowed; then the custom role cannot lose it.
    const managerRole = await call(app, 'POST', '/app/roles', { name: 'Team lead', permissions: fullPermissionTree() }, p.token);
    const lead = await buildUser(app.repos, { projectId: p.project.id, roleId: managerRole.json().id });
    const leadToken = await login(app, lead.email, lead.password);
    expect((await call(app, 'DELETE', `/app/users/${p.adminUser.id}`, undefined, leadToken)).statusCode).toBe(200);
    const demote = await call(app, 'PUT', `/app/roles/${managerRole.json().id}`, { name: 'Team lead', permissions: inboxOnlyPermissionTree() }, leadToken);
    expect(demote.statusCode).toBe(409);
    expect(errorOf(demote)).toBe(LAST_TEAM_MANAGER_MSG);
  });

  it('refuses deleting the only remaining team manager', async () => {
    const p = await projectWithOneAdmin();
    // A role that may manage users but not roles is no team manager.
    const usersOnly = inboxOnlyPermissionTree();
    usersOnly.settings.children!.team.children!.users.permissions = ['read', 'write'];
    const role = await call(app, 'POST', '/app/roles', { name: 'Recruiter', permissions: usersOnly }, p.token);
    const recruiter = await buildUser(app.repos, { projectId: p.project.id, roleId: role.json().id });
    const res = await call(app, 'DELETE', `/app/users/${p.adminUser.id}`, undefined, await login(app, recruiter.email, recruiter.password));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(LAST_TEAM_MANAGER_MSG);
    expect(await app.repos.users.findById(p.adminUser.id)).toBeDefined();
  });
});
