// The inbox over real pusher-js: sequenced events for every change, the agent's client-app-message persisted then
// confirmed (never echoed), refusals back to the sender only, and catch-up after a gap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { Message } from '../../src/domain/inbox/types';
import type { MissedEvents } from '../../src/domain/inbox/events';
import { call, startTestServer } from './support/server';
import { newVisitor, startConversation, visitorSays, type TestVisitor } from './support/visitor';
import { agentMessage, listen, nextEvent, pusherAgent, pusherClient, subscribed, tick, type PusherAgent } from './support/pusher';

let app: FastifyInstance;
let port: number;
const clients: Pusher[] = [];
let agentA: PusherAgent;
let agentB: PusherAgent;
let widgetKey: string;

const agent = (email: string, password: string) => pusherAgent(app, port, clients, email, password);

beforeAll(async () => {
  app = await startTestServer();
  port = await listen(app);
  const p = await buildProject(app.repos);
  widgetKey = p.project.widget_key;
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Agent A' });
  const b = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Agent B' });
  agentA = await agent(a.email, a.password);
  agentB = await agent(b.email, b.password);
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app.close();
});

const reply = (who: PusherAgent, conversationId: number, v: TestVisitor, text: string, clientId: string) => agentMessage(who, conversationId, v.visitorId, text, clientId);

describe('visitor -> agents', () => {
  it('a visitor message reaches both agents with a sequence number and the list item', async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Rita' });
    const gotA = nextEvent<{ seq: number; message: Message; conversation: { unread: number } }>(agentA.project, 'new-message');
    const gotB = nextEvent<{ seq: number; message: Message }>(agentB.project, 'new-message');
    await startConversation(app, v, 'Pricing question');
    const [a, b] = await Promise.all([gotA, gotB]);
    expect(a.message).toMatchObject({ text: 'Pricing question', senderType: 'visitor', senderName: 'Rita' });
    expect(a.conversation.unread).toBe(1);
    expect(b.seq).toBe(a.seq);
    expect(a.seq).toBeGreaterThan(agentA.details.seq);
  });
});

describe('agent replies (client-app-message)', () => {
  it('are persisted, confirmed to everyone but never echoed raw, and reach the visitor channel', async () => {
    const v = await newVisitor(app, widgetKey);
    const id = await startConversation(app, v, 'hi');
    const visitorClient = pusherClient(port, v.token, '/app/visitor/realtime/auth');
    clients.push(visitorClient);
    const visitorChannel = await subscribed(visitorClient, v.channel);

    let echoed = false;
    agentA.own.bind('client-app-message', () => (echoed = true));
    const confirmedA = nextEvent<{ message: Message }>(agentA.project, 'new-message', (d) => d.message.clientId === 'c-1');
    const confirmedB = nextEvent<{ message: Message }>(agentB.project, 'new-message', (d) => d.message.clientId === 'c-1');
    const toVisitor = nextEvent<{ message: Message }>(visitorChannel, 'new-message', (d) => d.message.text === 'Happy to help');
    const joined = nextEvent<{ userId: number }>(agentB.project, 'member-join');
    agentA.own.trigger('client-app-message', reply(agentA, id, v, 'Happy to help', 'c-1'));

    const [a, b, vis, join] = await Promise.all([confirmedA, confirmedB, toVisitor, joined]);
    expect(a.message).toMatchObject({ senderType: 'agent', senderName: 'Agent A', text: 'Happy to help' });
    expect(b.message.id).toBe(a.message.id);
    expect(vis.message).not.toHaveProperty('userId');
    expect(join.userId).toBe(agentA.details.sender.userId);
    expect(echoed).toBe(false);
    const thread = (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, agentB.token)).json();
    expect(thread.messages.map((m: Message) => m.text)).toEqual(['hi', 'Happy to help']);
    expect(thread.details.unread).toBe(0);
  });

  it('a resend with the same client id is stored once', async () => {
    const v = await newVisitor(app, widgetKey);
    const id = await startConversation(app, v, 'dup?');
    const first = nextEvent<{ message: Message }>(agentA.project, 'new-message', (d) => d.message.clientId === 'dup-1');
    agentA.own.trigger('client-app-message', reply(agentA, id, v, 'once', 'dup-1'));
    await first;
    const update = nextEvent<{ message: Message }>(agentA.project, 'message-update', (d) => d.message.clientId === 'dup-1');
    agentA.own.trigger('client-app-message', reply(agentA, id, v, 'once', 'dup-1'));
    await update;
    const thread = (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, agentA.token)).json();
    expect(thread.messages.filter((m: Message) => m.text === 'once')).toHaveLength(1);
  });

  it('a forged sender signature is refused back to the sender only and stores nothing', async () => {
    const v = await newVisitor(app, widgetKey);
    const id = await startConversation(app, v, 'forge');
    const failed = nextEvent<{ clientId: string; error: string }>(agentA.own, 'message-failed');
    agentA.own.trigger('client-app-message', { ...reply(agentA, id, v, 'forged', 'f-1'), senderSignature: 'f'.repeat(64) });
    expect(await failed).toMatchObject({ clientId: 'f-1', error: 'You are not authorized' });
    await tick(50);
    const thread = (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, agentA.token)).json();
    expect(thread.messages.map((m: Message) => m.text)).toEqual(['forge']);
  });

  it('an empty message is not sent', async () => {
    const v = await newVisitor(app, widgetKey);
    const id = await startConversation(app, v, 'empty?');
    const failed = nextEvent<{ clientId: string }>(agentA.own, 'message-failed');
    agentA.own.trigger('client-app-message', reply(agentA, id, v, '   ', 'e-1'));
    expect((await failed).clientId).toBe('e-1');
  });
});

