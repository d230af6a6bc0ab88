import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO, seedDemo } from '../../demo/seed/project';
import { call, login, startTestServer } from './support/server';
import { canAccessPath, flattenPermissions } from '../../src/domain/permissions';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestServer({ realtime: { key: 'parley-key', secret: 'never-shown-secret', wsPath: '/realtime' } });
  await seedDemo(app.repos);
});
afterAll(async () => app.close());

describe('GET app/env', () => {
  it('answers the config the client needs, including realtime settings', async () => {
    const res = await call(app, 'GET', '/app/env');
    expect(res.statusCode).toBe(200);
    const env = res.json();
    expect(env.productName).toBe('Parley');
    expect(env.realtime).toMatchObject({ key: 'parley-key', wsPath: '/realtime', authEndpoint: '/app/realtime/auth' });
    expect(env.mailbox).toBe(true);
    expect(JSON.stringify(env)).not.toContain('never-shown-secret');
  });

  it('sends security headers and no cross-origin permission', async () => {
    const res = await call(app, 'GET', '/app/env');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the demo project', () => {
  it('gives the admin every area, the agent the inbox only, and flags the CS user', async () => {
    const admin = (await call(app, 'GET', '/app/user/profile', undefined, await login(app, DEMO.admin, DEMO.password))).json();
    const agentToken = await login(app, DEMO.agent, DEMO.password);
    const agent = (await call(app, 'GET', '/app/user/profile', undefined, agentToken)).json();
    const adminFlat = flattenPermissions(admin.permissions);
    const agentFlat = flattenPermissions(agent.permissions);
    expect(canAccessPath(adminFlat, 'settings.team.userRoles', 'write')).toBe(true);
    expect(canAccessPath(agentFlat, 'inbox', 'write')).toBe(true);
    expect(canAccessPath(agentFlat, 'settings.team')).toBe(false);
    const cs = (await call(app, 'GET', '/app/details', undefined, await login(app, DEMO.cs, DEMO.password))).json();
    expect(cs.user.isCSUser).toBe(true);
  });

  it('the demo tenant and agent ids alone do not sign in (a Teams SSO token must vouch for them)', async () => {
    const res = await call(app, 'POST', '/app/login/msteams', {
      tenantId: DEMO.msTenantId,
      teamId: 'team',
      channelId: 'channel',
      userObjectId: DEMO.agentMsObjectId,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in the spec shape', async () => {
    const res = await call(app, 'GET', '/app/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json().errMessage.errorMsg).toEqual(expect.any(String));
  });
});
