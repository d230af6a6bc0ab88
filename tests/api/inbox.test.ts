// Every inbox call of spec §7 against the real server: answers, statistics arithmetic after each change, the paging
// cursor, and a cross-project attempt on each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { InboxDetails, Statistics } from '../../src/domain/inbox/types';
import { call, login, startTestServer } from './support/server';
import { newVisitor, startConversation, visitorSays, type TestVisitor } from './support/visitor';

let app: FastifyInstance;
let token: string; // admin of project A
let agentToken: string; // agent of project A
let otherToken: string; // admin of project B
let keyA: string;
let keyB: string;
let agentId: number;
let adminId: number;

beforeAll(async () => {
  app = await startTestServer();
  const a = await buildProject(app.repos, { name: 'Alpha' });
  const b = await buildProject(app.repos, { name: 'Beta' });
  keyA = a.project.widget_key;
  keyB = b.project.widget_key;
  const admin = await buildUser(app.repos, { projectId: a.project.id, roleId: a.admin.id, name: 'Ann Admin', img: 'https://x.test/a.png' });
  const agent = await buildUser(app.repos, { projectId: a.project.id, roleId: a.agent.id, name: 'Al Agent' });
  const other = await buildUser(app.repos, { projectId: b.project.id, roleId: b.admin.id });
  adminId = admin.id;
  agentId = agent.id;
  token = await login(app, admin.email, admin.password);
  agentToken = await login(app, agent.email, agent.password);
  otherToken = await login(app, other.email, other.password);
});
afterAll(async () => app.close());

const stats = async (t = token): Promise<InboxDetails['statistics']> =>
  (await call(app, 'GET', '/app/inbox/details?indetails=true', undefined, t)).json().statistics;
const human = async (t = token): Promise<Statistics> => (await stats(t)).nonBot;

