// One conversation list: the first page from the server, further pages by the `before` cursor merged without
// duplicates (spec §4 paging), and realtime events keeping what is loaded current (event table).
import { useCallback, useMemo, useRef } from 'react';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { mergePages, type FilterKey, type InboxTab, type ListNarrowing, type SortKey } from '../../../domain/inbox/filters';
import type { ConversationListItem } from '../../../domain/inbox/types';
import { inboxApi } from '../../../providers/api/inbox';
import { inboxKeys, type ListData, type ListParams } from './keys';
import { listQueryParams } from './listQuery';

export interface ConversationListResult {
  items: ConversationListItem[];
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  loadMore(): void;
}

const EMPTY: ConversationListItem[] = [];

export function useConversationList(p: { tab: InboxTab; filter: FilterKey; sort: SortKey; narrowing: ListNarrowing }): ConversationListResult {
  const qc = useQueryClient();
  const key = inboxKeys.list(p);
  const hash = hashKey(key);
  // The same params for the same key, however often the caller rebuilds its objects.
  const params = useMemo<ListParams>(() => ({ tab: p.tab, filter: p.filter, sort: p.sort, narrowing: p.narrowing }), [hash]);
  const query = useQuery({
    queryKey: inboxKeys.list(params),
    queryFn: async (): Promise<ListData> => {
      const page = await inboxApi.list(listQueryParams(params, null));
      return { items: page.conversations, next: page.next };
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const loading = useRef(new Set<string>());

  const loadMore = useCallback(() => {
    const listKey = inboxKeys.list(params);
    const cursor = qc.getQueryData<ListData>(listKey)?.next;
    if (!cursor || loading.current.has(hash)) return;
    loading.current.add(hash);
    inboxApi
      .list(listQueryParams(params, cursor))
      .then(
        (page) =>
          qc.setQueryData<ListData>(listKey, (cur) => (cur ? { items: mergePages(cur.items, page.conversations, params.sort), next: page.next } : cur)),
        // httpClient has shown the error; the list stays as it was and loadMore can be tried again.
        () => undefined,
      )
      .finally(() => loading.current.delete(hash));
  }, [qc, params, hash]);

  return {
    items: query.data?.items ?? EMPTY,
    isLoading: query.isLoading,
    isError: query.isError,
    hasMore: !!query.data?.next,
    loadMore,
  };
}
