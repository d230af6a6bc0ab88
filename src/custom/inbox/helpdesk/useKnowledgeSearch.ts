// A debounced knowledge search: the keyword settles for 300 ms before the call; an empty keyword is an empty list
// without a call (spec §5).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { searchKeyword } from '../../../domain/helpdesk/articles';
import type { HelpdeskId } from '../../../domain/helpdesk/providers';
import type { HelpdeskArticle } from '../../../domain/helpdesk/schemas';
import { helpdeskApi } from '../../../providers/api/helpdesk';

export const SEARCH_DEBOUNCE_MS = 300;
const NONE: HelpdeskArticle[] = [];

export function useKnowledgeSearch(helpdesk: HelpdeskId, raw: string) {
  const [keyword, setKeyword] = useState<string | null>(searchKeyword(raw));
  useEffect(() => {
    const next = searchKeyword(raw);
    if (next === null) return setKeyword(null); // clearing needs no wait
    const t = setTimeout(() => setKeyword(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [raw]);
  const query = useQuery({
    queryKey: ['helpdesk-search', helpdesk, keyword],
    queryFn: () => helpdeskApi.search(helpdesk, keyword!),
    enabled: keyword !== null,
    staleTime: 60_000,
    retry: false,
  });
  return {
    keyword,
    articles: keyword === null ? NONE : (query.data ?? NONE),
    isSearching: keyword !== null && query.isFetching,
    failed: keyword !== null && query.isError,
    /** Typed, but the debounce has not fired yet. */
    pending: searchKeyword(raw) !== keyword,
  };
}