describe('details', () => {
  it('answers statistics, pusher channels and the sender', async () => {
    const res = await call(app, 'GET', '/app/inbox/details?indetails=true', undefined, token);
    const d = res.json() as InboxDetails;
    expect(d.sender).toMatchObject({ userId: adminId, name: 'Ann Admin' });
    expect(d.sender.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(d.pusherChannels.map((c) => c.auth)).toEqual(['/app/realtime/auth', '/app/realtime/auth']);
    expect(d.statistics.nonBot).toEqual({ open: 0, pending: 0, close: 0, online: 0, archived: 0, starred: 0, unread: 0, my: 0 });
  });
});

describe('a conversation through its states', () => {
  let v: TestVisitor;
  let id: number;

  it('a visitor message creates an open, unread conversation in the human list', async () => {
    v = await newVisitor(app, keyA, { name: 'Vera Visitor', company: 'Vera Co', domain: 'vera.test' });
    id = await startConversation(app, v, 'Do you integrate with HubSpot?');
    await visitorSays(app, v, id, 'And with Salesforce?');
    const list = (await call(app, 'GET', '/app/inbox/conversations?participant=nonBot', undefined, token)).json();
    expect(list.type).toBe('nonBot');
    const item = list.conversations.find((c: { id: number }) => c.id === id);
    expect(item).toMatchObject({ status: 'open', unread: 2, botConv: false, message: { text: 'And with Salesforce?' } });
    expect(item.user).toMatchObject({ id: v.visitorId, name: 'Vera Visitor', online: false, blocked: false });
    expect(item.account).toEqual({ name: 'Vera Co', domain: 'vera.test' });
    expect(await human()).toMatchObject({ open: 1, unread: 1, my: 0 });
  });

  it('the thread shows the messages in order with the detail flags', async () => {
    const res = await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, token);
    const t = res.json();
    expect(t.messages.map((m: { text: string }) => m.text)).toEqual(['Do you integrate with HubSpot?', 'And with Salesforce?']);
    expect(t.messages[0]).toMatchObject({ type: 'message', senderType: 'visitor', pos: 1, visitorId: v.visitorId });
    expect(t.details).toMatchObject({ status: 'open', archived: false, starred: false, unread: 2 });
    expect(t.lastMessagePos).toBeNull();
    const wrongVisitor = await call(app, 'GET', `/app/inbox/conversations/${id}/someone-else`, undefined, token);
    expect(wrongVisitor.statusCode).toBe(404);
  });

  it('reading marks read once and lowers the unread count', async () => {
    await call(app, 'POST', `/app/inbox/conversations/${id}/read`, {}, token);
    expect((await human()).unread).toBe(0);
    const again = await call(app, 'POST', `/app/inbox/conversations/${id}/read`, {}, token);
    expect(again.statusCode).toBe(200);
    expect((await human()).unread).toBe(0);
  });

  it('starring adds to the starred count and un-starring removes it', async () => {
    await call(app, 'POST', `/app/inbox/conversations/${id}/star`, { starred: true }, token);
    expect((await human()).starred).toBe(1);
    await call(app, 'POST', `/app/inbox/conversations/${id}/star`, { starred: false }, token);
    await call(app, 'POST', `/app/inbox/conversations/${id}/star`, { starred: false }, token);
    expect((await human()).starred).toBe(0);
  });

  it('a status change moves the count from the old status to the new one', async () => {
    const res = await call(app, 'POST', `/app/inbox/conversations/${id}/status`, { status: 'pending' }, token);
    expect(res.json().message).toBe('Conversation status changed successfully');
    expect(await human()).toMatchObject({ open: 0, pending: 1 });
    const bad = await call(app, 'POST', `/app/inbox/conversations/${id}/status`, { status: 'snoozed' }, token);
    expect(bad.statusCode).toBe(400);
  });

  it('members: adding and removing agents changes "my" for them', async () => {
    const add = await call(app, 'POST', `/app/inbox/conversations/${id}/members`, { appUserIds: [agentId] }, token);
    expect(add.json().appUsers.map((u: { id: number }) => u.id)).toEqual([agentId]);
    expect((await human(agentToken)).my).toBe(1);
    expect((await human(token)).my).toBe(0);
    const mine = (await call(app, 'GET', '/app/inbox/conversations?participant=me', undefined, agentToken)).json();
    expect(mine.conversations.map((c: { id: number }) => c.id)).toEqual([id]);
    const del = await app.inject({ method: 'DELETE', url: `/app/inbox/conversations/${id}/members`, payload: { appUserId: agentId }, headers: { authorization: `Bearer ${token}` } });
    expect(del.json().appUsers).toEqual([]);
    expect((await human(agentToken)).my).toBe(0);
  });

  it('archiving moves it out of its status count into archived, and out of the default list', async () => {
    await call(app, 'POST', `/app/inbox/conversations/${id}/archive`, { archived: true }, token);
    expect(await human()).toMatchObject({ pending: 0, archived: 1 });
    const list = (await call(app, 'GET', '/app/inbox/conversations?participant=nonBot', undefined, token)).json();
    expect(list.conversations.some((c: { id: number }) => c.id === id)).toBe(false);
    const archived = (await call(app, 'GET', '/app/inbox/conversations?participant=nonBot&archive=true', undefined, token)).json();
    expect(archived.conversations.map((c: { id: number }) => c.id)).toEqual([id]);
    await call(app, 'POST', `/app/inbox/conversations/${id}/archive`, { archived: false }, token);
    expect(await human()).toMatchObject({ pending: 1, archived: 0 });
  });

  it('a visitor message on a closed conversation reopens it', async () => {
    await call(app, 'POST', `/app/inbox/conversations/${id}/status`, { status: 'close' }, token);
    expect(await human()).toMatchObject({ pending: 0, close: 1 });
    await visitorSays(app, v, id, 'One more question');
    expect(await human()).toMatchObject({ open: 1, close: 0, unread: 1 });
  });

  it('visitor presence drives the online count and the Online filter', async () => {
    await call(app, 'POST', '/app/visitor/status', { online: true }, v.token);
    expect((await human()).online).toBe(1);
    const online = (await call(app, 'GET', '/app/inbox/conversations?participant=nonBot&visitorOnline=true', undefined, token)).json();
    expect(online.conversations.map((c: { id: number }) => c.id)).toEqual([id]);
    await call(app, 'POST', '/app/visitor/status', { online: false }, v.token);
    expect((await human()).online).toBe(0);
  });
});

