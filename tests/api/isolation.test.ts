// A project never sees another project's data, and routes enforce the permission tree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { MSG } from '../../src/domain/messages';
import { agentChannel, projectChannel } from '../../src/domain/channels';
import { call, errorOf, login, startTestServer } from './support/server';

let app: FastifyInstance;
let tokenA: string;
let agentTokenA: string;
let projectA: number;
let projectB: number;
let adminA: number;
let userB: number;

beforeAll(async () => {
  app = await startTestServer();
  const a = await buildProject(app.repos, { name: 'Alpha' });
  const b = await buildProject(app.repos, { name: 'Beta' });
  projectA = a.project.id;
  projectB = b.project.id;
  const ua = await buildUser(app.repos, { projectId: projectA, roleId: a.admin.id, name: 'Alice Alpha' });
  const ag = await buildUser(app.repos, { projectId: projectA, roleId: a.agent.id, name: 'Andy Agent' });
  const ub = await buildUser(app.repos, { projectId: projectB, roleId: b.admin.id, name: 'Bob Beta' });
  adminA = ua.id;
  userB = ub.id;
  tokenA = await login(app, ua.email, ua.password);
  agentTokenA = await login(app, ag.email, ag.password);
});
afterAll(async () => app.close());

const auth = (socket: string, channel: string, token: string) =>
  app.inject({
    method: 'POST',
    url: '/app/realtime/auth',
    payload: `socket_id=${socket}&channel_name=${encodeURIComponent(channel)}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('project isolation', () => {
  it("member search lists only the caller's project", async () => {
    const res = await call(app, 'GET', '/app/member/search?q=', undefined, tokenA);
    const names = (res.json().users as Array<{ name: string }>).map((u) => u.name);
    expect(names).toEqual(['Alice Alpha', 'Andy Agent']);
    const beta = await call(app, 'GET', '/app/member/search?q=bob', undefined, tokenA);
    expect(beta.json().users).toEqual([]);
  });

  it("project A's token cannot join project B's realtime channels", async () => {
    const own = await auth('1.2', projectChannel(projectA), tokenA);
    expect(own.statusCode).toBe(200);
    expect(own.json().auth).toMatch(/^parley-key:[0-9a-f]{64}$/);
    const other = await auth('1.2', projectChannel(projectB), tokenA);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other)).toBe(MSG.notAuthorized);
    const otherAgent = await auth('1.2', agentChannel(projectB, userB), tokenA);
    expect(otherAgent.statusCode).toBe(403);
  });

  it("an agent cannot join a colleague's agent channel", async () => {
    expect((await auth('3.4', agentChannel(projectA, adminA), agentTokenA)).statusCode).toBe(403);
  });

  it("invitations cannot use another project's role", async () => {
    const betaRoles = await app.repos.roles.findByName(projectB, 'Agent');
    const res = await call(app, 'POST', '/app/invitations', { email: 'cross@x.test', roleId: betaRoles!.id }, tokenA);
    expect(res.statusCode).toBe(400);
  });
});

describe('authentication on every private route', () => {
  it.each(['/app/details', '/app/user/profile', '/app/member/search'])('%s needs a session', async (url) => {
    const res = await call(app, 'GET', url);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toContain('authentication');
    const forged = await call(app, 'GET', url, undefined, 'forged-token');
    expect(forged.statusCode).toBe(401);
  });
});
