// The event table's EventContext over the TanStack Query cache: which cached lists, threads and client state an
// event's patches reach. The statistics go through the ledger, whose result is what the cache shows.
import type { QueryClient } from '@tanstack/react-query';
import type { InboxStatistics } from '../../../domain/inbox/counts';
import type { StoredEvent } from '../../../domain/inbox/events';
import type { InboxTab } from '../../../domain/inbox/filters';
import type { SendingMessage } from '../../../domain/inbox/sending';
import type { ConversationDetail } from '../../../domain/inbox/types';
import type { InboxAlert } from './alertRules';
import { inboxApi, type TagOption } from '../../../providers/api/inbox';
import type { EventContext } from './eventTable';
import { inboxKeys, listParamsOf, type ListData, type ListParams } from './keys';
import { withParticipants } from './patches';
import { emptyLedger, ledgerApply, ledgerRebase, type StatsLedger } from './statsLedger';

/** The statistics ledger, mirrored into the cache under inboxKeys.stats. */
export class StatsKeeper {
  private ledger: StatsLedger = emptyLedger();
  constructor(private readonly qc: QueryClient) {}

  apply(event: StoredEvent, userId: number): void {
    this.publish(ledgerApply(this.ledger, event, userId));
  }

  rebase(statistics: InboxStatistics, seq: number, userId: number): void {
    this.publish(ledgerRebase(this.ledger, statistics, seq, userId));
  }

  private publish(next: StatsLedger): void {
    const changed = next.stats !== this.ledger.stats;
    this.ledger = next;
    if (changed && next.stats) this.qc.setQueryData(inboxKeys.stats, next.stats);
  }
}

export function patchLists(qc: QueryClient, change: (data: ListData, params: ListParams) => ListData): void {
  for (const [key, data] of qc.getQueriesData<ListData>({ queryKey: inboxKeys.lists })) {
    const params = listParamsOf(key);
    if (!data || !params) continue;
    const next = change(data, params);
    if (next !== data) qc.setQueryData(key, next);
  }
}

export function patchThreads(qc: QueryClient, conversationId: number, change: (d: ConversationDetail) => ConversationDetail): void {
  for (const [key, data] of qc.getQueriesData<ConversationDetail>({ queryKey: inboxKeys.threadsOf(conversationId) })) {
    if (!data) continue;
    const next = change(data);
    if (next !== data) qc.setQueryData(key, next);
  }
}

export function patchSending(qc: QueryClient, change: (s: SendingMessage[]) => SendingMessage[]): void {
  const current = qc.getQueryData<SendingMessage[]>(inboxKeys.sending) ?? [];
  const next = change(current);
  if (next !== current) qc.setQueryData(inboxKeys.sending, next);
}

export interface CacheContextDeps {
  qc: QueryClient;
  stats: StatsKeeper;
  userId: number;
  openConversationId: number | null;
  pageHidden: boolean;
  requestTab(tab: InboxTab): void;
  alert(alert: InboxAlert): void;
  /** Defaults to GET .../members. */
  fetchParticipants?: typeof inboxApi.participants;
}

export function cacheContext(deps: CacheContextDeps): EventContext {
  const { qc } = deps;
  const fetchParticipants = deps.fetchParticipants ?? inboxApi.participants;
  return {
    userId: deps.userId,
    openConversationId: deps.openConversationId,
    pageHidden: deps.pageHidden,
    count: (event) => deps.stats.apply(event, deps.userId),
    patchLists: (change) => patchLists(qc, change),
    patchThreads: (id, change) => patchThreads(qc, id, change),
    patchSending: (change) => patchSending(qc, change),
    refreshParticipants: (id) => {
      if (qc.getQueriesData({ queryKey: inboxKeys.threadsOf(id) }).every(([, d]) => d === undefined)) return;
      fetchParticipants(id).then(
        (p) => patchThreads(qc, id, (t) => withParticipants(t, p)),
        // The light call failed: the whole thread reloads instead.
        () => qc.invalidateQueries({ queryKey: inboxKeys.threadsOf(id) }),
      );
    },
    reloadThread: (id) => void qc.invalidateQueries({ queryKey: inboxKeys.threadsOf(id) }),
    requestTab: deps.requestTab,
    alert: deps.alert,
    knowTags: (tags) => {
      qc.setQueryData<TagOption[]>(inboxKeys.tags, (cached) => {
        if (!cached) return cached;
        const fresh = tags.filter((t) => !cached.some((c) => c.id === t.id)).map((t) => ({ ...t, key: null }));
        return fresh.length ? [...cached, ...fresh].sort((a, b) => a.name.localeCompare(b.name)) : cached;
      });
    },
  };
}