describe('bot conversations, accept and bulk close', () => {
  it('accepting a bot conversation makes it human and the agent a member', async () => {
    const v = await newVisitor(app, keyA);
    const id = await startConversation(app, v, 'bot please', true);
    expect((await stats()).bot.open).toBe(1);
    const bots = (await call(app, 'GET', '/app/inbox/conversations?participant=bot', undefined, token)).json();
    expect(bots.conversations.map((c: { id: number }) => c.id)).toContain(id);
    await call(app, 'POST', `/app/inbox/conversations/${id}/accept`, { accept: true }, agentToken);
    const s = await stats(agentToken);
    expect(s.bot.open).toBe(0);
    expect(s.nonBot.my).toBe(1);
  });

  it('bulk close closes every selected conversation of the project and nothing else', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await startConversation(app, await newVisitor(app, keyA), `bulk ${i}`));
    const foreign = await startConversation(app, await newVisitor(app, keyB), 'not yours');
    const before = await human();
    const res = await call(app, 'POST', '/app/inbox/conversations/status', { conversationIds: [...ids, foreign], status: 'close' }, token);
    expect(res.json()).toMatchObject({ changed: 3, message: 'Closed all the selected conversations successfully!' });
    const after = await human();
    expect(after.open).toBe(before.open - 3);
    expect(after.close).toBe(before.close + 3);
    const beta = (await call(app, 'GET', '/app/inbox/details', undefined, otherToken)).json().statistics.nonBot;
    expect(beta.open).toBe(1);
  });
});

