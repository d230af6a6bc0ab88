// What the palette finds for what is typed, after a short pause and when the text is a query the search schema
// accepts: conversations from the inbox's search endpoint, and people from the Contacts list's own search
// (GET app/contacts?filter={"q":…}, through the data provider and its query cache) when the user may open Contacts.
import { useEffect, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import type { Contact } from '../../domain/contacts/types';
import type { SearchHit } from '../../domain/search/types';
import { SEARCH_DEBOUNCE_MS, searchable } from '../inbox/search/model';
import { useSearchHits } from '../inbox/search/useSearchHits';

/** People shown at most: the palette is a jump list; the Contacts page has the rest. */
export const PALETTE_PEOPLE = 5;
const NO_PEOPLE: Contact[] = [];

export function usePaletteSearch(
  text: string,
  enabled: boolean,
  people: boolean,
): { hits: readonly SearchHit[]; contacts: readonly Contact[]; isFetching: boolean } {
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const active = enabled && searchable(q) ? q : '';
  const { hits, isFetching } = useSearchHits(active);
  const found = useGetList<Contact>(
    'contacts',
    // The meta keeps these summaries out of the contact page's getOne cache (react-admin seeds it from lists): the
    // page needs the full record (its conversations), not a search row.
    { filter: { q: active }, pagination: { page: 1, perPage: PALETTE_PEOPLE }, sort: { field: 'last_seen_at', order: 'DESC' }, meta: { from: 'palette' } },
    { enabled: people && active !== '', placeholderData: keepPreviousData, staleTime: 5_000, retry: false },
  );
  const searching = people && active !== '';
  return {
    hits,
    contacts: searching ? (found.data ?? NO_PEOPLE) : NO_PEOPLE,
    isFetching: isFetching || (searching && found.isFetching),
  };
}