describe('every state change is an event', () => {
  it('star, archive, status, read and visitor receipts publish in sequence', async () => {
    const v = await newVisitor(app, widgetKey);
    const id = await startConversation(app, v, 'events');
    const seen: Array<{ event: string; seq: number }> = [];
    const names = ['star', 'archive', 'conversation-status', 'read', 'visitor-read', 'visitor-delivered', 'visitor-status', 'online-count'];
    for (const n of names) agentB.project.bind(n, (d: { seq: number }) => seen.push({ event: n, seq: d.seq }));
    await call(app, 'POST', `/app/inbox/conversations/${id}/star`, { starred: true }, agentA.token);
    await call(app, 'POST', `/app/inbox/conversations/${id}/archive`, { archived: true }, agentA.token);
    await call(app, 'POST', `/app/inbox/conversations/${id}/status`, { status: 'pending' }, agentA.token);
    await call(app, 'POST', `/app/inbox/conversations/${id}/read`, {}, agentA.token);
    await call(app, 'POST', `/app/visitor/conversations/${id}/delivered`, {}, v.token);
    await call(app, 'POST', `/app/visitor/conversations/${id}/read`, {}, v.token);
    await call(app, 'POST', '/app/visitor/status', { online: true }, v.token);
    for (let i = 0; i < 40 && seen.length < 8; i++) await tick(25);
    expect(seen.map((s) => s.event)).toEqual(['star', 'archive', 'conversation-status', 'read', 'visitor-delivered', 'visitor-read', 'visitor-status', 'online-count']);
    const seqs = seen.map((s) => s.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(seqs.length);
    for (const n of names) agentB.project.unbind(n);
  });
});

describe('catch-up', () => {
  it('a client that missed events fetches exactly them after its last seq', async () => {
    const start = (await call(app, 'GET', '/app/inbox/details', undefined, agentA.token)).json().seq as number;
    const v = await newVisitor(app, widgetKey);
    const id = await startConversation(app, v, 'while you were away');
    await visitorSays(app, v, id, 'still there?');
    const missed = (await call(app, 'GET', `/app/inbox/events?after=${start}`, undefined, agentA.token)).json() as MissedEvents;
    expect(missed.reset).toBe(false);
    expect(missed.events.map((e) => e.event)).toEqual(['new-message', 'new-message']);
    expect(missed.events.map((e) => e.seq)).toEqual([start + 1, start + 2]);
    expect(missed.seq).toBe(start + 2);
  });

  it('asks for a full reload when the gap is older than the log', async () => {
    await app.repos.events.pruneBefore(Math.round(Date.now() / 1000) + 10);
    const v = await newVisitor(app, widgetKey);
    await startConversation(app, v, 'after pruning');
    const missed = (await call(app, 'GET', '/app/inbox/events?after=0', undefined, agentA.token)).json() as MissedEvents;
    expect(missed.reset).toBe(true);
  });
});
