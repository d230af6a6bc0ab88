// Opening a search result: the thread loads older pages until the matched message (?message=<pos>) is there, scrolls
// it to the middle and marks it for a moment (data-found, styled by the thread), then drops the parameter.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ThreadEntry } from '../data';
import { withParams } from '../model';
import { FOUND_MARK_MS, MESSAGE_PARAM, foundPosition } from './model';

export interface FoundMessageThread {
  conversationId: number;
  entries: readonly ThreadEntry[];
  loaded: boolean;
  isLoading: boolean;
  hasOlder: boolean;
  loadOlder(): void;
}

export function useFoundMessage(list: RefObject<HTMLElement | null>, t: FoundMessageThread): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const pos = foundPosition(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { conversationId, entries, loaded, isLoading, hasOlder, loadOlder } = t;

  useEffect(() => {
    if (pos === null || !loaded) return;
    const done = () => navigate({ pathname, search: withParams(search, { [MESSAGE_PARAM]: null }) }, { replace: true });
    const index = entries.findIndex((e) => e.message.pos === pos);
    if (index < 0) {
      const oldest = entries[0]?.message.pos ?? 0;
      if (hasOlder && oldest > pos) {
        if (!isLoading) loadOlder();
      } else done(); // not in this thread (any more): nothing to show
      return;
    }
    const el = list.current?.querySelectorAll<HTMLElement>('[data-testid="thread-entry"]')[index];
    if (el) {
      // jsdom has no scrollIntoView.
      el.scrollIntoView?.({ block: 'center' });
      el.dataset.found = 'true';
      clearTimeout(timer.current);
      timer.current = setTimeout(() => delete el.dataset.found, FOUND_MARK_MS);
    }
    done();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId, pos, loaded, entries.length, hasOlder, isLoading]);

  useEffect(() => () => clearTimeout(timer.current), []);
}
