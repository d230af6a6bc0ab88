// Issue 4's server side: canned messages, attachments (limits, disguised scripts, safe serving), visitor blocking,
// book meeting, CSAT and member removal failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { FILE_MSG } from '../../src/domain/files';
import type { Message } from '../../src/domain/inbox/types';
import { call, errorOf, login, startTestServer } from './support/server';
import { newVisitor, startConversation, visitorSays, type TestVisitor } from './support/visitor';
import { multipart, PNG_1x1 } from './support/multipart';

let app: FastifyInstance;
let token: string;
let otherToken: string;
let key: string;
let adminId: number;

beforeAll(async () => {
  app = await startTestServer();
  const a = await buildProject(app.repos, { name: 'Tools' });
  const b = await buildProject(app.repos, { name: 'Other' });
  key = a.project.widget_key;
  const admin = await buildUser(app.repos, { projectId: a.project.id, roleId: a.admin.id, name: 'Tia Tools' });
  adminId = admin.id;
  const other = await buildUser(app.repos, { projectId: b.project.id, roleId: b.admin.id });
  token = await login(app, admin.email, admin.password);
  otherToken = await login(app, other.email, other.password);
});
afterAll(async () => app.close());

const thread = async (id: number, v: TestVisitor) =>
  (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, token)).json() as { messages: Message[]; details: Record<string, unknown> };

describe('canned messages', () => {
  it('creates, lists, updates and deletes, within the project only', async () => {
    const created = await call(app, 'POST', '/app/cannedmessages', { message: 'Thanks for reaching out!' }, token);
    expect(created.statusCode).toBe(201);
    const { messageId } = created.json();
    expect((await call(app, 'GET', '/app/cannedmessages', undefined, token)).json().cannedMessages).toEqual([
      { messageId, message: 'Thanks for reaching out!' },
    ]);
    expect((await call(app, 'GET', '/app/cannedmessages', undefined, otherToken)).json().cannedMessages).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: `/app/cannedmessages/${messageId}`, headers: { authorization: `Bearer ${otherToken}` } })).statusCode).toBe(404);
    await app.inject({ method: 'PUT', url: `/app/cannedmessages/${messageId}`, payload: { message: 'Thanks!' }, headers: { authorization: `Bearer ${token}` } });
    expect((await call(app, 'GET', `/app/cannedmessages/${messageId}`, undefined, token)).json().message).toBe('Thanks!');
    const del = await app.inject({ method: 'DELETE', url: `/app/cannedmessages/${messageId}`, headers: { authorization: `Bearer ${token}` } });
    expect(del.statusCode).toBe(200);
    expect((await call(app, 'GET', '/app/cannedmessages', undefined, token)).json().cannedMessages).toEqual([]);
  });

  it('refuses an empty message with the spec text', async () => {
    const res = await call(app, 'POST', '/app/cannedmessages', { message: '   ' }, token);
    expect(errorOf(res)).toBe('This field cannot be empty');
  });
});

