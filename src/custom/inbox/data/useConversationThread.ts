// The open conversation: its detail (50 newest messages, older ones by lastMessagePos), the replies still being
// sent, and the read rule: opening an unread conversation marks it read once; a visitor message arriving while
// the agent looks at it (page visible) is read the same way.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { withRead } from '../../../domain/inbox/counts';
import type { SendingMessage } from '../../../domain/inbox/sending';
import { olderCursor } from '../../../domain/inbox/thread';
import type { ConversationDetail } from '../../../domain/inbox/types';
import { inboxApi } from '../../../providers/api/inbox';
import { patchLists, patchThreads } from './cacheContext';
import { useInboxData } from './context';
import { threadEntries, type ThreadEntry } from './entries';
import { inboxKeys } from './keys';
import { updateInList, withOlder } from './patches';
import { useLocalCache } from './useLocalCache';

export interface ConversationThreadResult {
  detail: ConversationDetail | undefined;
  entries: ThreadEntry[];
  isLoading: boolean;
  hasOlder: boolean;
  loadOlder(): void;
  /** The conversation does not exist in this project (or its visitor is not the one in the URL). */
  notFound: boolean;
}

const isNotFound = (err: unknown) => (err as { status?: unknown } | null)?.status === 404;

const NONE: SendingMessage[] = [];

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const update = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

export function useConversationThread(conversationId: number | null, knownVisitorId: string | null): ConversationThreadResult {
  const qc = useQueryClient();
  const { setOpenConversation, details } = useInboxData();
  // A deep link without ?visitorId to a conversation the loaded list does not hold: its members call names the
  // visitor, or answers 404 for a conversation that is not this project's (no toast: the pane says so).
  const lookup = useQuery({
    queryKey: ['inbox', 'lookup', conversationId] as const,
    queryFn: () => inboxApi.participants(conversationId!),
    enabled: conversationId !== null && knownVisitorId === null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const visitorId = knownVisitorId ?? lookup.data?.visitorId ?? null;
  const enabled = conversationId !== null && visitorId !== null;
  const key = enabled ? inboxKeys.thread(conversationId, visitorId) : (['inbox', 'thread', 'none'] as const);
  const query = useQuery({
    queryKey: key,
    queryFn: () => inboxApi.thread(conversationId!, visitorId!),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const detail = enabled ? query.data : undefined;
  const sending = useLocalCache<SendingMessage[]>(inboxKeys.sending) ?? NONE;
  const entries = useMemo(() => threadEntries(detail, sending), [detail, sending]);

  useEffect(() => {
    setOpenConversation(conversationId);
    return () => setOpenConversation(null);
  }, [conversationId, setOpenConversation]);

  // Mark read: one call at a time, only for the conversation on screen and only while the page is visible.
  const visible = usePageVisible();
  const reading = useRef(false);
  const unread = detail?.details.unread ?? 0;
  const userId = details?.sender.userId ?? 0;
  useEffect(() => {
    if (conversationId === null || unread <= 0 || !visible || reading.current) return;
    reading.current = true;
    inboxApi
      .read(conversationId)
      .then(
        () => {
          // The 'read' event will move the counts; the list and the thread show it at once.
          patchThreads(qc, conversationId, (t) => ({ ...t, details: { ...t.details, unread: 0 } }));
          patchLists(qc, (data, params) => updateInList(data, (c) => c.id === conversationId, withRead, params, userId));
        },
        // httpClient has shown the error; the next change of the unread count tries again.
        () => undefined,
      )
      .finally(() => {
        reading.current = false;
      });
  }, [conversationId, unread, visible, qc, userId]);

  const loadingOlder = useRef(false);
  const loadOlder = useCallback(() => {
    if (conversationId === null || visitorId === null || loadingOlder.current) return;
    const threadKey = inboxKeys.thread(conversationId, visitorId);
    const current = qc.getQueryData<ConversationDetail>(threadKey);
    const cursor = current ? olderCursor(current) : null;
    if (cursor === null) return;
    loadingOlder.current = true;
    inboxApi
      .thread(conversationId, visitorId, cursor)
      .then(
        (older) => qc.setQueryData<ConversationDetail>(threadKey, (d) => (d ? withOlder(d, older) : d)),
        () => undefined, // shown by httpClient; loadOlder can be tried again
      )
      .finally(() => {
        loadingOlder.current = false;
      });
  }, [qc, conversationId, visitorId]);

  return {
    detail,
    entries,
    isLoading: (enabled && query.isLoading) || (knownVisitorId === null && lookup.isLoading),
    hasOlder: detail ? olderCursor(detail) !== null : false,
    loadOlder,
    notFound:
      conversationId !== null &&
      ((enabled && isNotFound(query.error)) || (knownVisitorId === null && (isNotFound(lookup.error) || (lookup.isSuccess && !lookup.data.visitorId)))),
  };
}
