// Pure patches the event table and the actions apply to cached lists and threads. Each takes what is cached and
// returns the new value (the same object when nothing changes, so the cache does not notify for nothing).
import { upsertConversation, type FilterContext } from '../../../domain/inbox/filters';
import { appendMessage, mergeOlder, updateMessage } from '../../../domain/inbox/thread';
import type { ConversationDetail, ConversationListItem, Message, Participants, VisitorSummary } from '../../../domain/inbox/types';
import type { ListData, ListParams } from './keys';

const filterContext = (p: ListParams, userId: number): FilterContext => ({ userId, tab: p.tab, ...p.narrowing });

/**
 * Put a pushed conversation into a loaded list (filters.upsertConversation). When more pages remain and it sorts
 * after everything loaded, it belongs to a page not loaded yet: it is left for that page to bring.
 */
export function upsertInList(data: ListData, item: ConversationListItem, p: ListParams, userId: number): ListData {
  const items = upsertConversation(data.items, item, p.filter, filterContext(p, userId), p.sort);
  const last = items.length > 1 ? items[items.length - 1] : undefined;
  const wasLast = data.items[data.items.length - 1]?.id === item.id;
  const beyondLoaded = data.next !== null && last?.id === item.id && !wasLast;
  const result = beyondLoaded ? items.slice(0, -1) : items;
  if (result.length === data.items.length && result.every((c, i) => c === data.items[i])) return data;
  return { ...data, items: result };
}

/** Change the items `match` selects and put each back where it now belongs (it may leave the list). */
export function updateInList(
  data: ListData,
  match: (item: ConversationListItem) => boolean,
  change: (item: ConversationListItem) => ConversationListItem,
  p: ListParams,
  userId: number,
): ListData {
  return data.items.filter(match).reduce((acc, item) => upsertInList(acc, change(item), p, userId), data);
}

export function withMessage(detail: ConversationDetail, message: Message): ConversationDetail {
  const messages = appendMessage(detail.messages, message);
  return messages.length === detail.messages.length && messages.every((m, i) => m === detail.messages[i]) ? detail : { ...detail, messages };
}

export function withUpdatedMessage(detail: ConversationDetail, message: Message): ConversationDetail {
  if (!detail.messages.some((m) => m.id === message.id)) return detail;
  return { ...detail, messages: updateMessage(detail.messages, message) };
}

/** The detail's flags from the server's list snapshot of the same conversation. */
export function withConversation(detail: ConversationDetail, item: ConversationListItem): ConversationDetail {
  return {
    ...detail,
    details: {
      ...detail.details,
      status: item.status,
      archived: item.archived,
      starred: item.starred,
      unread: item.unread,
      botConv: item.botConv,
      tags: item.tags,
    },
    // The snapshot carries the visitor as the server has it now: a name or email the bot just collected shows at once.
    visitor: { ...detail.visitor, ...item.user },
  };
}

export function withVisitor(detail: ConversationDetail, change: Partial<Pick<VisitorSummary, 'online' | 'blocked'>>): ConversationDetail {
  return { ...detail, visitor: { ...detail.visitor, ...change } };
}

export function withReceipt(detail: ConversationDetail, kind: 'read' | 'delivered', time: number): ConversationDetail {
  const key = kind === 'read' ? 'visitorLastReadTime' : 'visitorLastDeliveredTime';
  const current = detail.details[key];
  if (current !== null && current >= time) return detail;
  return { ...detail, details: { ...detail.details, [key]: time } };
}

export const withParticipants = (detail: ConversationDetail, participants: Participants): ConversationDetail => ({
  ...detail,
  participants: { appUsers: participants.appUsers, slackUsers: participants.slackUsers, ...(participants.teamsUsers ? { teamsUsers: participants.teamsUsers } : {}) },
});

export function withoutAppUser(detail: ConversationDetail, userId: number): ConversationDetail {
  return {
    ...detail,
    participants: { ...detail.participants, appUsers: detail.participants.appUsers.filter((u) => u.id !== userId) },
  };
}

/** An older page (lastMessagePos paging) joined to the thread, with the cursor for the next one. */
export function withOlder(detail: ConversationDetail, older: ConversationDetail): ConversationDetail {
  return { ...detail, messages: mergeOlder(detail.messages, older.messages), lastMessagePos: older.lastMessagePos };
}
