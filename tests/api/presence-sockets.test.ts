// Visitor presence follows the socket (issue 22.1): a visitor is online while subscribed to their channel and goes
// offline, with the online count, when the socket dies: closed without a close frame (a killed browser) at once
// after the grace, or silent and deaf to the server's pusher:ping (a frozen tab, a lost network) after the activity
// and pong timeouts (short here: 1 s and 1 s). A visitor whose client answers pings stays online. A restart leaves
// nobody online.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { projectChannel } from '../../src/domain/channels';
import type { PresenceSettings } from '../../server/services/presence/settings';
import { call, login, startTestServer } from './support/server';
import { listen, nextEvent, pusherClient, subscribed, tick } from './support/pusher';
import { newVisitor, startConversation, type TestVisitor } from './support/visitor';
import { rawSocket, type RawSocket } from './support/rawSocket';
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';

const presence: PresenceSettings = { activityTimeoutSeconds: 1, pongTimeoutSeconds: 1, visitorGraceSeconds: 0.3, agentGraceSeconds: 30, reconcileSeconds: 60 };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-presence-'));
let app: FastifyInstance;
let port: number;
let projectId: number;
let widgetKey: string;
let agentToken: string;
let project: Channel;
const clients: Pusher[] = [];
const sockets: RawSocket[] = [];

const isOnline = async (v: TestVisitor) => (await app.repos.visitors.findByPublicId(projectId, v.visitorId))?.online === 1;
const onlineCount = async () => (await app.repos.visitors.onlineCounts(projectId)).nonBot;

/** A visitor with a conversation, connected through a raw socket subscribed to their channel. */
async function connectedVisitor(name: string): Promise<{ v: TestVisitor; s: RawSocket }> {
  const v = await newVisitor(app, widgetKey, { name });
  await startConversation(app, v, 'Hi');
  const s = await rawSocket(app, port);
  sockets.push(s);
  await s.subscribe(v.channel, v.token, '/app/visitor/realtime/auth');
  await expect.poll(() => isOnline(v), { timeout: 2000 }).toBe(true);
  return { v, s };
}

async function start() {
  app = await startTestServer({ dataDir, databaseUrl: null, presence });
  port = await listen(app);
}

beforeAll(async () => {
  await start();
  const p = await buildProject(app.repos);
  projectId = p.project.id;
  widgetKey = p.project.widget_key;
  const agent = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Ann' });
  agentToken = await login(app, agent.email, agent.password);
  const client = pusherClient(port, agentToken);
  clients.push(client);
  project = await subscribed(client, projectChannel(projectId));
});
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  sockets.forEach((s) => s.ws.terminate());
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('visitor presence follows the socket', () => {
  it('a subscribed visitor is online, and counted', async () => {
    const before = await onlineCount();
    const counted = nextEvent<{ online: { nonBot: number } }>(project, 'online-count', (d) => d.online.nonBot === before + 1);
    await connectedVisitor('Vic');
    await counted;
  });

  it('a socket gone without a close frame (browser killed): offline within the grace, the count drops', async () => {
    const { v, s } = await connectedVisitor('Kim');
    const before = await onlineCount();
    const offline = nextEvent<{ visitorId: string; online: boolean }>(project, 'visitor-status', (d) => d.visitorId === v.visitorId && !d.online);
    const started = Date.now();
    (s.ws as unknown as { _socket: { destroy(): void } })._socket.destroy(); // TCP gone, no websocket close frame
    await offline;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await isOnline(v)).toBe(false);
    expect(await onlineCount()).toBe(before - 1);
  });

  it('a socket that stops answering (no pong, no close): closed by the server and offline within the timeouts', async () => {
    const { v, s } = await connectedVisitor('Pat');
    const before = await onlineCount();
    const started = Date.now();
    // The raw client never answers pusher:ping; its TCP connection stays up.
    await expect.poll(() => isOnline(v), { timeout: 5000, interval: 100 }).toBe(false);
    const seconds = (Date.now() - started) / 1000;
    // activity 1 s + pong 1 s + grace 0.3 s, swept every ~0.33 s: about 2.3 to 3 s.
    expect(seconds).toBeGreaterThanOrEqual(1.9);
    expect(seconds).toBeLessThan(4);
    expect(s.frames.some((f) => f.event === 'pusher:ping')).toBe(true);
    expect(await s.closed).toBe(4201);
    // Lower by Pat at least (earlier raw sockets of this file, as deaf to pings, went the same way meanwhile).
    expect(await onlineCount()).toBeLessThan(before);
  });

  it('a client that answers the pings (pusher-js) stays online past the timeouts', async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Liv' });
    await startConversation(app, v, 'Hi');
    const client = pusherClient(port, v.token, '/app/visitor/realtime/auth');
    clients.push(client);
    await subscribed(client, v.channel);
    await expect.poll(() => isOnline(v), { timeout: 2000 }).toBe(true);
    await tick(3500);
    expect(await isOnline(v)).toBe(true);
    client.disconnect(); // a clean close: offline after the grace
    await expect.poll(() => isOnline(v), { timeout: 2000 }).toBe(false);
  });

  it('a page reload within the grace does not flicker offline', async () => {
    const { v, s } = await connectedVisitor('Rae');
    s.ws.close();
    const again = await rawSocket(app, port);
    sockets.push(again);
    await again.subscribe(v.channel, v.token, '/app/visitor/realtime/auth');
    await tick(600);
    expect(await isOnline(v)).toBe(true);
  });
});

describe('nobody stays online without a socket', () => {
  it('an online flag the widget set over HTTP without a socket following is cleared by the periodic check', async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Hal' });
    await startConversation(app, v, 'Hi');
    expect((await call(app, 'POST', '/app/visitor/status', { online: true }, v.token)).statusCode).toBe(200);
    expect(await isOnline(v)).toBe(true);
    await tick(1100); // past the grace since it was marked
    await app.visitorPresence!.check();
    expect(await isOnline(v)).toBe(false);
  });

  it('a restart marks offline everyone the previous process left online (it could not say goodbye)', async () => {
    const { v } = await connectedVisitor('Ike');
    const stale = await newVisitor(app, widgetKey, { name: 'Old' });
    await startConversation(app, stale, 'Hi');
    // As a crash leaves them: flags set, no socket to close.
    const row = (await app.repos.visitors.findByPublicId(projectId, stale.visitorId))!;
    await app.repos.visitors.update(row.id, { online: 1 });
    clients.forEach((c) => c.disconnect());
    await app.close();
    // The database still says online after the close (a crash would not even run the close).
    await start();
    expect(await isOnline(v)).toBe(false);
    expect(await isOnline(stale)).toBe(false);
    expect(await onlineCount()).toBe(0);
  });
});
