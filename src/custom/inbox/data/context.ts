// What InboxDataProvider shares with the inbox hooks. Components never read this directly: they use the hooks.
import { createContext, useContext } from 'react';
import type { InboxTab } from '../../../domain/inbox/filters';
import type { NetworkStatus } from '../../../domain/inbox/network';
import type { OutgoingDraft } from '../../../domain/inbox/sending';
import type { ConversationDetail, InboxDetails } from '../../../domain/inbox/types';
import type { InboxAlerts } from './alerts';

export interface InboxDataValue {
  details: InboxDetails | undefined;
  detailsLoading: boolean;
  network: NetworkStatus;
  /** Counts the project channel's re-subscriptions (0 until the first reconnect): a change means the connection came back. */
  epoch: number;
  tabRequest: InboxTab | null;
  clearTabRequest(): void;
  /** The conversation open in the detail pane (alerts, network reloads, tab switch on handoff). */
  setOpenConversation(id: number | null): void;
  send(detail: ConversationDetail, draft: OutgoingDraft): boolean;
  retry(clientId: string): void;
  discard(clientId: string): void;
  /** The agent's typing in a conversation, as a client-typing event on their own channel (dropped when offline). */
  sendTyping(conversationId: number, typing: boolean): void;
  alerts: InboxAlerts;
}

export const InboxDataContext = createContext<InboxDataValue | null>(null);

export function useInboxData(): InboxDataValue {
  const value = useContext(InboxDataContext);
  if (!value) throw new Error('Inbox hooks need an <InboxDataProvider> above them');
  return value;
}
