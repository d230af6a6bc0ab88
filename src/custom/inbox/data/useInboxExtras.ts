// The small inbox hooks: network status, the sender, the active-conversation ping, member search, tags, the tab
// switch a handoff asks for, and the sound unlock.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InboxTab } from '../../../domain/inbox/filters';
import type { NetworkStatus } from '../../../domain/inbox/network';
import type { Sender } from '../../../domain/inbox/types';
import { inboxApi, type MemberSearchUser, type TagOption } from '../../../providers/api/inbox';
import { useInboxData } from './context';
import { inboxKeys } from './keys';

export const useNetworkStatus = (): NetworkStatus => useInboxData().network;

export const useSender = (): Sender | undefined => useInboxData().details?.sender;

/** Tells the server which conversation the agent has open; again after a reconnect. Failures are ignored (§8). */
export function useActiveConversationPing(conversationId: number | null): void {
  // Re-sent after each reconnect (a restarted server forgot it); the epoch counts reconnects only.
  const reconnects = useInboxData().epoch;
  const pinged = useRef(false);
  useEffect(() => {
    if (conversationId === null && !pinged.current) return;
    pinged.current = true;
    inboxApi.activeConversation(conversationId).catch(() => undefined);
  }, [conversationId, reconnects]);
}

const NO_USERS: MemberSearchUser[] = [];
const NO_TAGS: TagOption[] = [];

export function useMemberSearch(q: string): { users: MemberSearchUser[]; isLoading: boolean } {
  const term = q.trim();
  const query = useQuery({
    queryKey: inboxKeys.memberSearch(term),
    queryFn: () => inboxApi.memberSearch(term),
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return { users: query.data ?? NO_USERS, isLoading: query.isLoading };
}

export function useTags(): { tags: TagOption[] } {
  const query = useQuery({ queryKey: inboxKeys.tags, queryFn: inboxApi.tags, staleTime: 60_000, retry: false });
  return { tags: query.data ?? NO_TAGS };
}

export function useTabSwitchRequest(): { requestedTab: InboxTab | null; clear(): void } {
  const { tabRequest, clearTabRequest } = useInboxData();
  return { requestedTab: tabRequest, clear: clearTabRequest };
}

export function useSoundUnlock(): { needsUnlock: boolean; unlock(): void } {
  const { alerts } = useInboxData();
  const needsUnlock = useSyncExternalStore(alerts.subscribe, alerts.needsUnlock, () => false);
  return { needsUnlock, unlock: () => void alerts.unlock() };
}