describe('attachments', () => {
  let v: TestVisitor;
  let id: number;
  beforeAll(async () => {
    v = await newVisitor(app, key, { name: 'Una Upload', company: 'Upload Co', domain: 'upload.test' });
    id = await startConversation(app, v, 'I will send a screenshot');
  });

  const upload = (name: string, content: Buffer | string, t = token, conv = id) =>
    app.inject({ method: 'POST', url: `/app/inbox/conversations/${conv}/attachments`, ...withAuth(multipart(name, content), t) });
  const withAuth = (m: ReturnType<typeof multipart>, t: string) => ({ payload: m.payload, headers: { ...m.headers, authorization: `Bearer ${t}` } });

  it('stores an image, posts it in the thread and serves it safely', async () => {
    const res = await upload('../../etc/screen shot.PNG', PNG_1x1);
    expect(res.statusCode).toBe(201);
    const { attachment, message } = res.json();
    expect(message).toBe(FILE_MSG.uploaded);
    expect(attachment).toMatchObject({ name: 'screen shot.png', type: 'image/png', size: PNG_1x1.length, senderName: 'Tia Tools' });
    const t = await thread(id, v);
    expect(t.messages.at(-1)).toMatchObject({ type: 'attachments', attachment: { id: attachment.id } });
    const served = await app.inject({ method: 'GET', url: attachment.publicUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(PNG_1x1)).toBe(true);
  });

  it('refuses a script disguised as an image and keeps nothing', async () => {
    const res = await upload('cat.png', '<script>alert(document.cookie)</script>');
    expect(res.statusCode).toBe(415);
    expect(errorOf(res)).toBe(FILE_MSG.notAllowed);
    const html = await upload('notes.txt', '<html><body onload="x()">hi</body></html>');
    expect(html.statusCode).toBe(415);
    const lists = (await call(app, 'GET', `/app/inbox/attachments/${v.visitorId}/1000`, undefined, token)).json();
    expect(lists.visitorAttachments.map((a: { name: string }) => a.name)).toEqual(['screen shot.png']);
  });

  it('refuses files over the size limit', async () => {
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload('huge.png', big);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toBe(FILE_MSG.tooLarge);
  });

  it('accepts plain text and serves it as a download', async () => {
    const res = await upload('log.txt', 'line one\nline two\n');
    expect(res.json().attachment.type).toBe('text/plain');
    const served = await app.inject({ method: 'GET', url: res.json().attachment.publicUrl });
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('lists visitor attachments apart from the rest of the account, and deletes', async () => {
    const colleague = await newVisitor(app, key, { name: 'Colleague', company: 'Upload Co', domain: 'upload.test' });
    const cid = await startConversation(app, colleague, 'me too');
    const uploaded = await app.inject({ method: 'POST', url: `/app/visitor/conversations/${cid}/attachments`, ...withAuth(multipart('spec.pdf', '%PDF-1.4\n%...'), colleague.token) });
    expect(uploaded.json().attachment).toMatchObject({ type: 'application/pdf', senderName: 'Colleague' });
    const lists = (await call(app, 'GET', `/app/inbox/attachments/${v.visitorId}/1000`, undefined, token)).json();
    expect(lists.accountAttachments.map((a: { name: string }) => a.name)).toContain('spec.pdf');
    expect(lists.visitorAttachments.map((a: { name: string }) => a.name)).not.toContain('spec.pdf');
    const gone = await app.inject({ method: 'DELETE', url: `/app/inbox/attachments/${uploaded.json().attachment.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(gone.json().message).toBe(FILE_MSG.deleted);
    expect((await app.inject({ method: 'GET', url: uploaded.json().attachment.publicUrl })).statusCode).toBe(404);
  });

  it("cannot upload into another project's conversation", async () => {
    expect((await upload('x.png', PNG_1x1, otherToken)).statusCode).toBe(404);
  });
});

describe('visitor blocking', () => {
  it('blocks and unblocks with the Blocked tag, a note in the thread, and silence towards agents while blocked', async () => {
    const v = await newVisitor(app, key, { name: 'Spam Bot', company: 'Spam Inc' });
    const id = await startConversation(app, v, 'buy followers');
    const res = await call(app, 'POST', `/app/inbox/visitor/block/${v.visitorId}`, { block: true }, token);
    expect(res.json()).toEqual({ blocked: true, message: 'Spam Bot is blocked from Spam Inc' });
    const tags = (await call(app, 'GET', '/app/tags?all=true', undefined, token)).json().tags;
    const blockedTag = tags.find((t: { key: string }) => t.key === 'blocked');
    const list = (await call(app, 'GET', '/app/inbox/conversations?participant=nonBot&archive=false', undefined, token)).json();
    const item = list.conversations.find((c: { id: number }) => c.id === id);
    expect(item.tags).toContain(blockedTag.id);
    expect(item.user.blocked).toBe(true);
    const t = await thread(id, v);
    expect(t.messages.at(-1)).toMatchObject({ type: 'visitor_blocked', senderType: 'system' });

    await visitorSays(app, v, id, 'hello?');
    expect((await thread(id, v)).messages.some((m) => m.text === 'hello?')).toBe(false);

    const un = await call(app, 'POST', `/app/inbox/visitor/block/${v.visitorId}`, { block: false }, token);
    expect(un.json().message).toBe('Spam Bot is unblocked from Spam Inc');
    const after = (await call(app, 'GET', '/app/inbox/conversations?participant=nonBot', undefined, token)).json();
    expect(after.conversations.find((c: { id: number }) => c.id === id).tags).not.toContain(blockedTag.id);
  });

  it("cannot block another project's visitor", async () => {
    const v = await newVisitor(app, key);
    expect((await call(app, 'POST', `/app/inbox/visitor/block/${v.visitorId}`, { block: true }, otherToken)).statusCode).toBe(404);
  });
});

describe('book meeting and CSAT', () => {
  it('book meeting needs a calendar link, then sends it as a calendar message', async () => {
    const v = await newVisitor(app, key);
    const id = await startConversation(app, v, 'can we talk?');
    const none = await call(app, 'POST', `/app/inbox/conversations/${id}/${v.visitorId}/bookmeeting`, {}, token);
    expect(errorOf(none)).toBe('Calendar link is required');
    await app.repos.users.update(adminId, { meeting_link: 'https://cal.example.test/tia' });
    const ok = await call(app, 'POST', `/app/inbox/conversations/${id}/${v.visitorId}/bookmeeting`, {}, token);
    expect(ok.json().message.calendar).toEqual({ url: 'https://cal.example.test/tia', title: 'Book a meeting with Tia Tools' });
    const visitorView = (await call(app, 'GET', `/app/visitor/conversations/${id}/messages?after=0`, undefined, v.token)).json();
    expect(visitorView.messages.at(-1).calendar.url).toBe('https://cal.example.test/tia');
  });

  it('the visitor answers a CSAT request with a rating or a cancel', async () => {
    const v = await newVisitor(app, key);
    const id = await startConversation(app, v, 'thanks');
    const rated = await call(app, 'POST', `/app/visitor/conversations/${id}/feedback`, { feedbackId: 'f1', rating: 4 }, v.token);
    expect(rated.json().message).toMatchObject({ type: 'csat_response', feedback: { id: 'f1', rating: 4, label: 'Good' } });
    const cancelled = await call(app, 'POST', `/app/visitor/conversations/${id}/feedback`, { feedbackId: 'f2', cancel: true }, v.token);
    expect(cancelled.json().message.type).toBe('csat_cancel');
    const bad = await call(app, 'POST', `/app/visitor/conversations/${id}/feedback`, { feedbackId: 'f3', rating: 9 }, v.token);
    expect(bad.statusCode).toBe(400);
  });
});

describe('members', () => {
  it('removing an agent who is not a participant fails and changes nothing', async () => {
    const v = await newVisitor(app, key);
    const id = await startConversation(app, v, 'who is here?');
    await call(app, 'POST', `/app/inbox/conversations/${id}/members`, { appUserIds: [adminId] }, token);
    const res = await app.inject({ method: 'DELETE', url: `/app/inbox/conversations/${id}/members`, payload: { appUserId: 999999 }, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(404);
    const members = (await call(app, 'GET', `/app/inbox/conversations/${id}/members`, undefined, token)).json();
    expect(members.appUsers.map((u: { id: number }) => u.id)).toEqual([adminId]);
  });
});
