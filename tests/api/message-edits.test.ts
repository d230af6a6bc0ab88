// Message edits and deletes (issue 27): an agent edits or deletes their own chat message within the project's edit
// window; every agent and the visitor's widget get a 'message-update'; the search index follows; the audit log keeps
// the previous text. After the window, others' messages, the bot's and the visitor's are refused (server-enforced).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { StoredEvent } from '../../src/domain/inbox/events';
import type { Message } from '../../src/domain/inbox/types';
import type { AuditLogRecord } from '../../src/domain/audit/query';
import { EDITS_MSG } from '../../src/domain/messageEdits/rules';
import { replyingAgent } from './support/agentSays';
import { call, errorOf, login, startTestServer } from './support/server';
import { newVisitor, startConversation, type TestVisitor } from './support/visitor';

let app: FastifyInstance;
let ctx: Awaited<ReturnType<typeof setup>>;

async function setup(a: FastifyInstance) {
  const p = await buildProject(a.repos);
  const author = await buildUser(a.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Author' });
  const other = await buildUser(a.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Other' });
  const admin = await buildUser(a.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Admin' });
  const v = await newVisitor(a, p.project.widget_key);
  const conversationId = await startConversation(a, v, 'Where is my invoice?');
  const tokens = { author: await login(a, author.email, author.password), other: await login(a, other.email, other.password), admin: await login(a, admin.email, admin.password) };
  return { p, author, other, admin, v, conversationId, tokens };
}

beforeAll(async () => {
  app = await startTestServer();
  ctx = await setup(app);
});
afterAll(async () => app?.close());

const thread = async (token: string, conversationId: number, v: TestVisitor) =>
  (await call(app, 'GET', `/app/inbox/conversations/${conversationId}/${v.visitorId}`, undefined, token)).json().messages as Message[];
const visitorMessages = async (v: TestVisitor, id: number) => (await call(app, 'GET', `/app/visitor/conversations/${id}/messages`, undefined, v.token)).json().messages as Message[];
async function say(user: typeof ctx.author, text: string): Promise<Message> {
  const agent = await replyingAgent(app, user);
  await agent.say(ctx.conversationId, ctx.v.visitorId, text);
  agent.close();
  return (await thread(ctx.tokens.author, ctx.conversationId, ctx.v)).at(-1)!;
}
const url = (id: number) => `/app/inbox/conversations/${ctx.conversationId}/messages/${id}`;
const updates = async (id: number) =>
  ((await call(app, 'GET', '/app/inbox/events?after=0', undefined, ctx.tokens.admin)).json().events as StoredEvent[]).filter(
    (e) => e.event === 'message-update' && (e.data as { message: Message }).message.id === id,
  );
const searchIds = async (q: string) =>
  ((await call(app, 'GET', `/app/inbox/search?q=${encodeURIComponent(q)}`, undefined, ctx.tokens.author)).json().hits as Array<{ messageId: number | null }>).map((h) => h.messageId);

describe('message edits', () => {
  it('the author edits their message in the window: published, shown to the visitor, searchable, audited', async () => {
    const m = await say(ctx.author, 'Your invoice is attached zebrafish');
    const res = await call(app, 'PATCH', url(m.id), { text: 'Your invoice is on its way quokka' }, ctx.tokens.author);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ id: m.id, text: 'Your invoice is on its way quokka', editedAt: expect.any(Number) });
    const [update] = await updates(m.id);
    expect((update!.data as { message: Message }).message.text).toBe('Your invoice is on its way quokka');
    expect((await visitorMessages(ctx.v, ctx.conversationId)).find((x) => x.id === m.id)).toMatchObject({ text: 'Your invoice is on its way quokka', editedAt: expect.any(Number) });
    expect(await searchIds('quokka')).toContain(m.id);
    expect(await searchIds('zebrafish')).not.toContain(m.id);
    const audit = (await call(app, 'GET', '/app/audit-log', undefined, ctx.tokens.admin)).json() as AuditLogRecord[] | { rows: AuditLogRecord[] };
    const rows = Array.isArray(audit) ? audit : audit.rows;
    const entry = rows.find((r) => r.action === 'message.edit' && r.target.id === String(m.id));
    expect(entry?.summary.details?.previousText).toBe('Your invoice is attached zebrafish');
    expect(entry?.actor.name).toBe('Author');
  });

  it('keeps a long previous text whole in the audit log', async () => {
    const long = `A long answer ${'with many words '.repeat(20)}`.trim();
    const m = await say(ctx.author, long);
    expect((await call(app, 'PATCH', url(m.id), { text: 'Short now' }, ctx.tokens.author)).statusCode).toBe(200);
    const record = (await app.repos.auditLog.list(ctx.p.project.id, { offset: 0, limit: 50 })).rows.find((r) => r.action === 'message.edit' && r.target_id === String(m.id));
    expect(JSON.parse(record!.summary).details.previousText).toBe(long);
  });

  it('the author deletes their message: "This message was deleted" for everyone, the text gone from search', async () => {
    const m = await say(ctx.author, 'Delete me pangolin');
    const res = await call(app, 'DELETE', url(m.id), undefined, ctx.tokens.author);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ id: m.id, text: '', deleted: true });
    expect((await visitorMessages(ctx.v, ctx.conversationId)).find((x) => x.id === m.id)).toMatchObject({ text: '', deleted: true });
    expect(await searchIds('pangolin')).not.toContain(m.id);
    expect(await updates(m.id)).toHaveLength(1);
    const conv = (await call(app, 'GET', '/app/inbox/conversations?participant=nonBot', undefined, ctx.tokens.author)).json().conversations as Array<{ id: number; message: { text: string } | null }>;
    expect(conv.find((c) => c.id === ctx.conversationId)?.message?.text).toBe(EDITS_MSG.deleted);
    const again = await call(app, 'DELETE', url(m.id), undefined, ctx.tokens.author);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(EDITS_MSG.alreadyDeleted);
    const record = (await app.repos.auditLog.list(ctx.p.project.id, { offset: 0, limit: 50 })).rows.find((r) => r.action === 'message.delete' && r.target_id === String(m.id));
    expect(JSON.parse(record!.summary).details.previousText).toBe('Delete me pangolin');
  });

  it("refuses another agent's message, the visitor's and the bot's", async () => {
    const m = await say(ctx.author, 'Mine, not yours');
    const res = await call(app, 'PATCH', url(m.id), { text: 'Taken over' }, ctx.tokens.other);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe(EDITS_MSG.notOwn);
    expect((await call(app, 'DELETE', url(m.id), undefined, ctx.tokens.other)).statusCode).toBe(403);
    const visitorMsg = (await thread(ctx.tokens.author, ctx.conversationId, ctx.v)).find((x) => x.senderType === 'visitor')!;
    const v = await call(app, 'PATCH', url(visitorMsg.id), { text: 'Rewritten' }, ctx.tokens.author);
    expect(v.statusCode).toBe(403);
    expect(errorOf(v)).toBe(EDITS_MSG.notEditable);
    const conv = (await app.repos.conversations.findInProject(ctx.p.project.id, ctx.conversationId))!;
    const bot = await app.repos.messages.insert({ conversation_id: conv.id, pos: conv.message_count + 1, type: 'message', sender_type: 'bot', sender_name: 'Bot', user_id: null, text: 'I am the bot', payload: null, client_id: null, time: Math.floor(Date.now() / 1000) });
    await app.repos.conversations.update(conv.id, { message_count: conv.message_count + 1 });
    const b = await call(app, 'PATCH', url(bot.id), { text: 'Bot edited' }, ctx.tokens.author);
    expect(b.statusCode).toBe(403);
    expect(errorOf(b)).toBe(EDITS_MSG.notEditable);
    expect((await thread(ctx.tokens.author, ctx.conversationId, ctx.v)).find((x) => x.id === m.id)?.text).toBe('Mine, not yours');
  });

  it('refuses after the window (a project setting), and an empty text', async () => {
    const m = await say(ctx.author, 'Old news');
    expect((await call(app, 'PATCH', url(m.id), { text: '  ' }, ctx.tokens.author)).statusCode).toBe(400);
    const bad = await call(app, 'PUT', '/app/settings/messageEdits', { windowMinutes: 0 }, ctx.tokens.admin);
    expect(bad.statusCode).toBe(400);
    expect((await call(app, 'PUT', '/app/settings/messageEdits', { windowMinutes: 2 }, ctx.tokens.admin)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/app/settings/messageEdits', undefined, ctx.tokens.admin)).json()).toEqual({ windowMinutes: 2 });
    // Agents read the window the thread offers edits in.
    expect((await call(app, 'GET', '/app/inbox/edit-window', undefined, ctx.tokens.author)).json()).toEqual({ windowMinutes: 2 });
    // Three minutes ago: outside a 2-minute window.
    await app.db.kysely.updateTable('messages').set({ time: Math.floor(Date.now() / 1000) - 180 }).where('id', '=', m.id).execute();
    const late = await call(app, 'PATCH', url(m.id), { text: 'Too late' }, ctx.tokens.author);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toBe(EDITS_MSG.editTooLate);
    expect((await call(app, 'DELETE', url(m.id), undefined, ctx.tokens.author)).statusCode).toBe(409);
    expect(await updates(m.id)).toEqual([]);
  });

  it("is another project's conversation: not found", async () => {
    const q = await buildProject(app.repos);
    const stranger = await buildUser(app.repos, { projectId: q.project.id, roleId: q.agent.id, name: 'Stranger' });
    const token = await login(app, stranger.email, stranger.password);
    const m = await say(ctx.author, 'Private to project one');
    expect((await call(app, 'PATCH', url(m.id), { text: 'Hacked' }, token)).statusCode).toBe(404);
  });
});
