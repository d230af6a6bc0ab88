// Appending messages to a conversation: the one place that keeps a conversation's counters, preview and unread
// count in step with its messages, and the events that tell everyone.
import { visitorChannel } from '../../../src/domain/channels';
import { messagePreview } from '../../../src/domain/inbox/preview';
import type { ConversationListItem, Message, MessageType, SenderType } from '../../../src/domain/inbox/types';
import type { Repositories } from '../../db/repositories/index';
import type { ConversationRow, VisitorRow } from '../../db/schema';
import { pending, type PendingEvent } from './publisher';
import { toListItem, toMessage } from './presenter';

export interface NewMessage {
  type: MessageType;
  senderType: SenderType;
  senderName: string;
  userId: number | null;
  text: string;
  payload?: Partial<Pick<Message, 'mentions' | 'feedback' | 'attachment' | 'gif' | 'calendar' | 'cannedMessage' | 'link'>>;
  clientId?: string | null;
  now: number;
  /** Tell the visitor on their channel (default true; internal notes such as a block are not theirs). */
  notifyVisitor?: boolean;
}

/** The list's line for the message (src/domain/inbox/preview.ts): every type says something. */
const preview = (m: NewMessage): string => messagePreview({ ...m.payload, type: m.type, text: m.text });

export interface Appended {
  message: Message;
  conversation: ConversationListItem;
  events: PendingEvent[];
  duplicate: boolean;
}

/** Appends (inside the caller's transaction). A repeated client id returns the stored message, no new events.
 *  `visitorIsCurrent`: `visitor` is the row as stored (not edited by the caller), so the list item need not read it. */
export async function appendMessage(tx: Repositories, conv: ConversationRow, visitor: VisitorRow, m: NewMessage, visitorIsCurrent = false): Promise<Appended> {
  if (m.clientId) {
    const existing = await tx.messages.findByClientId(conv.id, m.clientId);
    if (existing) {
      return { message: toMessage(existing, visitor.public_id), conversation: await toListItem(tx, conv, visitorIsCurrent ? visitor : undefined), events: [], duplicate: true };
    }
  }
  const pos = conv.message_count + 1;
  const row = await tx.messages.insert({
    conversation_id: conv.id,
    pos,
    type: m.type,
    sender_type: m.senderType,
    sender_name: m.senderName,
    user_id: m.userId,
    text: m.text,
    payload: m.payload && Object.keys(m.payload).length ? JSON.stringify(m.payload) : null,
    client_id: m.clientId ?? null,
    time: m.now,
  });
  const fromVisitor = m.senderType === 'visitor';
  const visible = m.type !== 'info';
  // An internal note is for agents only: not a reply (the unread count stays), never on the visitor's channel.
  const note = m.type === 'note';
  const reopen = fromVisitor && conv.status === 'close';
  const next: Partial<ConversationRow> = {
    message_count: pos,
    last_event_time: m.now,
    // A visitor message adds to the unread count; an agent's reply means the conversation has been read.
    unread: fromVisitor ? conv.unread + 1 : m.senderType === 'agent' && !note ? 0 : conv.unread,
    ...(visible ? { last_message_text: preview(m), last_message_time: m.now } : {}),
    ...(reopen ? { status: 'open' } : {}),
  };
  await tx.conversations.update(conv.id, next);
  const updated = { ...conv, ...next } as ConversationRow;
  const conversation = await toListItem(tx, updated, visitorIsCurrent ? visitor : undefined);
  const message = toMessage(row, visitor.public_id);
  const events: PendingEvent[] = [
    pending(
      'new-message',
      { conversationId: conv.id, message, conversation },
      m.notifyVisitor === false || note
        ? undefined
        : { channel: visitorChannel(conv.project_id, visitor.public_id), payload: { conversationId: conv.id, message: forVisitor(message) } },
    ),
  ];
  if (reopen) {
    events.push(pending('conversation-status', { conversationId: conv.id, status: 'open', previous: 'close', conversation }));
  }
  return { message, conversation, events, duplicate: false };
}

/** What a visitor may see of a message: no agent ids or internal mentions. */
export function forVisitor(m: Message): Omit<Message, 'mentions' | 'userId'> {
  const { mentions: _mentions, userId: _userId, ...rest } = m;
  return rest;
}
