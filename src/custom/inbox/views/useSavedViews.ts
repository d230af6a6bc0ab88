// Saved views (issue 27) for the inbox: the list with live counts (read again every 15 s, when the window gets focus,
// when the menu opens and, while it is open, after the project's conversation events), saving the list's current
// state, deleting, and opening a view from the URL (/inbox?view=<id>).
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { projectChannel } from '../../../domain/channels';
import { VIEW_COUNT_EVENTS, VIEW_COUNTS_THROTTLE_MS, VIEW_PARAM, type SavedView, type ViewState } from '../../../domain/inbox/views';
import { viewsApi } from '../../../providers/api/inboxBulk';
import { useShellSession } from '../../../ui/session/SessionContext';
import { useSharedRealtime } from '../../realtime/context';
import type { ListState } from '../list/useListState';

const VIEWS_KEY = ['inbox', 'views'] as const;
const COUNTS_REFRESH_MS = 15_000;

/** While the menu shows the counts: read them on opening, then again (throttled) after each conversation change. */
function useLiveCounts(open: boolean): void {
  const qc = useQueryClient();
  const client = useSharedRealtime();
  const projectId = useShellSession()?.details.project.id;
  useEffect(() => {
    if (!open) return;
    void qc.invalidateQueries({ queryKey: VIEWS_KEY });
    if (!client || projectId === undefined) return;
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const read = () => {
      timer = null;
      last = Date.now();
      void qc.invalidateQueries({ queryKey: VIEWS_KEY });
    };
    const off = client.subscribe(projectChannel(projectId), {
      onEvent: (event) => {
        if (!VIEW_COUNT_EVENTS.has(event) || timer !== null) return;
        timer = setTimeout(read, Math.max(0, last + VIEW_COUNTS_THROTTLE_MS - Date.now()));
      },
    });
    return () => {
      off();
      if (timer !== null) clearTimeout(timer);
    };
  }, [open, client, projectId, qc]);
}

/** `open`: the menu shows the counts now (they then follow the conversations' changes). */
export function useSavedViews(open = false) {
  const qc = useQueryClient();
  const query = useQuery({ queryKey: VIEWS_KEY, queryFn: viewsApi.list, refetchInterval: COUNTS_REFRESH_MS, refetchOnWindowFocus: true });
  useLiveCounts(open);
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
