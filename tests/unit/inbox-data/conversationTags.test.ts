// conversation-tags (issue 22 point 8) over a real QueryClient: another agent tagged a conversation; this agent's
// list row (and its tag filter), open thread and tag list follow without a reload.
import { QueryClient } from '@tanstack/react-query';
import { cacheContext, StatsKeeper } from '../../../src/custom/inbox/data/cacheContext';
import { applyInboxEvent } from '../../../src/custom/inbox/data/eventTable';
import type { TagOption } from '../../../src/providers/api/inbox';
import { inboxKeys, type ListData, type ListParams } from '../../../src/custom/inbox/data/keys';
import type { ConversationDetail } from '../../../src/domain/inbox/types';
import { buildConversation, buildDetail, buildDetails, event, ME } from './builders';

const all: ListParams = { tab: 0, filter: 'all', sort: 'newest', narrowing: {} };
const taggedChurn: ListParams = { tab: 0, filter: 'all', sort: 'newest', narrowing: { tags: [9] } };

describe('conversation-tags', () => {
  it('patches the list row, the open thread and the tag list with a tag created elsewhere', () => {
    const qc = new QueryClient();
    const stats = new StatsKeeper(qc);
    const d = buildDetails();
    stats.rebase(d.statistics, d.seq, ME);
    const c1 = buildConversation({ id: 1, lastEventTime: 1000, tags: [] });
    qc.setQueryData<ListData>(inboxKeys.list(all), { items: [c1], next: null });
    qc.setQueryData<ListData>(inboxKeys.list(taggedChurn), { items: [], next: null });
    qc.setQueryData(inboxKeys.thread(1, 'v-ada'), buildDetail({ conversationId: 1 }));
    qc.setQueryData<TagOption[]>(inboxKeys.tags, [{ id: 3, name: 'Pricing', key: null }]);

    const ctx = cacheContext({ qc, stats, userId: ME, openConversationId: 1, pageHidden: false, requestTab: () => undefined, alert: () => undefined });
    const conversation = { ...c1, tags: [9] };
    applyInboxEvent(ctx, event('conversation-tags', d.seq + 1, { conversationId: 1, tags: [{ id: 9, name: 'Churn risk' }], conversation }));

    expect(qc.getQueryData<ListData>(inboxKeys.list(all))!.items[0]!.tags).toEqual([9]);
    expect(qc.getQueryData<ListData>(inboxKeys.list(taggedChurn))!.items.map((c) => c.id)).toEqual([1]);
    expect(qc.getQueryData<ConversationDetail>(inboxKeys.thread(1, 'v-ada'))!.details.tags).toEqual([9]);
    expect(qc.getQueryData<TagOption[]>(inboxKeys.tags)!.map((t) => t.name)).toEqual(['Churn risk', 'Pricing']);
  });
});
