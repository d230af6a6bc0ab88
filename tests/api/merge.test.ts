// Merging conversations (issue 27): POST app/inbox/merge moves messages (interleaved by time), notes, attachments,
// tags, members and meetings to the survivor (the oldest, or the agent's pick); the others close with a
// "Merged into conversation #N" notice; counts stay consistent (message counts, unread counts, the inbox statistics,
// analytics facts: a merged conversation is counted once); search follows the moved messages. Conversations of
// different visitors need the explicit confirm; undo within the window restores everything and is refused after it;
// merge and undo are audited; the single actions' permission rules apply. Runs on SQLite, and on PostgreSQL in the
// pass where TEST_DATABASE_URL is set.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { nowSeconds, useClock } from '../../server/lib/clock';
import type { StoredEvent } from '../../src/domain/inbox/events';
import type { ConversationDetail } from '../../src/domain/inbox/types';
import { MERGE_MSG, MERGE_UNDO_SECONDS, type MergeResult } from '../../src/domain/merge/rules';
import { call, errorOf, login, startTestServer } from './support/server';
import { newVisitor, startConversation, visitorSays, type TestVisitor } from './support/visitor';

let app: FastifyInstance;
let widgetKey: string;
let projectId: number;
let adminToken: string;
let agentToken: string;
let agentId: number;
let otherAgentId: number;
let readerToken: string;
let otherProjectToken: string;

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  widgetKey = p.project.widget_key;
  projectId = p.project.id;
  const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Admin' });
  const agent = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Agent A' });
  const other = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Agent B' });
  const readerRole = await app.repos.roles.create(projectId, 'Reader', { inbox: { permissions: ['read'] } }, nowSeconds());
  const reader = await buildUser(app.repos, { projectId, roleId: readerRole.id, name: 'Reader' });
  agentId = agent.id;
  otherAgentId = other.id;
  adminToken = await login(app, admin.email, admin.password);
  agentToken = await login(app, agent.email, agent.password);
  readerToken = await login(app, reader.email, reader.password);
  const q = await buildProject(app.repos);
  const stranger = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id, name: 'Stranger' });
  otherProjectToken = await login(app, stranger.email, stranger.password);
}, 60_000);
afterAll(async () => app?.close());
afterEach(() => useClock(null));

const merge = (body: object, token = agentToken) => call(app, 'POST', '/app/inbox/merge', body, token);
const undo = (id: number, token = agentToken) => call(app, 'POST', `/app/inbox/merges/${id}/undo`, undefined, token);
const thread = async (id: number, v: TestVisitor) => (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, agentToken)).json() as ConversationDetail;
const statistics = async () => (await call(app, 'GET', '/app/inbox/details', undefined, agentToken)).json().statistics.nonBot as Record<string, number>;
const analyticsTotal = async () => (await call(app, 'GET', '/app/analytics/overview?span=7', undefined, adminToken)).json().total as number;
const latestSeq = async () => (await call(app, 'GET', '/app/inbox/details', undefined, agentToken)).json().seq as number;
const eventsAfter = async (after: number) => (await call(app, 'GET', `/app/inbox/events?after=${after}`, undefined, agentToken)).json().events as StoredEvent[];

/** Adds a message at a chosen time (the interleaving is by time), as the services store one. */
async function addMessage(conversationId: number, type: 'message' | 'note' | 'attachments', sender: 'visitor' | 'agent', text: string, time: number) {
  const conv = (await app.repos.conversations.findInProject(projectId, conversationId))!;
  const pos = conv.message_count + 1;
  const row = await app.repos.messages.insert({ conversation_id: conversationId, pos, type, sender_type: sender, sender_name: sender === 'agent' ? 'Agent A' : 'Vera', user_id: sender === 'agent' ? agentId : null, text, payload: null, client_id: null, time });
  await app.repos.conversations.update(conversationId, { message_count: pos, unread: sender === 'visitor' ? conv.unread + 1 : conv.unread });
  return row.id;
}

