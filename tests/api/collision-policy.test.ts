// Collision control, replies (issue #25): the project setting "Replies from agents who are not assigned" (GET/PUT
// app/settings/collision: allow / warn / block, default allow, validated by the form's schema). Under 'block' the
// server refuses a reply from an agent not assigned to the conversation on every path (the client-app-message
// event, an uploaded file, a meeting link) with a §8-shaped error and stores nothing; such an agent may not assign
// themselves ("Assign to me") either, but an admin may take the conversation over and then reply. 'warn' and
// 'allow' store the reply; an unassigned conversation is open to all; a note is not a reply. Runs on SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { COLLISION_MSG } from '../../src/domain/collision/policy';
import type { ConversationDetail, Message } from '../../src/domain/inbox/types';
import { call, errorOf, startTestServer } from './support/server';
import { newVisitor, startConversation, type TestVisitor } from './support/visitor';
import { agentMessage, listen, nextEvent, pusherAgent, type PusherAgent } from './support/pusher';
import { multipart, PNG_1x1 } from './support/multipart';

let app: FastifyInstance;
let port: number;
let widgetKey: string;
const clients: Pusher[] = [];
interface Agent extends PusherAgent {
  id: number;
}
let ann: Agent;
let bob: Agent;
let admin: Agent;

async function agent(email: string, password: string): Promise<Agent> {
  const a = await pusherAgent(app, port, clients, email, password);
  return { id: a.details.sender.userId, ...a };
}

const reply = (from: Agent, conversationId: number, v: TestVisitor, text: string, clientId: string, note = false) =>
  agentMessage(from, conversationId, v.visitorId, text, clientId, { note });

/** Sends a reply and waits for the server's answer: the stored message on the project channel, or the refusal. */
async function send(from: Agent, conversationId: number, v: TestVisitor, text: string, note = false): Promise<{ ok: true; message: Message } | { ok: false; error: string }> {
  const clientId = `c-${Math.random().toString(36).slice(2)}`;
  const stored = nextEvent<{ message: Message }>(from.project, 'new-message', (d) => d.message.clientId === clientId, 4000).then((d) => ({ ok: true as const, message: d.message }));
  const failed = nextEvent<{ clientId: string; error: string }>(from.own, 'message-failed', (d) => d.clientId === clientId, 4000).then((d) => ({ ok: false as const, error: d.error }));
  from.own.trigger('client-app-message', reply(from, conversationId, v, text, clientId, note));
  return Promise.race([stored, failed]);
}

const setPolicy = (policy: string, token = admin.token) => call(app, 'PUT', '/app/settings/collision', { unassignedReplies: policy }, token);
const assignToMe = (who: Agent, id: number) => call(app, 'POST', `/app/inbox/conversations/${id}/members`, { appUserIds: [who.id] }, who.token);
const thread = async (id: number, v: TestVisitor) =>
  ((await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, admin.token)).json() as ConversationDetail).messages;

async function assignedToAnn(): Promise<{ v: TestVisitor; id: number }> {
  const v = await newVisitor(app, widgetKey, { name: 'Vic' });
  const id = await startConversation(app, v, 'Where is my order?');
  expect((await assignToMe(ann, id)).statusCode).toBe(200);
  return { v, id };
}

beforeAll(async () => {
  app = await startTestServer();
  port = await listen(app);
  const p = await buildProject(app.repos);
  widgetKey = p.project.widget_key;
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Ann Agent' });
  const b = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Bob Agent' });
  const c = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Ada Admin' });
  ann = await agent(a.email, a.password);
  bob = await agent(b.email, b.password);
  admin = await agent(c.email, c.password);
});
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await app.close();
});

