// What the conversation list shows: the tab and selected filter (URL first, then storage), the sort and the tab's
// own narrowing (tags, date range), and the changes the toolbar makes to them.
import { useCallback } from 'react';
import { useStore } from 'react-admin';
import {
  DEFAULT_SORT,
  filterKeyFromLabel,
  findFilter,
  selectFilter,
  switchTab,
  type FilterKey,
  type InboxTab,
  type ListNarrowing,
  type SortKey,
} from '../../../domain/inbox/filters';
import { MESSAGE_PARAM, SEARCH_PARAM } from '../search/model';
import type { InboxRoute } from '../useInboxRoute';
import { useSelectedFilters } from './useSelectedFilters';

export interface ListState {
  tab: InboxTab;
  filter: FilterKey;
  sort: SortKey;
  narrowing: ListNarrowing;
  /** Switch tab: the filter goes back to All Conversations; `keepSelection` stays on the open conversation. */
  changeTab(to: InboxTab, keepSelection?: boolean): void;
  changeFilter(key: FilterKey): void;
  changeSort(sort: SortKey): void;
  changeNarrowing(patch: Partial<ListNarrowing>): void;
  /** Opens a saved view (issue 27): its tab, filter, sort, narrowing and search at once; the URL's view key goes. */
  applyView(view: { tab: InboxTab; filter: FilterKey; sort: SortKey; search?: string } & ListNarrowing): void;
}

type Narrowings = Record<InboxTab, ListNarrowing>;
const NO_NARROWING: Narrowings = { 0: {}, 1: {} };

export function useListState(route: Pick<InboxRoute, 'query' | 'setQuery'>): ListState {
  const { query, setQuery } = route;
  const tab = query.tab;
  const [selected, saveSelected] = useSelectedFilters();
  const [sort, setSort] = useStore<SortKey>('inbox.sort', DEFAULT_SORT);
  const [narrowings, setNarrowings] = useStore<Narrowings>('inbox.narrowing', NO_NARROWING);
  // A deep link's status label wins over what storage remembers.
  const filter = filterKeyFromLabel(query.statusLabel) ?? selected[tab];

  const changeTab = useCallback(
    (to: InboxTab, keepSelection = false) => {
      if (to === tab) return;
      const next = switchTab(selected, tab, to);
      saveSelected(next);
      const updates = { tab: String(to), status: findFilter(next[to]).label };
      // Another tab lists other conversations: go back to the list so its first one opens.
      if (keepSelection) setQuery(updates);
      else setQuery({ ...updates, visitorId: null }, '/inbox');
    },
    [saveSelected, selected, setQuery, tab],
  );

  const changeFilter = useCallback(
    (key: FilterKey) => {
      saveSelected(selectFilter(selected, tab, key));
      setQuery({ status: findFilter(key).label });
    },
    [saveSelected, selected, setQuery, tab],
  );

  const changeNarrowing = useCallback(
    (patch: Partial<ListNarrowing>) => {
      const current = narrowings[tab] ?? {};
      setNarrowings({ ...narrowings, [tab]: { ...current, ...patch } });
    },
    [narrowings, setNarrowings, tab],
  );

  const applyView = useCallback(
    (view: { tab: InboxTab; filter: FilterKey; sort: SortKey; search?: string } & ListNarrowing) => {
      const { tab: to, filter: key, sort: order, tags, fromTime, toTime, visitorActivity, search } = view;
      saveSelected(selectFilter(selected, to, key));
      setSort(order);
      setNarrowings({ ...narrowings, [to]: { tags, fromTime, toTime, visitorActivity } });
      // The view's search fills the search box (which reads ?search=); a view without one clears it.
      const words = search?.trim() || null;
      setQuery({ tab: String(to), status: findFilter(key).label, view: null, visitorId: null, [SEARCH_PARAM]: words, [MESSAGE_PARAM]: null }, '/inbox');
    },
    [narrowings, saveSelected, selected, setNarrowings, setQuery, setSort],
  );

  return { tab, filter, sort, narrowing: narrowings[tab] ?? {}, changeTab, changeFilter, changeSort: setSort, changeNarrowing, applyView };
}
