// Subscribes the inbox page's channels on the dashboard's shared realtime client (custom/realtime; a client of its
// own when a test injects a factory or no shell is above) and routes what it hears: project-channel events through the
// sequence keeper (eventSync) into the event table, refusals of the agent's replies into the sending list, and
// connection and subscription changes into the network reducer.
import { useEffect, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InboxTab } from '../../../domain/inbox/filters';
import { fail } from '../../../domain/inbox/sending';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import type { InboxDetails } from '../../../domain/inbox/types';
import { defaultRealtimeFactory, type RealtimeClient, type RealtimeClientFactory } from '../../../providers/realtime';
import { getToken } from '../../../providers/session';
import { useConfig } from '../../routing/ConfigContext';
import { useSharedRealtime } from '../../realtime/context';
import type { InboxAlerts } from './alerts';
import { inboxApi } from '../../../providers/api/inbox';
import { cacheContext, patchSending, type StatsKeeper } from './cacheContext';
import { applyInboxEvent } from './eventTable';
import { asStoredEvent, createEventSync, MESSAGE_FAILED } from './eventSync';
import { inboxKeys } from './keys';
import { realtimeSettings } from './realtimeSettings';
import { createTypingKeeper } from './typing';
import type { NetworkDriver } from './useNetwork';

export { defaultRealtimeFactory, type RealtimeClientFactory };

export interface RealtimeInboxDeps {
  details: InboxDetails | undefined;
  /** A client of the inbox's own (tests); undefined: the shared one. */
  factory?: RealtimeClientFactory;
  client: RefObject<RealtimeClient | null>;
  stats: StatsKeeper;
  openConversation: RefObject<number | null>;
  requestTab(tab: InboxTab): void;
  alerts: InboxAlerts;
  network: NetworkDriver;
}

/** Returns the epoch: how many times the project channel has been subscribed again (reconnects). The first
 * subscription leaves it at 0, so queries keyed on it are not fetched a second time on every cold load. */
export function useRealtimeInbox(deps: RealtimeInboxDeps): number {
  const qc = useQueryClient();
  const config = useConfig();
  const shared = useSharedRealtime();
  const [epoch, setEpoch] = useState(0);
  const { details, factory, client, stats, openConversation, requestTab, alerts, network } = deps;
  const channelsKey = details?.pusherChannels.map((c) => `${c.name} ${c.auth}`).join('|') ?? '';
  // Read when the connection opens; later answers (refetches) must not reopen it.
  const seq = details?.seq;
  const userId = details?.sender.userId;

  useEffect(() => {
    if (!details || seq === undefined || userId === undefined) return;
    const [project, own] = details.pusherChannels;
    if (!project) return;
    // The shell's client once it is open (null: not yet); one of our own only when injected or without a shell.
    if (!factory && shared === null) return;
    const owned = factory ?? (shared ? null : defaultRealtimeFactory);
    const rt = owned ? owned(realtimeSettings(config, details.pusherChannels, window.location, getToken)) : shared!;
    client.current = rt;
    const ctx = () =>
      cacheContext({
        qc,
        stats,
        userId,
        openConversationId: openConversation.current,
        pageHidden: typeof document !== 'undefined' && document.hidden,
        requestTab,
        alert: (a) => alerts.notify(a),
      });
    const sync = createEventSync(seq, {
      fetchMissed: inboxApi.missedEvents,
      apply: (event) => applyInboxEvent(ctx(), event),
      reload: () => void qc.invalidateQueries({ queryKey: inboxKeys.all }),
    });
    const typing = createTypingKeeper(qc);
    let subscriptions = 0;
    const offState = rt.onStateChange((state) => network.dispatch({ type: 'pusher', state }));
    network.dispatch({ type: 'pusher', state: rt.state });

    const offProject = rt.subscribe(project.name, {
      onEvent: (name, data) => {
        typing.receive(name, data);
        const event = asStoredEvent(name, data);
        if (event) sync.receive(event);
      },
      onSubscribed: () => {
        network.dispatch({ type: 'subscribed', channel: project.name });
        sync.resubscribed();
        // After a reconnect the details are fetched again: fresh counts (the ledger replays what came after) and
        // a fresh sender signature, which a restarted server without a fixed secret no longer accepts.
        if (subscriptions > 0) {
          void qc.invalidateQueries({ queryKey: inboxKeys.details });
          setEpoch((e) => e + 1);
        }
        subscriptions += 1;
      },
      onError: () => network.dispatch({ type: 'subscriptionError', channel: project.name }),
    });
    const offOwn = own
      ? rt.subscribe(own.name, {
          onEvent: (name, data) => {
            if (name !== MESSAGE_FAILED || !data || typeof data !== 'object') return;
            const { clientId, error } = data as { clientId?: unknown; error?: unknown };
            if (typeof clientId !== 'string') return;
            patchSending(qc, (s) => fail(s, clientId, typeof error === 'string' && error ? error : INBOX_MSG.sendFailed));
          },
          onSubscribed: () => network.dispatch({ type: 'subscribed', channel: own.name }),
          onError: () => network.dispatch({ type: 'subscriptionError', channel: own.name }),
        })
      : () => undefined;

    return () => {
      offOwn();
      offProject();
      offState();
      sync.dispose();
      typing.dispose();
      // The shared client stays open for the other pages (and the agent's availability).
      if (owned) rt.close();
      if (client.current === rt) client.current = null;
    };
    // The connection depends on the channels and the endpoint, not on every details refetch.
  }, [channelsKey, factory, shared, config, qc, stats, alerts, userId]);

  return epoch;
}
