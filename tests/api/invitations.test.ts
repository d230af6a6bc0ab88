// Issue 22, point 11: pending invitations listed on the Team page with resend and revoke. An admin lists the project's
// invitations not yet accepted (one row per address), sends one again (a new link; the old one stops working) and
// revokes one (its link stops working, acceptance is refused); both are in the audit log; agents and other projects
// can do none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { INVITATION_MSG, type PendingInvitation } from '../../src/domain/invitations';
import type { AuditLogRecord } from '../../src/domain/audit/query';
import { call, errorOf, linkFromMailbox, login, startTestServer } from './support/server';

let app: FastifyInstance;
let admin: string;
let agent: string;
let other: string;
let agentRoleId: number;

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos, { name: 'Invite Co', plan: 'enterprise' });
  const q = await buildProject(app.repos, { name: 'Elsewhere', plan: 'enterprise' });
  agentRoleId = p.agent.id;
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Ada Admin' });
  const g = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Gus Agent' });
  const o = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id, name: 'Olga Other' });
  [admin, agent, other] = await Promise.all([login(app, a.email, a.password), login(app, g.email, g.password), login(app, o.email, o.password)]);
});
afterAll(async () => app?.close());

const invite = async (email: string) => expect((await call(app, 'POST', '/app/invitations', { email, roleId: agentRoleId }, admin)).statusCode).toBe(201);
const pending = async (token = admin) => {
  const res = await call(app, 'GET', '/app/invitations', undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PendingInvitation[];
};
const tokenOf = async (email: string) => new URL((await linkFromMailbox(app, email, '/invite'))!).searchParams.get('token')!;
const newestAudit = async (): Promise<AuditLogRecord> => (await call(app, 'GET', '/app/audit-log?range=[0,0]', undefined, admin)).json()[0];

describe('pending invitations', () => {
  it('lists each invited address once, newest first, with its role and who invited', async () => {
    await invite('first@invite.test');
    await invite('second@invite.test');
    await invite('first@invite.test'); // invited twice: one row
    const list = await pending();
    expect(list.map((i) => i.email)).toEqual(['first@invite.test', 'second@invite.test']);
    expect(list[0]).toMatchObject({ roleId: agentRoleId, roleName: expect.any(String), invitedBy: 'Ada Admin' });
    expect(list[0]!.expiresAt).toBeGreaterThan(list[0]!.sentAt);
    const res = await call(app, 'GET', '/app/invitations?range=[0,0]', undefined, admin);
    expect(res.headers['content-range']).toBe('invitations 0-0/2');
  });

  it('resends: a new link works, the old one no longer does; audited', async () => {
    await invite('resend@invite.test');
    const oldToken = await tokenOf('resend@invite.test');
    const row = (await pending()).find((i) => i.email === 'resend@invite.test')!;
    const res = await call(app, 'POST', `/app/invitations/${row.id}/resend`, {}, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'resend@invite.test' });
    expect(res.json().id).not.toBe(row.id);
    const newToken = await tokenOf('resend@invite.test');
    expect(newToken).not.toBe(oldToken);
    expect((await call(app, 'GET', `/app/invitations/${oldToken}`)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/app/invitations/${newToken}`)).json()).toMatchObject({ email: 'resend@invite.test' });
    expect((await pending()).filter((i) => i.email === 'resend@invite.test')).toHaveLength(1);
    expect(await newestAudit()).toMatchObject({
      action: 'user.reinvite',
      target: { type: 'user', label: 'resend@invite.test' },
      summary: { details: { newLink: 'sent; the previous link no longer works' } },
    });
  });

  it("revokes: the address leaves the list, its link no longer opens or accepts; audited", async () => {
    await invite('revoke@invite.test');
    const link = await tokenOf('revoke@invite.test');
    const row = (await pending()).find((i) => i.email === 'revoke@invite.test')!;
    const res = await call(app, 'DELETE', `/app/invitations/${row.id}`, undefined, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await pending()).map((i) => i.email)).not.toContain('revoke@invite.test');
    expect((await call(app, 'GET', `/app/invitations/${link}`)).statusCode).toBe(404);
    const accept = await call(app, 'POST', '/app/invitations/accept', { token: link, name: 'Rita Revoked', password: 'revoked-pass-1' });
    expect(accept.statusCode).toBeGreaterThanOrEqual(400);
    expect(await app.repos.users.findByEmail('revoke@invite.test')).toBeUndefined();
    const audit = await newestAudit();
    expect(audit).toMatchObject({ action: 'user.uninvite', target: { label: 'revoke@invite.test' } });
    expect(audit.summary.changes).toContainEqual({ field: 'invitation', from: 'pending', to: 'revoked' });
    // Twice: already revoked.
    const again = await call(app, 'DELETE', `/app/invitations/${row.id}`, undefined, admin);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toBe(INVITATION_MSG.notFound);
  });

  it('an accepted invitation is no longer pending', async () => {
    await invite('accepts@invite.test');
    const token = await tokenOf('accepts@invite.test');
    expect((await call(app, 'POST', '/app/invitations/accept', { token, name: 'Alex Accepts', password: 'accepts-pass-1' })).statusCode).toBe(200);
    expect((await pending()).map((i) => i.email)).not.toContain('accepts@invite.test');
  });

  it('agents and other projects can neither list, resend nor revoke', async () => {
    await invite('guarded@invite.test');
    const row = (await pending()).find((i) => i.email === 'guarded@invite.test')!;
    expect((await call(app, 'GET', '/app/invitations', undefined, agent)).statusCode).toBe(403);
    expect((await call(app, 'POST', `/app/invitations/${row.id}/resend`, {}, agent)).statusCode).toBe(403);
    expect((await call(app, 'DELETE', `/app/invitations/${row.id}`, undefined, agent)).statusCode).toBe(403);
    expect(await pending(other)).toEqual([]);
    expect((await call(app, 'POST', `/app/invitations/${row.id}/resend`, {}, other)).statusCode).toBe(404);
    expect((await call(app, 'DELETE', `/app/invitations/${row.id}`, undefined, other)).statusCode).toBe(404);
    expect((await pending()).map((i) => i.email)).toContain('guarded@invite.test');
  });
});
