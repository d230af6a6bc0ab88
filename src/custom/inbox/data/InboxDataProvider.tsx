// Mounted once per inbox page: loads GET app/inbox/details, subscribes its channels on the dashboard's realtime
// connection and keeps the query cache current from its events (see useRealtimeInbox and eventTable.ts), owns the
// sending list, the network status and the alerts. Providers come in as props with defaults so tests swap the
// socket and the speakers.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxTab } from '../../../domain/inbox/filters';
import { CLIENT_TYPING, type ClientTyping } from '../../../domain/inbox/typing';
import type { RealtimeClient } from '../../../providers/realtime';
import { createBrowserAlerts, type InboxAlerts } from './alerts';
import { inboxApi } from '../../../providers/api/inbox';
import { StatsKeeper } from './cacheContext';
import { InboxDataContext, type InboxDataValue } from './context';
import { inboxKeys } from './keys';
import { useLocalCache } from './useLocalCache';
import { useNetwork, type NetworkAction } from './useNetwork';
import { useRealtimeInbox, type RealtimeClientFactory } from './useRealtimeInbox';
import { useSendingController } from './useSendingController';

export interface InboxDataProviderProps {
  children: ReactNode;
  /** Opens a realtime client of the inbox's own (tests); default: the dashboard's shared one (custom/realtime). */
  realtimeFactory?: RealtimeClientFactory;
  /** Sound and desktop notifications (default: WebAudio + Notification). */
  alerts?: InboxAlerts;
}

function useAlerts(injected: InboxAlerts | undefined): InboxAlerts {
  const [own] = useState(() => (injected ? null : createBrowserAlerts()));
  useEffect(() => () => own?.dispose(), [own]);
  return injected ?? own!;
}

export function InboxDataProvider({ children, realtimeFactory, alerts: injected }: InboxDataProviderProps) {
  const qc = useQueryClient();
  const alerts = useAlerts(injected);
  const details = useQuery({
    queryKey: inboxKeys.details,
    queryFn: inboxApi.details,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const [stats] = useState(() => new StatsKeeper(qc));
  useEffect(() => {
    const d = details.data;
    if (d) stats.rebase(d.statistics, d.seq, d.sender.userId);
  }, [details.data, stats]);
  // Watched here so they outlive any one component that shows them.
  useLocalCache(inboxKeys.stats);
  useLocalCache(inboxKeys.sending);

  const client = useRef<RealtimeClient | null>(null);
  const openConversation = useRef<number | null>(null);
  const [tabRequest, setTabRequest] = useState<InboxTab | null>(null);

  const onNetworkAction = useCallback(
    (action: NetworkAction) => {
      switch (action.type) {
        case 'rebuildConnection':
          client.current?.reconnect();
          break;
        case 'reloadInbox':
          void qc.invalidateQueries({ queryKey: inboxKeys.details });
          void qc.invalidateQueries({ queryKey: inboxKeys.lists });
          break;
        case 'reloadConversation':
          void qc.invalidateQueries({ queryKey: inboxKeys.threadsOf(action.conversationId) });
          break;
        case 'subscribe':
          client.current?.retrySubscribe(action.channel);
          break;
      }
    },
    [qc],
  );
  const network = useNetwork(onNetworkAction);

  const epoch = useRealtimeInbox({
    details: details.data,
    factory: realtimeFactory,
    client,
    stats,
    openConversation,
    requestTab: setTabRequest,
    alerts,
    network,
  });
  const sending = useSendingController(details.data, client);

  const { dispatch } = network;
  const setOpenConversation = useCallback(
    (id: number | null) => {
      if (openConversation.current === id) return;
      openConversation.current = id;
      dispatch({ type: 'conversation', id });
    },
    [dispatch],
  );
  const clearTabRequest = useCallback(() => setTabRequest(null), []);
  const sendTyping = useCallback(
    (conversationId: number, typing: boolean) => {
      const own = details.data?.pusherChannels[1];
      if (own) client.current?.trigger(own.name, CLIENT_TYPING, { conversationId, typing } satisfies ClientTyping);
    },
    [details.data],
  );

  const value = useMemo<InboxDataValue>(
    () => ({
      details: details.data,
      detailsLoading: details.isLoading,
      network: network.status,
      epoch,
      tabRequest,
      clearTabRequest,
      setOpenConversation,
      send: sending.send,
      retry: sending.retry,
      discard: sending.discard,
      sendTyping,
      alerts,
    }),
    [details.data, details.isLoading, network.status, epoch, tabRequest, clearTabRequest, setOpenConversation, sending, sendTyping, alerts],
  );
  return <InboxDataContext.Provider value={value}>{children}</InboxDataContext.Provider>;
}
