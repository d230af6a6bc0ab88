// Realtime access ends with the access that granted it (issue 23, finding 5): a socket subscribed to the project's
// channel is closed with 4009 (pusher-js does not reconnect) within a second of its session's logout, a new password
// ending all of the user's sessions, its user's deletion or its user losing inbox access, and hears no visitor
// message after; other sessions and users stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { agentChannel, projectChannel } from '../../src/domain/channels';
import { call, linkFromMailbox, login, startTestServer } from './support/server';
import { listen, tick } from './support/pusher';
import { newVisitor, startConversation, visitorSays } from './support/visitor';
import { rawSocket, type RawSocket } from './support/rawSocket';

let app: FastifyInstance;
let port: number;
let projectId: number;
let widgetKey: string;
let adminToken: string;
let agentRoleId: number;
const sockets: RawSocket[] = [];

async function agent(name: string) {
  const u = await buildUser(app.repos, { projectId, roleId: agentRoleId, name });
  return { id: u.id, token: await login(app, u.email, u.password), email: u.email, password: u.password };
}

/** A socket of this session on the project channel and the agent's own channel. */
async function connect(token: string, userId: number): Promise<RawSocket> {
  const s = await rawSocket(app, port);
  sockets.push(s);
  await s.subscribe(projectChannel(projectId), token);
  await s.subscribe(agentChannel(projectId, userId), token);
  return s;
}

/** Closed with 4009 within a second of `revoke`, and no visitor message reached it afterwards. */
async function expectRevoked(s: RawSocket, revoke: () => Promise<unknown>) {
  const started = Date.now();
  await revoke();
  const code = await Promise.race([s.closed, tick(1000).then(() => 'still open')]);
  expect(code).toBe(4009);
  expect(Date.now() - started).toBeLessThan(1000);
  const before = s.frames.length;
  const v = await newVisitor(app, widgetKey, { name: 'Vera' });
  await visitorSays(app, v, await startConversation(app, v, 'Anyone?'), 'Hello again');
  await tick(200);
  expect(s.frames.slice(before).filter((f) => f.event === 'new-message')).toEqual([]);
}

/** Still subscribed: the next visitor message reaches it. */
async function expectHears(s: RawSocket) {
  const before = s.frames.length;
  const v = await newVisitor(app, widgetKey, { name: 'Walt' });
  await startConversation(app, v, 'Still there?');
  await expect.poll(() => s.frames.slice(before).some((f) => f.event === 'new-message'), { timeout: 2000 }).toBe(true);
}

beforeAll(async () => {
  app = await startTestServer();
  port = await listen(app);
  const p = await buildProject(app.repos);
  projectId = p.project.id;
  widgetKey = p.project.widget_key;
  agentRoleId = p.agent.id;
  const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Ada' });
  adminToken = await login(app, admin.email, admin.password);
});
afterAll(async () => {
  sockets.forEach((s) => s.ws.terminate());
  await app?.close();
});

describe('sockets close when the access that authorised them ends', () => {
  it('logout closes the sockets of that session only', async () => {
    const ann = await agent('Ann');
    const otherTab = await login(app, ann.email, ann.password);
    const s = await connect(ann.token, ann.id);
    const other = await connect(otherTab, ann.id);
    await expectHears(s);
    await expectRevoked(s, async () => expect((await call(app, 'POST', '/app/logout', {}, ann.token)).statusCode).toBe(200));
    await expectHears(other);
  });

  it('a new password through a reset link ends every session of the user: their sockets close', async () => {
    const hal = await agent('Hal');
    const s = await connect(hal.token, hal.id);
    expect((await call(app, 'POST', '/app/password/reset/request', { email: hal.email })).statusCode).toBe(200);
    const token = (await linkFromMailbox(app, hal.email, '/passwordReset')).searchParams.get('token');
    await expectRevoked(s, async () =>
      expect((await call(app, 'POST', '/app/password/reset', { token, password: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' })).statusCode).toBe(200),
    );
  });

  it('a socket cannot subscribe again with an authorisation signed before the logout', async () => {
    const bea = await agent('Bea');
    const s = await rawSocket(app, port);
    sockets.push(s);
    const channel = projectChannel(projectId);
    const signed = (await call(app, 'POST', '/app/realtime/auth', { socket_id: s.socketId, channel_name: channel }, bea.token)).json();
    expect((await call(app, 'POST', '/app/logout', {}, bea.token)).statusCode).toBe(200);
    s.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...signed } }));
    await expect.poll(() => s.frames.find((f) => f.channel === channel)?.event, { timeout: 2000 }).toBe('pusher:subscription_error');
  });

  it("deleting a user closes every socket of theirs; other agents' stay", async () => {
    const cal = await agent('Cal');
    const dee = await agent('Dee');
    const s = await connect(cal.token, cal.id);
    const others = await connect(dee.token, dee.id);
    await expectRevoked(s, async () => expect((await call(app, 'DELETE', `/app/users/${cal.id}`, undefined, adminToken)).statusCode).toBe(200));
    await expectHears(others);
  });

  it('a role change that takes inbox access away closes the sockets; one that keeps it does not', async () => {
    const eve = await agent('Eve');
    const fay = await agent('Fay');
    const noInbox = await app.repos.roles.create(projectId, 'Reporting', { analytics: { permissions: ['read'] } }, 1);
    const s = await connect(eve.token, eve.id);
    const kept = await connect(fay.token, fay.id);
    await expectRevoked(s, async () => expect((await call(app, 'PUT', `/app/users/${eve.id}`, { roleId: noInbox.id }, adminToken)).statusCode).toBe(200));
    // Fay's role is set again to one with the inbox: her socket stays.
    expect((await call(app, 'PUT', `/app/users/${fay.id}`, { roleId: agentRoleId }, adminToken)).statusCode).toBe(200);
    await expectHears(kept);
  });

  it("editing a role's permissions so it no longer opens the inbox closes its users' sockets", async () => {
    const role = await app.repos.roles.create(projectId, 'Triage', { inbox: { permissions: ['read', 'write'] } }, 1);
    const gus = await buildUser(app.repos, { projectId, roleId: role.id, name: 'Gus' });
    const token = await login(app, gus.email, gus.password);
    const s = await connect(token, gus.id);
    const res = () => call(app, 'PUT', `/app/roles/${role.id}`, { name: 'Triage', permissions: { analytics: { permissions: ['read'] } } }, adminToken);
    await expectRevoked(s, async () => expect((await res()).statusCode).toBe(200));
  });
});
