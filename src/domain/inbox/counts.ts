// The inbox statistics of spec §4 kept current without refetching. One rule does it all: what a conversation adds
// to its type's counts (contribution), and a change moves counts by after minus before. The per-flag rules of the
// spec (read, star, status, archive, member join/leave, new conversation, handoff, bulk close) fall out of it.
// The server's SQL counts the same thing (countConversations is the reference), so the two never drift apart.
import type { EventData, EventName } from './events';
import type { ConversationListItem, ConversationStatus, Statistics, StatsType } from './types';
import { batchChanges } from './bulk';

export type InboxStatistics = Record<StatsType, Statistics>;

export const STAT_KEYS: readonly (keyof Statistics)[] = ['open', 'pending', 'close', 'online', 'archived', 'starred', 'unread', 'my'];

export const zeroStatistics = (): Statistics => ({ open: 0, pending: 0, close: 0, online: 0, archived: 0, starred: 0, unread: 0, my: 0 });
export const emptyStatistics = (): InboxStatistics => ({ bot: zeroStatistics(), nonBot: zeroStatistics() });

export const statsTypeOf = (item: Pick<ConversationListItem, 'botConv'>): StatsType => (item.botConv ? 'bot' : 'nonBot');

/**
 * What one conversation adds to its type's counts. An archived conversation counts as archived only; any other
 * counts under its status, and as starred, unread (one per conversation, not per message), online (its visitor
 * is online) and my (the agent takes part) where that holds.
 */
export function contribution(item: ConversationListItem, userId: number): Statistics {
  const c = zeroStatistics();
  if (item.archived) {
    c.archived = 1;
    return c;
  }
  c[item.status] = 1;
  if (item.starred) c.starred = 1;
  if (item.unread > 0) c.unread = 1;
  if (item.user.online) c.online = 1;
  if (item.members.includes(userId)) c.my = 1;
  return c;
}

/** Counts over a whole set of conversations: the definition the server's statistics query implements. */
export function countConversations(items: readonly ConversationListItem[], userId: number): InboxStatistics {
  return items.reduce((stats, item) => applyChange(stats, undefined, item, userId), emptyStatistics());
}

function addTo(stats: Statistics, delta: Statistics, sign: 1 | -1): Statistics {
  const next = { ...stats };
  for (const k of STAT_KEYS) next[k] = Math.max(0, next[k] + sign * delta[k]);
  return next;
}

/**
 * Move the counts for one conversation going from `before` to `after` (undefined = it did not exist / no longer
 * exists). Counts never go below zero, so a count that was already off cannot turn negative.
 */
export function applyChange(
  stats: InboxStatistics,
  before: ConversationListItem | undefined,
  after: ConversationListItem | undefined,
  userId: number,
): InboxStatistics {
  let next = stats;
  if (before) next = { ...next, [statsTypeOf(before)]: addTo(next[statsTypeOf(before)], contribution(before, userId), -1) };
  if (after) next = { ...next, [statsTypeOf(after)]: addTo(next[statsTypeOf(after)], contribution(after, userId), 1) };
  return next;
}

// The flag changes as snapshots, for optimistic list updates and for rebuilding an event's "before".

/** Opening an unread conversation marks it read once: only when something is unread is there a call to make. */
export const needsMarkRead = (item: ConversationListItem): boolean => item.unread > 0;
export const withRead = (item: ConversationListItem): ConversationListItem => ({ ...item, unread: 0 });
export const withStar = (item: ConversationListItem, starred: boolean): ConversationListItem => ({ ...item, starred });
export const withStatus = (item: ConversationListItem, status: ConversationStatus): ConversationListItem => ({ ...item, status });
export const withArchive = (item: ConversationListItem, archived: boolean): ConversationListItem => ({ ...item, archived });
export const withBotConv = (item: ConversationListItem, botConv: boolean): ConversationListItem => ({ ...item, botConv });

export function withMember(item: ConversationListItem, memberId: number, joined: boolean): ConversationListItem {
  const others = item.members.filter((m) => m !== memberId);
  return { ...item, members: joined ? [...others, memberId] : others };
}

/** Bulk action: every selected conversation closes (spec §4). Returns the new counts and the closed snapshots. */
export function applyBulkClose(
  stats: InboxStatistics,
  items: readonly ConversationListItem[],
  userId: number,
): { stats: InboxStatistics; closed: ConversationListItem[] } {
  const closed = items.map((item) => withStatus(item, 'close'));
  const next = items.reduce((acc, item, i) => applyChange(acc, item, closed[i], userId), stats);
  return { stats: next, closed };
}

export interface CountChange {
  before: ConversationListItem | undefined;
  after: ConversationListItem;
}

/**
 * The before/after pair a realtime event stands for, rebuilt from the payload alone (the conversation may not be
 * in any loaded list). Null when the event moves no per-conversation count.
 * new-message: the first message (pos 1) creates the conversation; a later visitor message adds one unread
 * message; agent, bot and system messages change no count (the server publishes status or member changes as
 * their own events).
 */
export function countChangeOf<E extends EventName>(event: E, data: EventData<E>): CountChange | null {
  const d = data as EventData<EventName>;
  switch (event) {
    case 'new-message': {
      const { message, conversation } = d as EventData<'new-message'>;
      if (message.pos === 1) return { before: undefined, after: conversation };
      const unread = message.senderType === 'visitor' ? Math.max(0, conversation.unread - 1) : conversation.unread;
      return { before: { ...conversation, unread }, after: conversation };
    }
    case 'conversation-status': {
      const { conversation, previous } = d as EventData<'conversation-status'>;
      return { before: withStatus(conversation, previous), after: conversation };
    }
    case 'read': {
      const { conversation, previousUnread } = d as EventData<'read'>;
      return { before: { ...conversation, unread: previousUnread }, after: conversation };
    }
    case 'star': {
      const { conversation, starred } = d as EventData<'star'>;
      return { before: withStar(conversation, !starred), after: conversation };
    }
    case 'archive': {
      const { conversation, archived } = d as EventData<'archive'>;
      return { before: withArchive(conversation, !archived), after: conversation };
    }
    case 'member-join':
    case 'member-leave': {
      const { conversation, userId } = d as EventData<'member-join'>;
      return { before: withMember(conversation, userId, event === 'member-leave'), after: conversation };
    }
    case 'conversation-handoff': {
      const { conversation, botConv } = d as EventData<'conversation-handoff'>;
      return { before: withBotConv(conversation, !botConv), after: conversation };
    }
    default:
      return null;
  }
}

/** Apply one realtime event to the statistics; 'online-count' carries the online counts outright. */
export function applyEvent<E extends EventName>(stats: InboxStatistics, event: E, data: EventData<E>, userId: number): InboxStatistics {
  if (event === 'online-count') {
    const { online } = data as EventData<'online-count'>;
    return { bot: { ...stats.bot, online: Math.max(0, online.bot) }, nonBot: { ...stats.nonBot, online: Math.max(0, online.nonBot) } };
  }
  if (event === 'conversations-batch') {
    return batchChanges((data as EventData<'conversations-batch'>).items).reduce((acc, c) => applyChange(acc, c.before, c.after, userId), stats);
  }
  if (event === 'conversations-merged') {
    return (data as EventData<'conversations-merged'>).items.reduce((acc, i) => applyChange(acc, i.before, i.conversation, userId), stats);
  }
  const change = countChangeOf(event, data);
  return change ? applyChange(stats, change.before, change.after, userId) : stats;
}
