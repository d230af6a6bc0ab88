import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { MSG } from '../../src/domain/messages';
import { call, errorOf, linkFromMailbox, login, startTestServer } from './support/server';
import { loadConfig } from '../../server/config';
import { OWASP_SCRYPT, Passwords, verifyPassword } from '../../server/lib/passwords';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => app.close());

describe('register -> verify -> login -> details -> logout', () => {
  const email = 'new.owner@acme.test';
  const password = 'a-strong-pass';

  it('walks the whole flow through the outbox', async () => {
    const reg = await call(app, 'POST', '/app/register', { name: 'Nia Owner', company: 'Acme', email, password });
    expect(reg.statusCode).toBe(201);
    expect(reg.json().message).toBe(MSG.registered);

    const early = await call(app, 'POST', '/app/login', { email, password });
    expect(early.statusCode).toBe(403);
    expect(errorOf(early)).toBe(MSG.verificationPending);

    const link = await linkFromMailbox(app, email, '/verify');
    const verified = await call(app, 'POST', '/app/verify', { token: link.searchParams.get('token') });
    expect(verified.json().message).toBe(MSG.emailVerified);
    const reused = await call(app, 'POST', '/app/verify', { token: link.searchParams.get('token') });
    expect(errorOf(reused)).toBe(MSG.linkInvalid);

    const token = await login(app, email, password);
    const details = await call(app, 'GET', '/app/details', undefined, token);
    expect(details.statusCode).toBe(200);
    const d = details.json();
    expect(d.project.name).toBe('Acme');
    expect(d.project.ziTenantId).toEqual(expect.any(String));
    expect(d.user).toMatchObject({ email, isCSUser: false, name: 'Nia Owner' });
    expect(d.subscription.features.length).toBeGreaterThan(0);
    expect(d).toMatchObject({ isDoziCustomer: false, migrationInProgress: false, isInsideMSTeams: false });

    const profile = await call(app, 'GET', '/app/user/profile', undefined, token);
    expect(profile.json().permissions.settings.children.team.permissions).toContain('write');

    const out = await call(app, 'POST', '/app/logout', undefined, token);
    expect(out.json().message).toBe(MSG.logoutSuccess);
    const after = await call(app, 'GET', '/app/details', undefined, token);
    expect(after.statusCode).toBe(401);
    expect(errorOf(after)).toContain('authentication');
  });

  it('refuses a second account with the same email', async () => {
    const res = await call(app, 'POST', '/app/register', { name: 'Other', company: 'Other Co', email, password });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(MSG.emailTaken);
  });

  it('resends the verification mail with a fresh link that replaces the old one', async () => {
    const mail = 'late.verifier@acme.test';
    await call(app, 'POST', '/app/register', { name: 'Late V', company: 'Late Co', email: mail, password });
    const first = await linkFromMailbox(app, mail, '/verify');
    const resend = await call(app, 'POST', '/app/verify/resend', { email: mail });
    expect(resend.json().message).toBe(MSG.resentEmail);
    const second = await linkFromMailbox(app, mail, '/verify');
    expect(second.href).not.toBe(first.href);
    expect(errorOf(await call(app, 'POST', '/app/verify', { token: first.searchParams.get('token') }))).toBe(MSG.linkInvalid);
    expect((await call(app, 'POST', '/app/verify', { token: second.searchParams.get('token') })).statusCode).toBe(200);
  });
});

