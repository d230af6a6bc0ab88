// Bulk actions over every match (issue 27): the result line, progress, the request built from the list's query, and
// the batch event's count rule (one event for a batch moves the counts as its conversations' single events would).
import { describe, expect, it } from 'vitest';
import { actionOf, batchChanges, beforeOf, bulkBody, bulkPercent, bulkRequestSchema, bulkResultText, selectAllMatchingText, type BulkJob } from '../../../src/domain/inbox/bulk';
import { applyEvent, countConversations, emptyStatistics, withStatus } from '../../../src/domain/inbox/counts';
import { buildConversationQuery } from '../../../src/domain/inbox/filters';
import type { EventData } from '../../../src/domain/inbox/events';
import { buildConversation as conv } from './builders';

const job = (over: Partial<BulkJob>): BulkJob => ({ id: 1, action: { kind: 'close' }, total: 250, done: 250, updated: 240, skipped: 10, state: 'finished', createdAt: 0, finishedAt: 1, ...over });

describe('bulk job wording', () => {
  it('says "N updated, M skipped: no permission", exported, cancelled or failed', () => {
    expect(bulkResultText(job({}))).toBe('240 updated, 10 skipped: no permission');
    expect(bulkResultText(job({ action: { kind: 'export' }, updated: 250, skipped: 0 }))).toBe('250 exported');
    expect(bulkResultText(job({ state: 'cancelled', done: 100, updated: 100, skipped: 0 }))).toBe('Cancelled after 100 of 250 · 100 updated, 0 skipped: no permission');
    expect(bulkResultText(job({ state: 'failed' }))).toBe('The bulk action stopped. Try again.');
    expect(selectAllMatchingText(250)).toBe('Select all 250 conversations matching this filter');
  });

  it('reports whole percents, and 100 for an empty job', () => {
    expect(bulkPercent({ done: 50, total: 200 })).toBe(25);
    expect(bulkPercent({ done: 0, total: 0 })).toBe(100);
  });
});

describe('the request', () => {
  it('carries the list query without its sort, and the action with its argument', async () => {
    const query = buildConversationQuery('open', { tab: 0, tags: [4] }, 'oldest');
    const body = bulkBody(query, { kind: 'tag', tagId: 4 });
    expect(body).toEqual({ query: { participant: 'nonBot', botConv: false, filters: { archive: false, status: 'open', tags: [4] } }, kind: 'tag', tagId: 4 });
    const valid = await bulkRequestSchema.validate(body);
    expect(actionOf(valid)).toEqual({ kind: 'tag', tagId: 4 });
    await expect(bulkRequestSchema.validate({ ...body, kind: 'assign', tagId: undefined })).rejects.toThrow();
    expect(actionOf(await bulkRequestSchema.validate({ ...body, kind: 'close' }))).toEqual({ kind: 'close' });
  });
});

describe('the batch event', () => {
  it('moves the statistics as the conversations single status events would, and matches a recount', () => {
    const before = [conv({ id: 1 }), conv({ id: 2, unread: 2 }), conv({ id: 3, status: 'pending', starred: true })];
    const after = before.map((c) => withStatus(c, 'close'));
    const data = { jobId: 9, items: after.map((c, i) => ({ conversation: c, before: beforeOf(before[i]!) })), seq: 5 } as EventData<'conversations-batch'>;
    expect(batchChanges(data.items).map((c) => c.before)).toEqual(before);
    const stats = applyEvent(countConversations(before, 7), 'conversations-batch', data, 7);
    expect(stats).toEqual(countConversations(after, 7));
    expect(stats.nonBot.close).toBe(3);
    expect(emptyStatistics().nonBot.close).toBe(0);
  });
});
