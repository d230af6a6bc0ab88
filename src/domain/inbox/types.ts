// Inbox entities of spec §3 as they travel on the wire (times in whole seconds).

export type ConversationStatus = 'open' | 'pending' | 'close';
export const CONVERSATION_STATUSES: readonly ConversationStatus[] = ['open', 'pending', 'close'];
export const STATUS_LABELS: Record<ConversationStatus, string> = { open: 'Open', pending: 'Pending', close: 'Closed' };

/** List tab / participant type: bot conversations, human ones, or the caller's own. */
export type Participant = 'bot' | 'nonBot' | 'me';
export type StatsType = 'bot' | 'nonBot';

export interface VisitorSummary {
  /** The visitor's public id (what URLs and the widget carry). */
  id: string;
  name: string;
  email: string | null;
  company: string | null;
  online: boolean;
  location: string;
  blocked: boolean;
}

export interface Account {
  name: string;
  domain: string | null;
}

export interface LastMessage {
  text: string;
  time: number;
}

export interface ConversationListItem {
  id: number;
  status: ConversationStatus;
  archived: boolean;
  starred: boolean;
  /** Visitor messages no agent has read yet. */
  unread: number;
  botConv: boolean;
  message: LastMessage | null;
  lastEventTime: number;
  account: Account | null;
  user: VisitorSummary;
  /** Agent user ids taking part. */
  members: number[];
  /** Agent user ids mentioned in the conversation. */
  mentions: number[];
  tags: number[];
  attachmentProgress: number | null;
  createdAt: number;
}

export interface ConversationsPage {
  conversations: ConversationListItem[];
  /** Cursor for the next page (pass as `before`), or null at the end. */
  next: string | null;
  type: Participant;
}

export type MessageType =
  | 'message'
  | 'info'
  | 'feedback'
  | 'csat_response'
  | 'csat_cancel'
  | 'visitor_blocked'
  | 'attachments'
  /** An internal note: agents only (never the visitor's channel, history, mail or a team-chat thread as a reply). */
  | 'note';

/** Every message type the server stores. */
export const MESSAGE_TYPES: readonly MessageType[] = ['message', 'info', 'feedback', 'csat_response', 'csat_cancel', 'visitor_blocked', 'attachments', 'note'];

/** Types the visitor never reads: agents' notes, bot alerts and skipped integrations (info), the block marker. */
export const AGENT_ONLY_TYPES: ReadonlySet<MessageType> = new Set<MessageType>(['note', 'info', 'visitor_blocked']);

export type SenderType = 'visitor' | 'agent' | 'bot' | 'system';

export interface Mention {
  id: number;
  name: string;
}

export interface Gif {
  /** The provider's id, when known (recent GIFs are keyed by it). */
  id?: string;
  name: string;
  original: string;
  previewGif: string;
  previewStill: string;
  time?: number;
}

export interface Attachment {
  id: number;
  name: string;
  publicUrl: string;
  size: number;
  type: string;
  createdAt: number;
  senderName: string;
}

export interface MessageLink {
  url: string;
  title: string;
  subtitle: string;
}

export interface Message {
  id: number;
  /** Position in the conversation (1, 2, 3...): the thread's paging cursor. */
  pos: number;
  type: MessageType;
  senderType: SenderType;
  senderName: string;
  text: string;
  mentions: Mention[];
  userId: number | null;
  visitorId: string | null;
  time: number;
  /** The sender's own id for an optimistic message (agents' client-app-message). */
  clientId: string | null;
  feedback?: { id: string; rating?: number; label?: string };
  attachment?: Attachment;
  gif?: Gif;
  calendar?: { url: string; title: string };
  cannedMessage?: { messageId: number; message: string };
  link?: MessageLink;
  /** Bot buttons: the visitor answers with the chosen id (optionId). */
  buttons?: Array<{ id: string; label: string }>;
  /** A bot input step waiting for the visitor: the field it fills and how the answer is checked. */
  prompt?: { field: string | null; validation: string };
  /** When its author last edited it (seconds; issue 27): the thread marks it "edited". */
  editedAt?: number;
  /** Deleted by its author (issue 27): the thread shows "This message was deleted" instead of its text. */
  deleted?: boolean;
}

export interface Participants {
  appUsers: Array<{ id: number; name: string; img: string | null }>;
  slackUsers: Array<{ threadId: string; name: string }>;
  /** Microsoft Teams users who answered in the conversation's Teams thread. */
  teamsUsers?: Array<{ threadId: string; userId: string; name: string }>;
  /** The conversation's visitor (GET .../members answers it; a thread's participants do not carry it). */
  visitorId?: string | null;
}

/** One answer the bot collected: the chat field's key and name, and what the visitor typed. */
export interface CollectedAnswer {
  key: string;
  name: string;
  value: string;
}

export interface ConversationDetail {
  messages: Message[];
  /** Pos of the oldest message returned; pass back as lastMessagePos for older ones (null: nothing older). */
  lastMessagePos: number | null;
  visitor: VisitorSummary;
  conversationId: number;
  details: {
    archived: boolean;
    starred: boolean;
    status: ConversationStatus;
    unread: number;
    botConv: boolean;
    visitorLastReadTime: number | null;
    visitorLastDeliveredTime: number | null;
    initiateFeedback: boolean;
    /** Why the conversation went to whom (routing explanation), when it was routed. */
    routingExplanation?: string | null;
    /** What the bot's input steps collected, by chat field (empty when the bot asked nothing). */
    collected?: CollectedAnswer[];
    /** Tag ids of the conversation (kept in step by the list snapshots of realtime events). */
    tags?: number[];
  };
  account: Account | null;
  participants: Participants;
}

export interface Statistics {
  open: number;
  pending: number;
  close: number;
  online: number;
  archived: number;
  starred: number;
  unread: number;
  my: number;
}

export interface PusherChannel {
  name: string;
  /** Path of the channel authorisation endpoint on the active backend. */
  auth: string;
}

/** The current agent as the sender of replies. `signature` proves the sender in client-app-message. */
export interface Sender {
  userId: number;
  name: string;
  img: string | null;
  signature: string;
}

export interface InboxDetails {
  statistics: Record<StatsType, Statistics>;
  pusherChannels: PusherChannel[];
  sender: Sender;
  /** Newest realtime sequence number of the project: the client's catch-up starting point. */
  seq: number;
}

export interface Tag {
  id: number;
  name: string;
}

/** Filters of GET app/inbox/conversations (spec §7). */
export interface ConversationFilters {
  status?: ConversationStatus;
  visitorOnline?: boolean;
  archive?: boolean;
  star?: boolean;
  readStatus?: 'read' | 'unread';
  visitorActivity?: 'active' | 'inactive';
  tags?: number[];
  fromTime?: number;
  toTime?: number;
  sort?: 'newest' | 'oldest';
}
