// Bulk actions over every match (issue 27): POST app/inbox/bulk runs the action as a job over every conversation the
// list's filter matches (not the page), with progress, a result "N updated, M skipped: no permission", cancel, and one
// 'conversations-batch' event per batch instead of one event per conversation. The single actions' own permission
// rules are checked per conversation (the Blocked tag; assigning under the "block" reply policy). Export answers a CSV.
// Runs on SQLite, and on PostgreSQL in the pass where TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { nowSeconds } from '../../server/lib/clock';
import type { BulkJob } from '../../src/domain/inbox/bulk';
import { bulkResultText } from '../../src/domain/inbox/bulk';
import type { StoredEvent } from '../../src/domain/inbox/events';
import { call, errorOf, login, startTestServer } from './support/server';
import { newVisitor, startConversation } from './support/visitor';

const BATCH = 25;
let app: FastifyInstance;
let widgetKey: string;
let projectId: number;
let adminToken: string;
let agentToken: string;
let agentId: number;
let otherAgentId: number;

const ALL_HUMAN = { participant: 'nonBot', botConv: false, filters: { archive: false } };

async function conversations(n: number, text: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await startConversation(app, await newVisitor(app, widgetKey, { name: `${text} ${i}` }), text));
  return ids;
}

async function finished(a: FastifyInstance, token: string, id: number, timeoutMs = 20_000): Promise<BulkJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = (await call(a, 'GET', `/app/inbox/bulk/${id}`, undefined, token)).json() as BulkJob;
    if (job.state !== 'running') return job;
    if (Date.now() > until) throw new Error(`job ${id} still running: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const latestSeq = async (token: string) => ((await call(app, 'GET', '/app/inbox/details', undefined, token)).json().seq as number);
const eventsAfter = async (token: string, after: number) => (await call(app, 'GET', `/app/inbox/events?after=${after}`, undefined, token)).json().events as StoredEvent[];

beforeAll(async () => {
  app = await startTestServer({ bulk: { batchSize: BATCH, pauseMs: 0 } });
  const p = await buildProject(app.repos);
  widgetKey = p.project.widget_key;
  projectId = p.project.id;
  const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Admin' });
  const agent = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Agent A' });
  const other = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Agent B' });
  agentId = agent.id;
  otherAgentId = other.id;
  adminToken = await login(app, admin.email, admin.password);
  agentToken = await login(app, agent.email, agent.password);
}, 60_000);
afterAll(async () => app?.close());

describe('bulk actions over every match', () => {
  it('closes all 120 matching conversations (more than a page) in batches: one event per batch, none per conversation', { timeout: 240_000 }, async () => {
    const ids = await conversations(120, 'bulk close');
    const counted = await call(app, 'POST', '/app/inbox/bulk/count', { query: { ...ALL_HUMAN, filters: { archive: false, status: 'open' } } }, agentToken);
    expect(counted.json()).toEqual({ count: 120 });
    const seq = await latestSeq(agentToken);
    const res = await call(app, 'POST', '/app/inbox/bulk', { query: { ...ALL_HUMAN, filters: { archive: false, status: 'open' } }, kind: 'close' }, agentToken);
    expect(res.statusCode).toBe(201);
    const job = await finished(app, agentToken, res.json().id);
    expect(job).toMatchObject({ state: 'finished', total: 120, done: 120, updated: 120, skipped: 0 });
    expect(bulkResultText(job)).toBe('120 updated, 0 skipped: no permission');
    const rows = await app.repos.conversations.findManyInProject(projectId, ids);
    expect(rows.every((r) => r.status === 'close')).toBe(true);
    const events = await eventsAfter(agentToken, seq);
    expect(events.filter((e) => e.event === 'conversation-status')).toEqual([]);
    const batches = events.filter((e) => e.event === 'conversations-batch');
    expect(batches).toHaveLength(Math.ceil(120 / BATCH));
    const seen = batches.flatMap((e) => (e.data as { items: Array<{ conversation: { id: number; status: string }; before: { status: string } }> }).items);
    expect(seen.map((i) => i.conversation.id).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(seen.every((i) => i.conversation.status === 'close' && i.before.status === 'open')).toBe(true);
    // The statistics agree: nothing open is left.
    const details = (await call(app, 'GET', '/app/inbox/details', undefined, agentToken)).json();
    expect(details.statistics.nonBot.open).toBe(0);
  });

  it('skips, per conversation, what the single action refuses: assigning conversations assigned to others under "block"', { timeout: 60_000 }, async () => {
    const ids = await conversations(30, 'bulk assign');
    const theirs = ids.slice(0, 12);
    for (const id of theirs) await app.repos.conversations.addMember(id, otherAgentId, nowSeconds());
    await app.repos.settings.put(projectId, 'collision', { unassignedReplies: 'block' }, nowSeconds());
    try {
      const res = await call(app, 'POST', '/app/inbox/bulk', { query: { ...ALL_HUMAN, filters: { archive: false, status: 'open' } }, kind: 'assign', userId: agentId }, agentToken);
      expect(res.statusCode).toBe(201);
      const job = await finished(app, agentToken, res.json().id);
      expect(job).toMatchObject({ state: 'finished', total: 30, updated: 18, skipped: 12 });
      expect(bulkResultText(job)).toBe('18 updated, 12 skipped: no permission');
      const members = await app.repos.conversations.membersOf(ids);
      for (const id of theirs) expect(members.get(id)).toEqual([otherAgentId]);
      for (const id of ids.slice(12)) expect(members.get(id)).toEqual([agentId]);
    } finally {
      await app.repos.settings.put(projectId, 'collision', { unassignedReplies: 'allow' }, nowSeconds());
    }
    // The Blocked tag cannot be set by hand, in bulk neither: every conversation is skipped.
    const blocked = (await app.repos.tags.list(projectId)).find((t) => t.fixed_key);
    const res = await call(app, 'POST', '/app/inbox/bulk', { query: { ...ALL_HUMAN, filters: { archive: false, status: 'open' } }, kind: 'tag', tagId: blocked!.id }, agentToken);
    const job = await finished(app, agentToken, res.json().id);
    expect(job).toMatchObject({ total: 30, updated: 0, skipped: 30 });
  });

  it('tags, untags, stars, reopens and archives every match; a read-only role may export but not change', { timeout: 60_000 }, async () => {
    const tag = (await call(app, 'POST', '/app/tags', { name: 'Bulk tagged' }, adminToken)).json();
    const ids = await conversations(8, 'bulk flags');
    const query = { ...ALL_HUMAN, filters: { archive: false, status: 'open' } };
    for (const [kind, extra] of [['tag', { tagId: tag.id }], ['star', {}]] as const) {
      const job = await finished(app, agentToken, (await call(app, 'POST', '/app/inbox/bulk', { query, kind, ...extra }, agentToken)).json().id);
      expect(job.updated).toBeGreaterThanOrEqual(8);
    }
    const tagged = await app.repos.tags.tagsOf(ids);
    expect(ids.every((id) => tagged.get(id)?.includes(tag.id))).toBe(true);
    const rows = await app.repos.conversations.findManyInProject(projectId, ids);
    expect(rows.every((r) => r.starred === 1)).toBe(true);
    const untag = await finished(app, agentToken, (await call(app, 'POST', '/app/inbox/bulk', { query: { ...ALL_HUMAN, filters: { archive: false, tags: [tag.id] } }, kind: 'untag', tagId: tag.id }, agentToken)).json().id);
    expect(untag.total).toBeGreaterThanOrEqual(8);
    expect(untag).toMatchObject({ state: 'finished', updated: untag.total, skipped: 0 });
    expect([...(await app.repos.tags.tagsOf(ids)).values()].flat()).not.toContain(tag.id);
    const archive = await finished(app, agentToken, (await call(app, 'POST', '/app/inbox/bulk', { query: { ...ALL_HUMAN, filters: { archive: false, star: true } }, kind: 'archive' }, agentToken)).json().id);
    expect(archive.updated).toBeGreaterThanOrEqual(8);
    const reopen = await finished(app, agentToken, (await call(app, 'POST', '/app/inbox/bulk', { query: { ...ALL_HUMAN, filters: { archive: true, status: 'close' } }, kind: 'reopen' }, agentToken)).json().id);
    expect(reopen.state).toBe('finished');
    const after = await app.repos.conversations.findManyInProject(projectId, ids);
    expect(after.every((r) => r.archived === 1 && r.starred === 1)).toBe(true);

    const readerRole = await app.repos.roles.create(projectId, 'Reader', { inbox: { permissions: ['read'] } }, nowSeconds());
    const reader = await buildUser(app.repos, { projectId, roleId: readerRole.id, name: 'Reader' });
    const readerToken = await login(app, reader.email, reader.password);
    const refused = await call(app, 'POST', '/app/inbox/bulk', { query, kind: 'close' }, readerToken);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBeTruthy();
    const exp = await call(app, 'POST', '/app/inbox/bulk', { query: { ...ALL_HUMAN, filters: { archive: true } }, kind: 'export' }, readerToken);
    expect(exp.statusCode).toBe(201);
    const job = await finished(app, readerToken, exp.json().id);
    const csv = await call(app, 'GET', `/app/inbox/bulk/${job.id}/export`, undefined, readerToken);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Conversation,Status,Visitor/);
    expect(lines).toHaveLength(job.total + 1);
    for (const id of ids) expect(lines.some((l) => l.startsWith(`${id},`))).toBe(true);
    // Someone else's job reads as absent.
    expect((await call(app, 'GET', `/app/inbox/bulk/${job.id}/export`, undefined, agentToken)).statusCode).toBe(404);
  });

  it('runs any action over a page\'s selected rows only (conversationIds), never over another project\'s', { timeout: 60_000 }, async () => {
    const tag = (await call(app, 'POST', '/app/tags', { name: 'Picked' }, adminToken)).json();
    const ids = await conversations(6, 'bulk picked');
    const picked = [ids[1]!, ids[4]!];
    const other = await buildProject(app.repos);
    const foreign = await startConversation(app, await newVisitor(app, other.project.widget_key), 'not yours');
    const query = { ...ALL_HUMAN, filters: { archive: false, status: 'open' } };
    for (const [kind, extra] of [['tag', { tagId: tag.id }], ['star', {}], ['close', {}]] as const) {
      const res = await call(app, 'POST', '/app/inbox/bulk', { query, kind, ...extra, conversationIds: [...picked, foreign, picked[0]] }, agentToken);
      expect(res.statusCode).toBe(201);
      const job = await finished(app, agentToken, res.json().id);
      expect(job).toMatchObject({ state: 'finished', total: 2, done: 2, updated: 2, skipped: 0 });
    }
    const rows = await app.repos.conversations.findManyInProject(projectId, ids);
    const tagged = await app.repos.tags.tagsOf(ids);
    for (const r of rows) {
      const chosen = picked.includes(r.id);
      expect(r.status).toBe(chosen ? 'close' : 'open');
      expect(r.starred).toBe(chosen ? 1 : 0);
      expect(tagged.get(r.id)?.includes(tag.id) ?? false).toBe(chosen);
    }
    const theirs = await app.repos.conversations.findManyInProject(other.project.id, [foreign]);
    expect(theirs[0]).toMatchObject({ status: 'open', starred: 0 });
    // The same shared schema: an empty or oversized selection is refused in the spec §8 shape.
    for (const conversationIds of [[], Array.from({ length: 501 }, (_x, i) => i + 1)]) {
      const bad = await call(app, 'POST', '/app/inbox/bulk', { query, kind: 'star', conversationIds }, agentToken);
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad)).toBeTruthy();
    }
  });

  it('validates the request with the shared schema and answers in the spec §8 shape', async () => {
    const res = await call(app, 'POST', '/app/inbox/bulk', { query: ALL_HUMAN, kind: 'explode' }, agentToken);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBeTruthy();
    const noUser = await call(app, 'POST', '/app/inbox/bulk', { query: ALL_HUMAN, kind: 'assign' }, agentToken);
    expect(noUser.statusCode).toBe(400);
  });
});

describe('cancel', () => {
  let slow: FastifyInstance;
  afterAll(async () => slow?.close());

  it('stops a running job after the batch in progress; the rest stays as it was', { timeout: 60_000 }, async () => {
    slow = await startTestServer({ bulk: { batchSize: 5, pauseMs: 150 } });
    const p = await buildProject(slow.repos);
    const agent = await buildUser(slow.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Slow' });
    const token = await login(slow, agent.email, agent.password);
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push(await startConversation(slow, await newVisitor(slow, p.project.widget_key), 'cancel me'));
    const id = (await call(slow, 'POST', '/app/inbox/bulk', { query: ALL_HUMAN, kind: 'close' }, token)).json().id as number;
    await new Promise((r) => setTimeout(r, 200));
    const second = await call(slow, 'POST', '/app/inbox/bulk', { query: ALL_HUMAN, kind: 'star' }, token);
    expect(second.statusCode).toBe(409);
    const cancelled = (await call(slow, 'POST', `/app/inbox/bulk/${id}/cancel`, undefined, token)).json() as BulkJob;
    expect(cancelled.state).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 400));
    const job = await finished(slow, token, id);
    expect(job.state).toBe('cancelled');
    expect(job.done).toBeGreaterThan(0);
    expect(job.done).toBeLessThan(40);
    const rows = await slow.repos.conversations.findManyInProject(p.project.id, ids);
    expect(rows.filter((r) => r.status === 'close')).toHaveLength(job.updated);
    expect(bulkResultText(job)).toBe(`Cancelled after ${job.done} of 40 · ${job.updated} updated, 0 skipped: no permission`);
  });
});
