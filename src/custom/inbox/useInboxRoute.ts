// The inbox is driven by its URL (react-admin demo style): /inbox/:conversationId with the view in the query, so
// deep links and the back button work. This hook reads it and offers the few ways the screen changes it.
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ConversationListItem } from '../../domain/inbox/types';
import { conversationIdFromParam, correctedAbv, detailTarget, parseInboxQuery, withParams, type InboxQuery } from './model';

export interface InboxRoute {
  conversationId: number | null;
  query: InboxQuery;
  /** Open a conversation: its detail route, the query kept, visitorId set. `replace` for automatic selection. */
  select(item: Pick<ConversationListItem, 'id' | 'user'>, replace?: boolean): void;
  /** Change query keys (null removes one); `pathname` moves to another inbox route at the same time. */
  setQuery(updates: Record<string, string | null>, pathname?: string): void;
  /** Leave the open conversation for the list, the view kept: a step back when the list opened it, else a move. */
  backToList(): void;
}

/** History state of a conversation opened from the list, so going back to the list is a step back in history. */
interface FromList {
  fromList?: boolean;
}

export function useInboxRoute(): InboxRoute {
  const { conversationId: rawId } = useParams<{ conversationId?: string }>();
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseInboxQuery(search), [search]);

  useEffect(() => {
    const fixed = correctedAbv(search);
    if (fixed !== null) navigate({ pathname, search: fixed }, { replace: true });
  }, [navigate, pathname, search]);

  const select = useCallback(
    (item: Pick<ConversationListItem, 'id' | 'user'>, replace = false) =>
      navigate(detailTarget(item, search), { replace, state: replace ? null : ({ fromList: true } satisfies FromList) }),
    [navigate, search],
  );
  const setQuery = useCallback(
    (updates: Record<string, string | null>, to: string = pathname) => navigate({ pathname: to, search: withParams(search, updates) }, { replace: true }),
    [navigate, pathname, search],
  );

  const fromList = (state as FromList | null)?.fromList === true;
  const backToList = useCallback(() => {
    if (fromList) navigate(-1);
    else navigate({ pathname: '/inbox', search: withParams(search, { visitorId: null }) }, { replace: true });
  }, [fromList, navigate, search]);

  return { conversationId: conversationIdFromParam(rawId), query, select, setQuery, backToList };
}
