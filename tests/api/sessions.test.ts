// Session lifetime: a password change ends every session of that user (on every device) and no one else's; logout
// ends only its own session; a session past its expiry (30 days from login) is refused even if never revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { SESSION_TTL_DAYS } from '../../src/domain/constants';
import { call, login, startTestServer } from './support/server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => app.close());

const status = async (token: string) => (await call(app, 'GET', '/app/details', undefined, token)).statusCode;

describe('sessions', () => {
  it('a password change ends all of that user\'s sessions and leaves a colleague signed in', async () => {
    const { project, admin } = await buildProject(app.repos);
    const u = await buildUser(app.repos, { projectId: project.id, roleId: admin.id });
    const colleague = await buildUser(app.repos, { projectId: project.id, roleId: admin.id });
    const laptop = await login(app, u.email, u.password);
    const phone = await login(app, u.email, u.password);
    const other = await login(app, colleague.email, colleague.password);
    expect([await status(laptop), await status(phone), await status(other)]).toEqual([200, 200, 200]);

    const change = await call(app, 'POST', '/app/password/change', { email: u.email, currentPassword: u.password, password: 'rotated-pass-1', confirmPassword: 'rotated-pass-1' });
    expect(change.statusCode).toBe(200);
    expect(await status(laptop)).toBe(401);
    expect(await status(phone)).toBe(401);
    expect(await status(other)).toBe(200);
    const fresh = await login(app, u.email, 'rotated-pass-1');
    expect(fresh).not.toBe(laptop);
    expect(await status(fresh)).toBe(200);
  });

  it('logout ends only the session it is called with', async () => {
    const { project, admin } = await buildProject(app.repos);
    const u = await buildUser(app.repos, { projectId: project.id, roleId: admin.id });
    const a = await login(app, u.email, u.password);
    const b = await login(app, u.email, u.password);
    expect((await call(app, 'POST', '/app/logout', undefined, a)).statusCode).toBe(200);
    expect(await status(a)).toBe(401);
    expect(await status(b)).toBe(200);
  });

  it('refuses a session past its expiry, which is set 30 days from login', async () => {
    const { project, admin } = await buildProject(app.repos);
    const u = await buildUser(app.repos, { projectId: project.id, roleId: admin.id });
    const before = Math.floor(Date.now() / 1000);
    const token = await login(app, u.email, u.password);
    const row = await app.db.kysely.selectFrom('sessions').select(['expires_at', 'created_at']).where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(SESSION_TTL_DAYS * 86400);
    expect(Number(row.created_at)).toBeGreaterThanOrEqual(before);
    expect(await status(token)).toBe(200);

    // The clock passes the expiry (moved on the row: the server reads its own clock).
    await app.db.kysely.updateTable('sessions').set({ expires_at: before - 1 }).where('user_id', '=', u.id).execute();
    expect(await status(token)).toBe(401);
  });
});
