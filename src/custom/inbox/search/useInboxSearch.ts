// The search box's state: what is typed (shown at once), the URL's ?search= (after a short pause) and the results
// for it (useSearchHits), previous results kept while the next ones load.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SearchHit } from '../../../domain/search/types';
import { withParams } from '../model';
import { SEARCH_DEBOUNCE_MS, SEARCH_PARAM, searchable } from './model';
import { useSearchHits } from './useSearchHits';

export interface InboxSearchState {
  text: string;
  setText(text: string): void;
  /** The query the results are for ('' when not searching). */
  active: string;
  hits: readonly SearchHit[];
  isLoading: boolean;
  isError: boolean;
  clear(): void;
}

export function useInboxSearch(): InboxSearchState {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const inUrl = new URLSearchParams(search).get(SEARCH_PARAM) ?? '';
  const [text, setText] = useState(inUrl);

  // The URL follows the box after a pause (replace: typing is not history); a URL changed elsewhere wins.
  useEffect(() => {
    if (text.trim() === inUrl) return;
    const timer = setTimeout(() => navigate({ pathname, search: withParams(search, { [SEARCH_PARAM]: text.trim() || null }) }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  useEffect(() => {
    setText((t) => (t.trim() === inUrl ? t : inUrl));
  }, [inUrl]);

  const active = searchable(inUrl) ? inUrl : '';
  const found = useSearchHits(active);
  return {
    text,
    setText,
    active,
    hits: found.hits,
    isLoading: found.isFetching,
    isError: found.isError,
    clear: () => {
      setText('');
      navigate({ pathname, search: withParams(search, { [SEARCH_PARAM]: null }) }, { replace: true });
    },
  };
}
