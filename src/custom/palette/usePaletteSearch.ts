// Conversations for what is typed in the palette: the inbox's search endpoint after a short pause, when the text
// is a query the search schema accepts.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchHit } from '../../domain/search/types';
import { inboxApi } from '../../providers/api/inbox';
import { SEARCH_DEBOUNCE_MS, searchable } from '../inbox/search/model';

const NONE: SearchHit[] = [];

export function usePaletteSearch(text: string, enabled: boolean): { hits: readonly SearchHit[]; isFetching: boolean } {
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const active = enabled && searchable(q) ? q : '';
  const query = useQuery({
    queryKey: ['palette', 'search', active],
    queryFn: () => inboxApi.search(active),
    enabled: active !== '',
    staleTime: 5_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return { hits: active && query.data ? query.data.hits : NONE, isFetching: query.isFetching };
}