describe('the setting', () => {
  it('defaults to allow, saves allow / warn / block with its success text and refuses anything else in the §8 shape', async () => {
    expect((await call(app, 'GET', '/app/settings/collision', undefined, admin.token)).json()).toEqual({ unassignedReplies: 'allow' });
    const saved = await setPolicy('warn');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ unassignedReplies: 'warn', message: COLLISION_MSG.saved });
    expect((await call(app, 'GET', '/app/inbox/collision', undefined, bob.token)).json()).toMatchObject({ replyPolicy: 'warn' });
    const bad = await setPolicy('sometimes');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe('Please choose allow, warn or block');
    // An agent (no settings permission) cannot change it.
    expect((await setPolicy('allow', bob.token)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/app/settings/collision', undefined, admin.token)).json()).toEqual({ unassignedReplies: 'warn' });
  });
});

describe('block', () => {
  beforeAll(async () => {
    expect((await setPolicy('block')).statusCode).toBe(200);
  });

  it('refuses a non-assignee\'s reply on the client-event path and stores nothing', async () => {
    const { v, id } = await assignedToAnn();
    const before = await thread(id, v);
    const answer = await send(bob, id, v, 'I can help too');
    expect(answer).toEqual({ ok: false, error: COLLISION_MSG.blocked('Ann Agent') });
    expect(await thread(id, v)).toEqual(before);
    // The assignee replies; a note from anyone is still fine (agents only, not a reply).
    expect(await send(ann, id, v, 'On its way')).toMatchObject({ ok: true, message: { text: 'On its way' } });
    expect(await send(bob, id, v, 'FYI the courier is late', true)).toMatchObject({ ok: true, message: { type: 'note' } });
  });

  it('refuses a non-assignee\'s file and meeting link over HTTP with the §8 error, storing nothing', async () => {
    const { v, id } = await assignedToAnn();
    const before = await thread(id, v);
    const m = multipart('shot.png', PNG_1x1, 'image/png');
    const upload = await app.inject({ method: 'POST', url: `/app/inbox/conversations/${id}/attachments`, payload: m.payload, headers: { ...m.headers, authorization: `Bearer ${bob.token}` } });
    expect(upload.statusCode).toBe(403);
    expect(errorOf(upload)).toBe(COLLISION_MSG.blocked('Ann Agent'));
    await app.repos.users.update(bob.id, { meeting_link: 'https://cal.example/bob' });
    const meeting = await call(app, 'POST', `/app/inbox/conversations/${id}/${v.visitorId}/bookmeeting`, {}, bob.token);
    expect(meeting.statusCode).toBe(403);
    expect(errorOf(meeting)).toBe(COLLISION_MSG.blocked('Ann Agent'));
    expect(await thread(id, v)).toEqual(before);
  });

  it('an agent cannot assign themselves; an admin takes the conversation over and then replies', async () => {
    const { v, id } = await assignedToAnn();
    const self = await assignToMe(bob, id);
    expect(self.statusCode).toBe(403);
    expect(errorOf(self)).toBe(COLLISION_MSG.takeOverRefused);
    expect(await send(admin, id, v, 'Admin here')).toEqual({ ok: false, error: COLLISION_MSG.blocked('Ann Agent') });
    expect((await assignToMe(admin, id)).statusCode).toBe(200);
    expect(await send(admin, id, v, 'Admin here')).toMatchObject({ ok: true, message: { text: 'Admin here', senderName: 'Ada Admin' } });
  });

  it('an unassigned conversation is open to every agent', async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Una' });
    const id = await startConversation(app, v, 'Anyone?');
    expect(await send(bob, id, v, 'Hi Una')).toMatchObject({ ok: true });
  });
});

describe('warn and allow', () => {
  it('store a non-assignee\'s reply', async () => {
    for (const policy of ['warn', 'allow']) {
      expect((await setPolicy(policy)).statusCode).toBe(200);
      const { v, id } = await assignedToAnn();
      expect(await send(bob, id, v, `Reply under ${policy}`)).toMatchObject({ ok: true, message: { text: `Reply under ${policy}` } });
      expect((await assignToMe(bob, id)).statusCode).toBe(200);
    }
  });
});
