// Rows -> the wire shapes of src/domain/inbox/types.ts. Batch loads (visitors, members, tags) per page.
import type { Account, ConversationListItem, ConversationStatus, Message, MessageType, SenderType, VisitorSummary } from '../../../src/domain/inbox/types';
import type { Repositories } from '../../db/repositories/index';
import type { ConversationRow, MessageRow, VisitorRow } from '../../db/schema';

export function toVisitor(v: VisitorRow): VisitorSummary {
  return {
    id: v.public_id,
    name: v.name,
    email: v.email,
    company: v.company,
    online: v.online === 1,
    location: v.location,
    blocked: v.blocked === 1,
  };
}

export const toAccount = (v: VisitorRow): Account | null => (v.company ? { name: v.company, domain: v.domain } : null);

type Payload = Pick<Message, 'mentions' | 'feedback' | 'attachment' | 'gif' | 'calendar' | 'cannedMessage' | 'link' | 'editedAt' | 'deleted'>;

export function toMessage(m: MessageRow, visitorPublicId: string): Message {
  const payload = (m.payload ? JSON.parse(m.payload) : {}) as Partial<Payload>;
  return {
    id: m.id,
    pos: m.pos,
    type: m.type as MessageType,
    senderType: m.sender_type as SenderType,
    senderName: m.sender_name,
    text: m.text,
    userId: m.user_id,
    visitorId: m.sender_type === 'visitor' ? visitorPublicId : null,
    time: m.time,
    clientId: m.client_id,
    ...payload,
    mentions: payload.mentions ?? [],
  };
}

function toItem(c: ConversationRow, v: VisitorRow, members: number[], tags: number[], mentions: number[]): ConversationListItem {
  return {
    id: c.id,
    status: c.status as ConversationStatus,
    archived: c.archived === 1,
    starred: c.starred === 1,
    unread: c.unread,
    botConv: c.bot === 1,
    message: c.last_message_time !== null ? { text: c.last_message_text ?? '', time: c.last_message_time } : null,
    lastEventTime: c.last_event_time,
    account: toAccount(v),
    user: toVisitor(v),
    members,
    mentions,
    tags,
    attachmentProgress: null,
    createdAt: c.created_at,
  };
}

/** List items for conversation rows of one project, in the rows' order. */
export async function toListItems(repos: Repositories, rows: ConversationRow[]): Promise<ConversationListItem[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const visitorIds = [...new Set(rows.map((r) => r.visitor_id))];
  const [visitors, members, tags] = await Promise.all([
    repos.visitors.findMany(visitorIds),
    repos.conversations.membersOf(ids),
    repos.tags.tagsOf(ids),
  ]);
  const byId = new Map(visitors.map((v) => [v.id, v]));
  return rows.flatMap((c) => {
    const v = byId.get(c.visitor_id);
    return v ? [toItem(c, v, members.get(c.id) ?? [], tags.get(c.id) ?? [], [])] : [];
  });
}

/** One list item; `visitor`, when the caller already holds the conversation's current visitor row, saves reading it
 *  again (the message send path has it from the visitor's token). */
export async function toListItem(repos: Repositories, row: ConversationRow, visitor?: VisitorRow): Promise<ConversationListItem> {
  if (visitor && visitor.id === row.visitor_id) {
    const [members, tags] = await Promise.all([repos.conversations.membersOf([row.id]), repos.tags.tagsOf([row.id])]);
    return toItem(row, visitor, members.get(row.id) ?? [], tags.get(row.id) ?? [], []);
  }
  const [item] = await toListItems(repos, [row]);
  if (!item) throw new Error(`conversation ${row.id} has no visitor`);
  return item;
}