describe('paging', () => {
  it('walks every conversation once with the before cursor, newest first, and oldest first', async () => {
    const p = await buildProject(app.repos);
    const u = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
    const t = await login(app, u.email, u.password);
    const created: number[] = [];
    for (let i = 0; i < 7; i++) created.push(await startConversation(app, await newVisitor(app, p.project.widget_key), `m${i}`));
    const seen: number[] = [];
    let before: string | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const url: string = `/app/inbox/conversations?participant=nonBot&limit=3${before ? `&before=${before}` : ''}`;
      const page = (await call(app, 'GET', url, undefined, t)).json();
      seen.push(...page.conversations.map((c: { id: number }) => c.id));
      before = page.next;
      if (!before) break;
    }
    expect(seen).toEqual([...created].reverse());
    const oldest = (await call(app, 'GET', '/app/inbox/conversations?participant=nonBot&limit=100&sort=oldest', undefined, t)).json();
    expect(oldest.conversations.map((c: { id: number }) => c.id)).toEqual(created);
  });

  it('thread paging goes back with lastMessagePos', async () => {
    const v = await newVisitor(app, keyA);
    const id = await startConversation(app, v, 'msg 1');
    for (let i = 2; i <= 60; i++) await visitorSays(app, v, id, `msg ${i}`);
    const first = (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, token)).json();
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0].text).toBe('msg 11');
    expect(first.lastMessagePos).toBe(11);
    const older = (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}?lastMessagePos=11`, undefined, token)).json();
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(Array.from({ length: 10 }, (_, i) => `msg ${i + 1}`));
    expect(older.lastMessagePos).toBeNull();
  });

  it('refuses a malformed cursor', async () => {
    const res = await call(app, 'GET', '/app/inbox/conversations?participant=nonBot&before=drop-table', undefined, token);
    expect(res.statusCode).toBe(400);
  });
});

describe('filters', () => {
  it('unread, starred, status and date range narrow the list', async () => {
    const p = await buildProject(app.repos);
    const u = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
    const t = await login(app, u.email, u.password);
    const a = await startConversation(app, await newVisitor(app, p.project.widget_key), 'a');
    const b = await startConversation(app, await newVisitor(app, p.project.widget_key), 'b');
    await call(app, 'POST', `/app/inbox/conversations/${a}/read`, {}, t);
    await call(app, 'POST', `/app/inbox/conversations/${b}/star`, { starred: true }, t);
    await call(app, 'POST', `/app/inbox/conversations/${a}/status`, { status: 'pending' }, t);
    const ids = async (q: string) =>
      (await call(app, 'GET', `/app/inbox/conversations?participant=nonBot&${q}`, undefined, t)).json().conversations.map((c: { id: number }) => c.id);
    expect(await ids('readStatus=unread')).toEqual([b]);
    expect(await ids('readStatus=read')).toEqual([a]);
    expect(await ids('star=true')).toEqual([b]);
    expect(await ids('status=pending')).toEqual([a]);
    const now = Math.round(Date.now() / 1000);
    expect((await ids(`fromTime=${now - 60}&toTime=${now + 60}`)).sort()).toEqual([a, b].sort());
    expect(await ids(`fromTime=${now - 7200}&toTime=${now - 3600}`)).toEqual([]);
  });
});

describe('cross-project access is refused on every call', () => {
  let foreignId: number;
  let foreignVisitor: TestVisitor;
  beforeAll(async () => {
    foreignVisitor = await newVisitor(app, keyB);
    foreignId = await startConversation(app, foreignVisitor, 'secret of Beta');
  });

  const calls: Array<[string, 'GET' | 'POST' | 'DELETE', (id: number, v: string) => string, unknown]> = [
    ['thread', 'GET', (id, v) => `/app/inbox/conversations/${id}/${v}`, undefined],
    ['members', 'GET', (id) => `/app/inbox/conversations/${id}/members`, undefined],
    ['add members', 'POST', (id) => `/app/inbox/conversations/${id}/members`, { appUserIds: [1] }],
    ['remove member', 'DELETE', (id) => `/app/inbox/conversations/${id}/members`, { appUserId: 1 }],
    ['accept', 'POST', (id) => `/app/inbox/conversations/${id}/accept`, { accept: true }],
    ['archive', 'POST', (id) => `/app/inbox/conversations/${id}/archive`, { archived: true }],
    ['star', 'POST', (id) => `/app/inbox/conversations/${id}/star`, { starred: true }],
    ['read', 'POST', (id) => `/app/inbox/conversations/${id}/read`, {}],
    ['status', 'POST', (id) => `/app/inbox/conversations/${id}/status`, { status: 'close' }],
    ['attachments', 'GET', (_id, v) => `/app/inbox/attachments/${v}/1000`, undefined],
  ];

  it.each(calls)('%s', async (_name, method, url, body) => {
    const res = await app.inject({
      method,
      url: url(foreignId, foreignVisitor.visitorId),
      payload: body as Record<string, unknown> | undefined,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
    const seen = (await call(app, 'GET', `/app/inbox/conversations/${foreignId}/${foreignVisitor.visitorId}`, undefined, otherToken)).json();
    expect(seen.details).toMatchObject({ archived: false, starred: false, status: 'open' });
  });

  it("a visitor token cannot post into another visitor's conversation", async () => {
    const intruder = await newVisitor(app, keyA);
    const res = await call(app, 'POST', `/app/visitor/conversations/${foreignId}/messages`, { text: 'hi' }, intruder.token);
    expect(res.statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('an agent reads the inbox; a user without inbox rights is refused', async () => {
    expect((await call(app, 'GET', '/app/inbox/details', undefined, agentToken)).statusCode).toBe(200);
    const p = await buildProject(app.repos);
    const role = await app.repos.roles.create(p.project.id, 'Analyst', { analytics: { permissions: ['read'] } }, 0);
    const u = await buildUser(app.repos, { projectId: p.project.id, roleId: role.id });
    const t = await login(app, u.email, u.password);
    expect((await call(app, 'GET', '/app/inbox/conversations', undefined, t)).statusCode).toBe(403);
  });
});

describe('availability, active ping and tags', () => {
  it('going online needs a complete profile', async () => {
    const res = await call(app, 'POST', '/app/user/available', { available: true }, agentToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().errMessage.errorMsg).toBe('Please complete the profile, to go online');
    const ok = await call(app, 'POST', '/app/user/available', { available: true }, token);
    expect(ok.json().message).toBe('Updated the availability status successfully!');
    expect((await call(app, 'GET', '/app/user/available', undefined, token)).json()).toEqual({ available: true });
  });

  it('the active-conversation ping and tags answer', async () => {
    expect((await call(app, 'POST', '/app/user/inbox/conversation/active', { conversationId: 1 }, token)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/app/tags?all=true', undefined, token)).json()).toEqual({ tags: [{ id: expect.any(Number), name: 'Blocked', key: 'blocked' }] });
  });
});
