// Many changes to one project at once (on PostgreSQL a pool of connections, as on several nodes): visitor messages
// to six conversations and agents' bulk closes interleave, and still every conversation's positions run 1..n, its
// counters match its messages, and the project's event log has one sequence number per event, in commit order,
// with no gap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MissedEvents } from '../../src/domain/inbox/events';
import type { Message } from '../../src/domain/inbox/types';
import { call, login, startTestServer } from './support/server';
import { newVisitor, startConversation, visitorSays } from './support/visitor';

let app: FastifyInstance;
let admin: string;
let widgetKey: string;
let projectId: number;

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  widgetKey = p.project.widget_key;
  projectId = p.project.id;
  const a = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Ada Admin' });
  admin = await login(app, a.email, a.password);
});
afterAll(() => app.close());

describe('concurrent commits in one project', () => {
  it('keeps positions, counters and the event sequence exact', async () => {
    const visitors = await Promise.all(Array.from({ length: 6 }, (_, i) => newVisitor(app, widgetKey, { name: `V${i}` })));
    const convs = await Promise.all(visitors.map((v, i) => startConversation(app, v, `first ${i}`)));
    const start = (await call(app, 'GET', '/app/inbox/events?after=0', undefined, admin)).json() as MissedEvents;
    const from = start.events.at(-1)?.seq ?? 0;

    const PER = 15;
    const sends = visitors.flatMap((v, i) => Array.from({ length: PER }, (_, k) => visitorSays(app, v, convs[i]!, `m${i}-${k}`)));
    // Project-wide changes in between: closing conversations that the next visitor message reopens.
    const closes = Array.from({ length: 5 }, (_, k) =>
      call(app, 'POST', '/app/inbox/conversations/status', { conversationIds: [convs[k]!, convs[k + 1]!], status: 'close' }, admin),
    );
    const closed = await Promise.all(closes);
    await Promise.all(sends);
    for (const r of closed) expect(r.statusCode).toBe(200);

    for (const [i, id] of convs.entries()) {
      const rows = await app.repos.messages.after(id, 0, 500);
      expect(rows.map((m) => m.pos)).toEqual(rows.map((_, k) => k + 1));
      expect(rows.filter((m) => m.sender_type === 'visitor').map((m) => m.text).sort()).toEqual(
        [`first ${i}`, ...Array.from({ length: PER }, (_, k) => `m${i}-${k}`)].sort(),
      );
      const conv = (await app.repos.conversations.findInProject(projectId, id))!;
      expect(conv.message_count).toBe(rows.length);
    }

    const missed = (await call(app, 'GET', `/app/inbox/events?after=${from}`, undefined, admin)).json() as MissedEvents;
    const seqs = missed.events.map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, k) => from + k + 1));
    const news = missed.events
      .filter((e) => e.event === 'new-message')
      .map((e) => e.data as { conversationId: number; message: Message });
    expect(news).toHaveLength(convs.length * PER);
    for (const id of convs) {
      const texts = news.filter((n) => n.conversationId === id).map((n) => n.message.text);
      const stored = (await app.repos.messages.after(id, 1, 500)).filter((m) => m.sender_type === 'visitor').map((m) => m.text);
      // Sequence order is commit order: each conversation's events come in the order of its positions.
      expect(texts).toEqual(stored);
    }
  });
});
