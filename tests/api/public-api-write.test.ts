// Issue 29 gaps, the public API's writes and contacts: a reply posted with a messages:write key goes through the
// inbox's own send (stored once, in the thread, seen once by the webhooks; from the key's creator or the named
// agent of the project), tags are added and removed with tags:write, and contacts are listed a cursor page at a
// time, the key's project only.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { call, login } from './support/server';
import { newVisitor, startConversation } from './support/visitor';
import { webhookSuite, type Receiver } from './support/webhookReceiver';

let app: FastifyInstance;
let hooks: Receiver;
webhookSuite((suite) => ({ app, hooks } = suite));

async function adminOf() {
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Ada Admin' });
  const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Alan Agent' });
  return { p, admin, agent, token: await login(app, admin.email, admin.password) };
}
async function newKey(token: string, scopes: string[]) {
  const res = await call(app, 'POST', '/app/api-keys', { name: 'Integration', scopes }, token);
  expect(res.statusCode).toBe(201);
  return res.json().data.secret as string;
}
const withKey = (method: 'GET' | 'POST' | 'DELETE', url: string, secret: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${secret}` } });

describe('POST /api/v1/conversations/{id}/messages', () => {
  it("replies through the inbox's send: in the thread once, one message.created webhook, from the key's creator or the named agent", async () => {
    const { p, admin, agent, token } = await adminOf();
    expect((await call(app, 'POST', '/app/webhooks', { url: hooks.url, events: ['message.created'] }, token)).statusCode).toBe(201);
    const conversation = await startConversation(app, await newVisitor(app, p.project.widget_key), 'Where is my order?');
    await app.webhooks.idle();
    hooks.reset();
    const key = await newKey(token, ['messages:write', 'conversations:read']);

    const first = await withKey('POST', `/api/v1/conversations/${conversation}/messages`, key, { text: '  It ships today.  ', clientId: 'crm-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ text: 'It ships today.', senderType: 'agent', senderName: admin.name });
    // A retry with the same clientId is stored once.
    expect((await withKey('POST', `/api/v1/conversations/${conversation}/messages`, key, { text: 'It ships today.', clientId: 'crm-1' })).statusCode).toBe(201);
    const named = await withKey('POST', `/api/v1/conversations/${conversation}/messages`, key, { text: 'Tracking to follow.', agentId: agent.id });
    expect(named.json().data).toMatchObject({ senderName: agent.name });
    await app.webhooks.idle();

    const thread = (await withKey('GET', `/api/v1/conversations/${conversation}/messages`, key)).json().data as Array<{ text: string; senderType: string }>;
    expect(thread.filter((m) => m.senderType === 'agent').map((m) => m.text)).toEqual(['It ships today.', 'Tracking to follow.']);
    const payloads = hooks.received.map((r) => JSON.parse(r.body) as { type: string; data: { message?: { text: string } } });
    expect(payloads.map((r) => [r.type, r.data.message?.text])).toEqual([
      ['message.created', 'It ships today.'],
      ['message.created', 'Tracking to follow.'],
    ]);
  });

  it("refuses an agent of another project, an empty text, and another project's conversation", async () => {
    const a = await adminOf();
    const b = await adminOf();
    const key = await newKey(a.token, ['messages:write']);
    const conversation = await startConversation(app, await newVisitor(app, a.p.project.widget_key));
    const foreign = await startConversation(app, await newVisitor(app, b.p.project.widget_key));
    expect((await withKey('POST', `/api/v1/conversations/${conversation}/messages`, key, { text: 'hi', agentId: b.agent.id })).statusCode).toBe(400);
    expect((await withKey('POST', `/api/v1/conversations/${conversation}/messages`, key, { text: '   ' })).statusCode).toBe(400);
    expect((await withKey('POST', `/api/v1/conversations/${foreign}/messages`, key, { text: 'hi' })).statusCode).toBe(404);
  });
});

describe('tags on a conversation', () => {
  it('are added and removed with tags:write (conversations:write alone is not enough)', async () => {
    const { p, token } = await adminOf();
    const tag = (await call(app, 'POST', '/app/tags', { name: 'vip' }, token)).json();
    const conversation = await startConversation(app, await newVisitor(app, p.project.widget_key));
    const status = await newKey(token, ['conversations:write']);
    expect((await withKey('POST', `/api/v1/conversations/${conversation}/tags`, status, { tagId: tag.id })).statusCode).toBe(403);
    const key = await newKey(token, ['tags:write']);
    const added = await withKey('POST', `/api/v1/conversations/${conversation}/tags`, key, { tagId: tag.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.tags).toEqual([expect.objectContaining({ id: tag.id, name: 'vip' })]);
    const removed = await withKey('DELETE', `/api/v1/conversations/${conversation}/tags`, key, { tagId: tag.id });
    expect(removed.json().data.tags).toEqual([]);
  });
});

describe('GET /api/v1/contacts', () => {
  it("pages the project's contacts newest first with a cursor, never another project's", async () => {
    const a = await adminOf();
    const b = await adminOf();
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      const v = await newVisitor(app, a.p.project.widget_key);
      expect((await call(app, 'POST', '/app/visitor/identify', { email }, v.token)).statusCode).toBe(200);
    }
    const other = await newVisitor(app, b.p.project.widget_key);
    await call(app, 'POST', '/app/visitor/identify', { email: 'someone@elsewhere.com' }, other.token);
    const key = await newKey(a.token, ['contacts:read']);
    const first = (await withKey('GET', '/api/v1/contacts?limit=2', key)).json();
    expect(first.data.map((c: { email: string }) => c.email)).toEqual(['three@example.com', 'two@example.com']);
    expect(first.nextCursor).toBe(first.data[1].id);
    const second = (await withKey('GET', `/api/v1/contacts?limit=2&cursor=${first.nextCursor}`, key)).json();
    expect(second).toEqual({ data: [expect.objectContaining({ email: 'one@example.com', verified: false })], nextCursor: null });
    expect((await withKey('GET', '/api/v1/contacts', await newKey(a.token, ['conversations:read']))).statusCode).toBe(403);
  });
});