/** Two conversations of one visitor: A is older (the default survivor); B has a note, an attachment, a tag and a member. */
async function pair(name: string) {
  const v = await newVisitor(app, widgetKey, { name });
  const a = await startConversation(app, v, `${name} first question`);
  const b = await startConversation(app, v, `${name} second question`);
  const t = nowSeconds();
  await app.repos.conversations.update(a, { created_at: t - 600 });
  await app.repos.conversations.update(b, { created_at: t - 400 });
  await addMessage(a, 'message', 'visitor', `${name} kumquat in A`, t - 300);
  await addMessage(b, 'note', 'agent', `${name} note in B`, t - 200);
  await addMessage(a, 'message', 'agent', `${name} reply in A`, t - 100);
  await addMessage(b, 'attachments', 'visitor', '', t - 50);
  const attachment = await app.repos.attachments.create({ project_id: projectId, conversation_id: b, storage_key: `k-${name}-${t}`, name: 'invoice.pdf', type: 'application/pdf', size: 10, sender_type: 'visitor', sender_name: name, created_at: t - 50 });
  const tag = await app.repos.tags.create(projectId, `${name} tag`, t);
  await app.repos.tags.tagConversation(b, tag.id);
  await app.repos.conversations.addMember(b, otherAgentId, t);
  return { v, a, b, tagId: tag.id, attachmentId: attachment.id };
}

