// Saved views (issue 27) for the inbox: the list with live counts (read again every 15 s and when the window gets
// focus), saving the list's current state, deleting, and opening a view from the URL (/inbox?view=<id>).
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VIEW_PARAM, type SavedView, type ViewState } from '../../../domain/inbox/views';
import { viewsApi } from '../../../providers/api/inboxBulk';
import type { ListState } from '../list/useListState';

const VIEWS_KEY = ['inbox', 'views'] as const;
const COUNTS_REFRESH_MS = 15_000;

export function useSavedViews() {
  const qc = useQueryClient();
  const query = useQuery({ queryKey: VIEWS_KEY, queryFn: viewsApi.list, refetchInterval: COUNTS_REFRESH_MS, refetchOnWindowFocus: true });
  const refresh = useCallback(() => qc.invalidateQueries({ queryKey: VIEWS_KEY }), [qc]);
  const save = useCallback(
    async (name: string, shared: boolean, state: ViewState) => {
      const view = await viewsApi.create({ name, shared, state });
      await refresh();
      return view;
    },
    [refresh],
  );
  const remove = useCallback(
    async (id: number) => {
      await viewsApi.remove(id);
      await refresh();
    },
    [refresh],
  );
  return { views: query.data ?? [], save, remove };
}

/** The list's state as a view keeps it. */
export const stateOfList = (list: ListState, search?: string): ViewState => ({
  tab: list.tab,
  filter: list.filter,
  sort: list.sort,
  ...(list.narrowing.tags?.length ? { tags: [...list.narrowing.tags] } : {}),
  ...(list.narrowing.fromTime !== undefined ? { fromTime: list.narrowing.fromTime } : {}),
  ...(list.narrowing.toTime !== undefined ? { toTime: list.narrowing.toTime } : {}),
  ...(list.narrowing.visitorActivity ? { visitorActivity: list.narrowing.visitorActivity } : {}),
  ...(search ? { search } : {}),
});

/** /inbox?view=<id> opens the view once: the list takes its tab, filter, sort and narrowing. */
export function useViewFromUrl(list: ListState, onOpened?: (view: SavedView) => void): void {
  const [params] = useSearchParams();
  const raw = params.get(VIEW_PARAM);
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const id = Number(raw);
    if (!raw || !Number.isInteger(id) || id < 1 || applied.current === raw) return;
    applied.current = raw;
    void viewsApi.get(id).then((view) => {
      list.applyView(view.state);
      onOpened?.(view);
    });
  }, [raw, list, onOpened]);
}
