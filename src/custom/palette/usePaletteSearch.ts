// Conversations for what is typed in the palette: the inbox's search endpoint after a short pause, when the text
// is a query the search schema accepts.
import { useEffect, useState } from 'react';
import type { SearchHit } from '../../domain/search/types';
import { SEARCH_DEBOUNCE_MS, searchable } from '../inbox/search/model';
import { useSearchHits } from '../inbox/search/useSearchHits';

export function usePaletteSearch(text: string, enabled: boolean): { hits: readonly SearchHit[]; isFetching: boolean } {
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const active = enabled && searchable(q) ? q : '';
  const { hits, isFetching } = useSearchHits(active);
  return { hits, isFetching };
}