describe('merging conversations', () => {
  it('moves messages interleaved by time, notes, attachments, tags and members; the other closes with a notice; counts agree; undo restores all', { timeout: 60_000 }, async () => {
    const { v, a, b, tagId, attachmentId } = await pair('Vera');
    const beforeA = await thread(a, v);
    const beforeB = await thread(b, v);
    const rowsBefore = await app.repos.conversations.findManyInProject(projectId, [a, b]);
    const statsBefore = await statistics();
    const totalBefore = await analyticsTotal();
    const seq = await latestSeq();

    const res = await merge({ conversationIds: [b, a] });
    expect(res.statusCode).toBe(201);
    const result = res.json() as MergeResult;
    expect(result).toMatchObject({ survivorId: a, mergedIds: [b], message: `2 conversations merged into conversation #${a}` });
    expect(result.undoUntil).toBeGreaterThanOrEqual(nowSeconds() + MERGE_UNDO_SECONDS - 2);

    const merged = await thread(a, v);
    const all = [...beforeA.messages, ...beforeB.messages];
    expect(merged.messages).toHaveLength(all.length);
    expect(merged.messages.map((m) => m.pos)).toEqual(all.map((_, i) => i + 1));
    // Interleaved by time (messages of the same second: the survivor's first).
    expect(merged.messages.map((m) => m.time)).toEqual([...merged.messages.map((m) => m.time)].sort((x, y) => x - y));
    expect(merged.messages.map((m) => m.text || m.type)).toEqual(['Vera kumquat in A', 'Vera note in B', 'Vera reply in A', 'attachments', 'Vera first question', 'Vera second question']);
    expect(merged.messages.find((m) => m.type === 'note')?.text).toBe('Vera note in B');
    expect(merged.details.tags).toContain(tagId);
    expect(merged.details.status).toBe('open');
    expect(merged.participants.appUsers.map((u) => u.id)).toContain(otherAgentId);
    expect((await app.repos.attachments.findInProject(projectId, attachmentId))?.conversation_id).toBe(a);

    const away = await thread(b, v);
    expect(away.details.status).toBe('close');
    expect(away.details.tags).toEqual([]);
    expect(away.messages).toHaveLength(1);
    expect(away.messages[0]).toMatchObject({ type: 'info', senderType: 'system', text: `Merged into conversation #${a}`, link: { url: `/inbox/${a}` } });

    // Message and unread counts: the survivor holds the sum; the merged-away one none.
    const rows = new Map((await app.repos.conversations.findManyInProject(projectId, [a, b])).map((r) => [r.id, r]));
    const was = new Map(rowsBefore.map((r) => [r.id, r]));
    expect(rows.get(a)!.message_count).toBe(was.get(a)!.message_count + was.get(b)!.message_count);
    expect(rows.get(a)!.unread).toBe(was.get(a)!.unread + was.get(b)!.unread);
    expect(rows.get(b)!.unread).toBe(0);
    // The inbox statistics: one open conversation fewer, one closed more, one unread fewer.
    const statsAfter = await statistics();
    expect(statsAfter.open).toBe(statsBefore.open - 1);
    expect(statsAfter.close).toBe(statsBefore.close + 1);
    expect(statsAfter.unread).toBe(statsBefore.unread - 1);
    // Analytics: the merged conversation is counted once.
    expect(await analyticsTotal()).toBe(totalBefore - 1);
    // Search follows the moved messages: the note of B is found in A, at its new position.
    const hits = (await call(app, 'GET', '/app/inbox/search?q=kumquat', undefined, agentToken)).json().hits as Array<{ conversation: { id: number }; messagePos: number | null }>;
    expect(hits.map((h) => h.conversation.id)).toEqual([a]);
    expect(hits[0]!.messagePos).toBe(merged.messages.find((m) => m.text === 'Vera kumquat in A')!.pos);
    // Every agent is told: the status change (the single action's event) and one merge event with both conversations.
    const events = await eventsAfter(seq);
    expect(events.filter((e) => e.event === 'conversation-status').map((e) => (e.data as { conversationId: number }).conversationId)).toEqual([b]);
    const mergedEvents = events.filter((e) => e.event === 'conversations-merged');
    expect(mergedEvents).toHaveLength(1);
    expect(mergedEvents[0]!.data).toMatchObject({ mergeId: result.mergeId, survivorId: a, mergedIds: [b], undone: false });

    // Undo: each conversation exactly as it was.
    const undone = await undo(result.mergeId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ ok: true, message: MERGE_MSG.undone });
    const strip = (d: ConversationDetail) => d.messages.map((m) => [m.id, m.pos, m.text]);
    expect(strip(await thread(a, v))).toEqual(strip(beforeA));
    expect(strip(await thread(b, v))).toEqual(strip(beforeB));
    expect((await thread(b, v)).details).toMatchObject({ status: 'open', tags: [tagId] });
    expect((await thread(a, v)).details.tags).toEqual([]);
    expect((await app.repos.conversations.membersOf([a, b])).get(b)).toEqual([otherAgentId]);
    expect((await app.repos.attachments.findInProject(projectId, attachmentId))?.conversation_id).toBe(b);
    const restored = await app.repos.conversations.findManyInProject(projectId, [a, b]);
    for (const r of restored) expect({ unread: r.unread, count: r.message_count, status: r.status }).toEqual({ unread: was.get(r.id)!.unread, count: was.get(r.id)!.message_count, status: was.get(r.id)!.status });
    expect(await statistics()).toEqual(statsBefore);
    expect(await analyticsTotal()).toBe(totalBefore);
    expect((await call(app, 'GET', '/app/inbox/search?q=kumquat', undefined, agentToken)).json().hits.map((h: { conversation: { id: number } }) => h.conversation.id)).toEqual([a]);
    // Once only.
    const again = await undo(result.mergeId);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(MERGE_MSG.alreadyUndone);

    // The audit log records the merge and its undo.
    const log = (await call(app, 'GET', '/app/audit-log?range=[0,9]', undefined, adminToken)).json() as Array<{ action: string; target: { type: string; id: string } }>;
    expect(log.filter((r) => r.target.id === String(a)).map((r) => r.action)).toEqual(['conversation.merge_undo', 'conversation.merge']);
  });

  it('keeps the conversation the agent picked; a merged-away conversation cannot be merged again', async () => {
    const { v, a, b } = await pair('Pia');
    const res = await merge({ conversationIds: [a, b], survivorId: b });
    expect(res.json()).toMatchObject({ survivorId: b, mergedIds: [a] });
    expect((await thread(a, v)).messages[0]!.text).toBe(`Merged into conversation #${b}`);
    const c = await startConversation(app, v, 'Pia third');
    // The thread's dialog offers the visitor's conversations still standing.
    const offered = (await call(app, 'GET', `/app/inbox/merge/candidates/${c}`, undefined, agentToken)).json().conversations as Array<{ id: number }>;
    expect(offered.map((x) => x.id).sort((x, y) => x - y)).toEqual([b, c].sort((x, y) => x - y));
    expect((await call(app, 'GET', `/app/inbox/merge/candidates/${c}`, undefined, otherProjectToken)).statusCode).toBe(404);
    const twice = await merge({ conversationIds: [a, c] });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toBe(MERGE_MSG.alreadyMerged);
  });

  it('refuses undo after the window', async () => {
    const { a, b } = await pair('Otto');
    const result = (await merge({ conversationIds: [a, b] })).json() as MergeResult;
    const later = nowSeconds() + MERGE_UNDO_SECONDS + 1;
    useClock(() => later);
    const res = await undo(result.mergeId);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(MERGE_MSG.undoExpired);
    useClock(null);
    expect((await app.repos.conversations.findInProject(projectId, b))!.status).toBe('close');
  });

  it('needs the explicit confirm, naming both visitors, to merge conversations of different visitors', async () => {
    const anna = await newVisitor(app, widgetKey, { name: 'Anna Alder' });
    const ben = await newVisitor(app, widgetKey, { name: 'Ben Birch' });
    const a = await startConversation(app, anna, 'Anna asks');
    const b = await startConversation(app, ben, 'Ben asks');
    await visitorSays(app, ben, b, 'Ben again');
    const refused = await merge({ conversationIds: [a, b] });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe('These conversations belong to different visitors (Anna Alder and Ben Birch). Confirm to merge them.');
    expect((await app.repos.conversations.findInProject(projectId, b))!.message_count).toBe(2);
    const confirmed = await merge({ conversationIds: [a, b], confirmDifferentVisitors: true });
    expect(confirmed.statusCode).toBe(201);
    expect((await app.repos.conversations.findInProject(projectId, a))!.message_count).toBe(3);
  });

  it('applies the single actions\' permissions: write needed, own project only, no taking over under "block"', async () => {
    const { a, b } = await pair('Rita');
    expect((await merge({ conversationIds: [a, b] }, readerToken)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/app/inbox/merge', { conversationIds: [a, b] })).statusCode).toBe(401);
    expect((await merge({ conversationIds: [a, b] }, otherProjectToken)).statusCode).toBe(404);
    const tooFew = await merge({ conversationIds: [a] });
    expect(tooFew.statusCode).toBe(400);
    expect(errorOf(tooFew)).toBe(MERGE_MSG.tooFew);
    // B is assigned to another agent; under "block" this agent may not take it over, so may not merge it either.
    await app.repos.settings.put(projectId, 'collision', { unassignedReplies: 'block' }, nowSeconds());
    try {
      expect((await merge({ conversationIds: [a, b] })).statusCode).toBe(403);
    } finally {
      await app.repos.settings.put(projectId, 'collision', { unassignedReplies: 'allow' }, nowSeconds());
    }
    expect((await app.repos.conversations.findInProject(projectId, b))!.status).toBe('open');
    // Undo of another project's merge is not found.
    const result = (await merge({ conversationIds: [a, b] })).json() as MergeResult;
    expect((await undo(result.mergeId, otherProjectToken)).statusCode).toBe(404);
    expect((await undo(result.mergeId, readerToken)).statusCode).toBe(403);
  });
});
