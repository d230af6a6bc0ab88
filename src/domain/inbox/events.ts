// Realtime events of spec §4, published by the server on the project's channel (and the visitor's). Every event
// carries the project's sequence number: a client that sees a gap, or resubscribes, fetches what it missed from
// GET app/inbox/events?after=<seq>.
import type { ConversationListItem, ConversationStatus, Message, Tag } from './types';
import type { BatchItem } from './bulk';

export const EVENTS = {
  visitorStatus: 'visitor-status',
  newMessage: 'new-message',
  messageUpdate: 'message-update',
  conversationStatus: 'conversation-status',
  memberJoin: 'member-join',
  memberLeave: 'member-leave',
  read: 'read',
  star: 'star',
  archive: 'archive',
  visitorRead: 'visitor-read',
  visitorDelivered: 'visitor-delivered',
  agentAvailability: 'agent-availability',
  onlineCount: 'online-count',
  visitorBlocked: 'visitor-blocked',
  /** A conversation changed hands between the bot and humans (the list switches tab). */
  handoff: 'conversation-handoff',
  /** A conversation's tags changed (added or removed from the thread). */
  conversationTags: 'conversation-tags',
  /** A batch of a bulk job's conversations changed (issue 27): one event per batch, not one per conversation. */
  conversationsBatch: 'conversations-batch',
  /** Conversations were merged into one, or a merge undone (issue 27): lists, counts and open threads follow. */
  conversationsMerged: 'conversations-merged',
  /** Declared only (spec §4). */
  takeConversation: 'take-conversation',
  cancelTake: 'cancel-take',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

/** The agent's send event (a Pusher client event on their own agent channel). */
export const CLIENT_APP_MESSAGE = 'client-app-message';

export interface EventPayloads {
  'visitor-status': { visitorId: string; online: boolean; conversationIds: number[] };
  'new-message': { conversationId: number; message: Message; conversation: ConversationListItem };
  'message-update': { conversationId: number; message: Message; conversation: ConversationListItem };
  'conversation-status': { conversationId: number; status: ConversationStatus; previous: ConversationStatus; conversation: ConversationListItem };
  'member-join': { conversationId: number; userId: number; conversation: ConversationListItem };
  'member-leave': { conversationId: number; userId: number; conversation: ConversationListItem };
  read: { conversationId: number; previousUnread: number; byUserId: number; conversation: ConversationListItem };
  star: { conversationId: number; starred: boolean; conversation: ConversationListItem };
  archive: { conversationId: number; archived: boolean; conversation: ConversationListItem };
  'visitor-read': { conversationId: number; time: number };
  'visitor-delivered': { conversationId: number; time: number };
  'agent-availability': { userId: number; available: boolean };
  'online-count': { online: { bot: number; nonBot: number } };
  'visitor-blocked': { visitorId: string; blocked: boolean; conversationIds: number[] };
  'conversation-handoff': { conversationId: number; botConv: boolean; conversation: ConversationListItem };
  /** `tags`: the conversation's tags now, with names (a tag just created is new to other agents). */
  'conversation-tags': { conversationId: number; tags: Tag[]; conversation: ConversationListItem };
  'conversations-batch': { jobId: number; items: BatchItem[] };
  'conversations-merged': { mergeId: number; survivorId: number; mergedIds: number[]; undone: boolean; items: Array<{ conversation: ConversationListItem; before: ConversationListItem }> };
  'take-conversation': { conversationId: number; userId: number };
  'cancel-take': { conversationId: number; userId: number };
}

/** What travels in Pusher's `data` (as a JSON string): the payload plus the project sequence number. */
export type EventData<E extends EventName> = EventPayloads[E] & { seq: number };

/** One stored event, as GET app/inbox/events returns it. */
export interface StoredEvent<E extends EventName = EventName> {
  seq: number;
  event: E;
  data: EventData<E>;
}

/** GET app/inbox/events?after=seq. `reset` means the gap is older than what is kept: reload everything. */
export interface MissedEvents {
  events: StoredEvent[];
  seq: number;
  reset: boolean;
}

/** client-app-message body (spec §7 plus our clientId). */
export interface ClientAppMessage {
  senderId: number;
  channelName: string;
  visitorId: string;
  conversationId: number;
  clientId: string;
  message: { text: string; mentions: Array<{ id: number; name: string }> };
  projectId: number;
  senderSignature: string;
  cannedMessage?: { messageId: number; message: string };
  gif?: { name: string; original: string; previewGif: string; previewStill: string };
  feedback?: { id: string };
  attachment?: { assemblyUrl: string };
  /** An internal note (agents only), text and mentions. */
  note?: boolean;
}
