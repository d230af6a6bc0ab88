// What agents do reaches the visitor's own channel (issue #7 follow-up): reading the conversation gives the widget
// its "Seen" (`read` { conversationId, time }), a status change or a bulk close gives it `conversation-status`
// { conversationId, status }. Nothing goes to another visitor, and a blocked visitor is told nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { call, login, startTestServer } from './support/server';
import { newVisitor, startConversation, type TestVisitor } from './support/visitor';
import { listen, nextEvent, pusherClient, subscribed, tick } from './support/pusher';

let app: FastifyInstance;
let port: number;
const clients: Pusher[] = [];
let widgetKey: string;
let agentToken: string;

/** A visitor with a conversation, listening on their own channel; `seen` collects every event it gets. */
async function listeningVisitor(): Promise<{ v: TestVisitor; conversationId: number; channel: Channel; seen: Array<{ event: string; data: unknown }> }> {
  const v = await newVisitor(app, widgetKey, { name: 'Vic' });
  const conversationId = await startConversation(app, v, 'Hello there');
  const client = pusherClient(port, v.token, '/app/visitor/realtime/auth');
  clients.push(client);
  const channel = await subscribed(client, v.channel);
  const seen: Array<{ event: string; data: unknown }> = [];
  channel.bind_global((event: string, data: unknown) => {
    if (!event.startsWith('pusher')) seen.push({ event, data });
  });
  return { v, conversationId, channel, seen };
}

beforeAll(async () => {
  app = await startTestServer();
  port = await listen(app);
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  widgetKey = p.project.widget_key;
  const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Tess Agent', available: true });
  agentToken = await login(app, agent.email, agent.password);
});
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await app?.close();
});

describe("agents' receipts and status on the visitor channel", () => {
  it('reading the conversation sends `read` with the time to its visitor only, once', async () => {
    const mine = await listeningVisitor();
    const other = await listeningVisitor();
    const before = Math.floor(Date.now() / 1000);
    const read = nextEvent<{ conversationId: number; time: number }>(mine.channel, 'read');
    expect((await call(app, 'POST', `/app/inbox/conversations/${mine.conversationId}/read`, {}, agentToken)).statusCode).toBe(200);
    const got = await read;
    expect(got.conversationId).toBe(mine.conversationId);
    expect(got.time).toBeGreaterThanOrEqual(before);
    // Whole seconds, rounded (spec §9).
    expect(got.time).toBeLessThanOrEqual(Math.round(Date.now() / 1000));
    // Already read: nothing new to tell.
    expect((await call(app, 'POST', `/app/inbox/conversations/${mine.conversationId}/read`, {}, agentToken)).statusCode).toBe(200);
    await tick(300);
    expect(mine.seen.filter((e) => e.event === 'read')).toHaveLength(1);
    expect(other.seen).toEqual([]);
  });

  it('a status change and a bulk close send `conversation-status` to the visitor', async () => {
    const a = await listeningVisitor();
    const b = await listeningVisitor();
    const pending = nextEvent<{ conversationId: number; status: string }>(a.channel, 'conversation-status');
    const res = await call(app, 'POST', `/app/inbox/conversations/${a.conversationId}/status`, { status: 'pending' }, agentToken);
    expect(res.statusCode).toBe(200);
    expect(await pending).toEqual({ conversationId: a.conversationId, status: 'pending' });
    expect(b.seen).toEqual([]);

    const closedA = nextEvent<{ conversationId: number; status: string }>(a.channel, 'conversation-status', (d) => d.status === 'close');
    const closedB = nextEvent<{ conversationId: number; status: string }>(b.channel, 'conversation-status', (d) => d.status === 'close');
    const bulk = await call(app, 'POST', '/app/inbox/conversations/status', { conversationIds: [a.conversationId, b.conversationId], status: 'close' }, agentToken);
    expect(bulk.json()).toMatchObject({ changed: 2 });
    expect(await closedA).toEqual({ conversationId: a.conversationId, status: 'close' });
    expect(await closedB).toEqual({ conversationId: b.conversationId, status: 'close' });
  });

  it('a blocked visitor hears neither receipts nor status changes', async () => {
    const x = await listeningVisitor();
    expect((await call(app, 'POST', `/app/inbox/visitor/block/${x.v.visitorId}`, { block: true }, agentToken)).statusCode).toBe(200);
    await call(app, 'POST', `/app/inbox/conversations/${x.conversationId}/read`, {}, agentToken);
    await call(app, 'POST', `/app/inbox/conversations/${x.conversationId}/status`, { status: 'pending' }, agentToken);
    await tick(400);
    expect(x.seen.filter((e) => e.event === 'read' || e.event === 'conversation-status')).toEqual([]);
  });
});