describe('login failures', () => {
  it('answers the same text for a wrong password and an unknown email', async () => {
    const { project, admin } = await buildProject(app.repos);
    const u = await buildUser(app.repos, { projectId: project.id, roleId: admin.id });
    const wrong = await call(app, 'POST', '/app/login', { email: u.email, password: 'nope-nope-1' });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toBe(MSG.invalidCredentials);
    const unknown = await call(app, 'POST', '/app/login', { email: 'ghost@nowhere.test', password: 'nope-nope-1' });
    expect(errorOf(unknown)).toBe(MSG.invalidCredentials);
  });

  it('rate-limits guessing per email', async () => {
    const { project, admin } = await buildProject(app.repos);
    const u = await buildUser(app.repos, { projectId: project.id, roleId: admin.id });
    for (let i = 0; i < 5; i++) await call(app, 'POST', '/app/login', { email: u.email, password: `guess-${i}-xx` });
    const blocked = await call(app, 'POST', '/app/login', { email: u.email, password: u.password });
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked)).toBe(MSG.tooManyAttempts);
  });

  it('answers 401 "your password has expired" under the project policy, and the change flow fixes it', async () => {
    const { project, admin } = await buildProject(app.repos, { passwordMaxAgeDays: 90 });
    const u = await buildUser(app.repos, { projectId: project.id, roleId: admin.id, passwordAgeSeconds: 91 * 86400 });
    const res = await call(app, 'POST', '/app/login', { email: u.email, password: u.password });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toContain('your password has expired');

    const change = await call(app, 'POST', '/app/password/change', {
      email: u.email,
      currentPassword: u.password,
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(change.json().message).toBe(MSG.passwordChanged);
    expect(await login(app, u.email, 'brand-new-pass')).toEqual(expect.any(String));
  });
});

