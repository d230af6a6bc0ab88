// The conversations found for a query, through TanStack Query: the inbox's search box and the command palette ask
// the same endpoint with the same rules, and share its cache. '' asks nothing; previous hits stay while the next load.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { inboxApi } from '../../../providers/api/inbox';
import type { SearchHit } from '../../../domain/search/types';

const NO_HITS: SearchHit[] = [];

export function useSearchHits(active: string) {
  const query = useQuery({
    queryKey: ['inbox', 'search', active],
    queryFn: () => inboxApi.search(active),
    enabled: active !== '',
    staleTime: 5_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return {
    hits: active ? (query.data?.hits ?? NO_HITS) : NO_HITS,
    isFetching: active !== '' && query.isFetching,
    isError: query.isError,
  };
}