describe('password reset', () => {
  it('mails a link that sets a new password once and ends old sessions', async () => {
    const { project, admin } = await buildProject(app.repos);
    const u = await buildUser(app.repos, { projectId: project.id, roleId: admin.id });
    const oldToken = await login(app, u.email, u.password);

    const req = await call(app, 'POST', '/app/password/reset/request', { email: u.email });
    expect(req.json().message).toBe(MSG.resetEmailSent);
    const ghost = await call(app, 'POST', '/app/password/reset/request', { email: 'nobody@nowhere.test' });
    expect(ghost.json().message).toBe(MSG.resetEmailSent);

    const link = await linkFromMailbox(app, u.email, '/passwordReset');
    const token = link.searchParams.get('token');
    const mismatch = await call(app, 'POST', '/app/password/reset', { token, password: 'fresh-pass-1', confirmPassword: 'other-pass-1' });
    expect(errorOf(mismatch)).toBe(MSG.passwordsDiffer);
    const done = await call(app, 'POST', '/app/password/reset', { token, password: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' });
    expect(done.json().message).toBe(MSG.passwordChanged);
    const again = await call(app, 'POST', '/app/password/reset', { token, password: 'fresh-pass-2', confirmPassword: 'fresh-pass-2' });
    expect(errorOf(again)).toBe(MSG.linkInvalid);

    expect((await call(app, 'GET', '/app/details', undefined, oldToken)).statusCode).toBe(401);
    expect(errorOf(await call(app, 'POST', '/app/login', { email: u.email, password: u.password }))).toBe(MSG.invalidCredentials);
    expect(await login(app, u.email, 'fresh-pass-1')).toEqual(expect.any(String));
  });
});

describe('invitations', () => {
  it('an admin invites, the invitee accepts from the mailed link and lands with the role', async () => {
    const { project, admin, agent } = await buildProject(app.repos, { name: 'Inviting Co' });
    const owner = await buildUser(app.repos, { projectId: project.id, roleId: admin.id, name: 'Olga Owner' });
    const token = await login(app, owner.email, owner.password);
    const inv = await call(app, 'POST', '/app/invitations', { email: 'new.agent@inviting.test', roleId: agent.id }, token);
    expect(inv.statusCode).toBe(201);

    const link = await linkFromMailbox(app, 'new.agent@inviting.test', '/invite');
    const invToken = link.searchParams.get('token')!;
    const info = await call(app, 'GET', `/app/invitations/${invToken}`);
    expect(info.json()).toEqual({ email: 'new.agent@inviting.test', projectName: 'Inviting Co', invitedBy: 'Olga Owner' });

    const bad = await call(app, 'POST', '/app/invitations/accept', { token: invToken, name: 'A', password: 'short' });
    expect(bad.json().fields).toMatchObject({ name: MSG.nameMin, password: MSG.passwordMin });

    const accepted = await call(app, 'POST', '/app/invitations/accept', { token: invToken, name: 'Nico Agent', password: 'agent-pass-1' });
    expect(accepted.statusCode).toBe(200);
    const agentToken = accepted.json().token as string;
    const profile = (await call(app, 'GET', '/app/user/profile', undefined, agentToken)).json();
    expect(profile.roleName).toBe('Agent');
    expect(profile.permissions.inbox.permissions).toContain('write');
    const details = (await call(app, 'GET', '/app/details', undefined, agentToken)).json();
    expect(details.project.id).toBe(project.id);

    expect((await call(app, 'GET', `/app/invitations/${invToken}`)).statusCode).toBe(404);
  });

  it('an agent may not invite', async () => {
    const { project, agent } = await buildProject(app.repos);
    const a = await buildUser(app.repos, { projectId: project.id, roleId: agent.id });
    const token = await login(app, a.email, a.password);
    const res = await call(app, 'POST', '/app/invitations', { email: 'x@y.test', roleId: agent.id }, token);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe(MSG.notAuthorized);
  });
});

describe('Microsoft Teams login', () => {
  it('the tenant and object id alone no longer sign in: a Teams SSO token must vouch for them (tests/api/msteams.test.ts)', async () => {
    const { project, agent } = await buildProject(app.repos, { msTenantId: 'tenant-xyz' });
    await buildUser(app.repos, { projectId: project.id, roleId: agent.id, msObjectId: 'obj-1' });
    const res = await call(app, 'POST', '/app/login/msteams', { tenantId: 'tenant-xyz', teamId: 't', channelId: 'c', userObjectId: 'obj-1' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toBe(MSG.somethingWrong);
    const forged = await app.inject({ method: 'POST', url: '/app/login/msteams', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJ0aWQiOiJ0ZW5hbnQteHl6Iiwib2lkIjoib2JqLTEifQ.' }, payload: { tenantId: 'tenant-xyz', userObjectId: 'obj-1' } });
    expect(forged.statusCode).toBe(401);
  });
});

describe('password hashes (issue 23, finding 11)', () => {
  it("new hashes get OWASP's scrypt cost (N=2^17, r=8, p=1) in the hash string, within Node's memory limit", async () => {
    expect(loadConfig({}).scryptN).toBe(2 ** 17);
    const stored = await new Passwords(OWASP_SCRYPT.N).hash('owasp-pass-1');
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('owasp-pass-1', stored)).toBe(true);
  }, 60_000); // two scrypt runs at 128 MiB each: seconds on a busy machine

  it('rehashes an old hash at the next login, and the password keeps working', async () => {
    const { project, admin } = await buildProject(app.repos);
    const u = await buildUser(app.repos, { projectId: project.id, roleId: admin.id });
    // A hash from before the cost was raised (this file's server hashes at 2^14).
    await app.repos.users.update(u.id, { password_hash: await new Passwords(2 ** 10).hash(u.password) });
    expect((await app.repos.users.findById(u.id))?.password_hash?.startsWith('scrypt$1024$')).toBe(true);

    await login(app, u.email, u.password);
    const rehashed = (await app.repos.users.findById(u.id))!;
    expect(rehashed.password_hash?.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(rehashed.password_changed_at).toBe(u.password_changed_at); // not a password change
    await login(app, u.email, u.password);
    expect((await call(app, 'POST', '/app/login', { email: u.email, password: 'not-it-at-all' })).statusCode).toBe(401);
  });

  it('leaves a current hash alone', async () => {
    const { project, admin } = await buildProject(app.repos);
    const u = await buildUser(app.repos, { projectId: project.id, roleId: admin.id });
    await login(app, u.email, u.password);
    expect((await app.repos.users.findById(u.id))?.password_hash).toBe(u.password_hash);
  });
});
