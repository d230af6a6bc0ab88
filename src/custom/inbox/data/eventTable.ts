// Realtime events of spec §4, one row per event name: what each one changes in the cache. Rows only combine pure
// patches; EventContext (cacheContext.ts) is where they meet the query cache, so this table is testable with a
// real QueryClient and no socket. Every event also goes through the statistics (counts.applyEvent), so that part
// is not repeated per row.
import { refreshesOnMemberChange, tabOf, type InboxTab } from '../../../domain/inbox/filters';
import type { EventData, EventName, StoredEvent } from '../../../domain/inbox/events';
import { discard, type SendingMessage } from '../../../domain/inbox/sending';
import type { ConversationDetail, ConversationListItem, Message, Tag } from '../../../domain/inbox/types';
import { alertFor, type InboxAlert } from './alertRules';
import type { ListData, ListParams } from './keys';
import {
  updateInList,
  upsertInList,
  withConversation,
  withMessage,
  withReceipt,
  withUpdatedMessage,
  withVisitor,
} from './patches';

export interface EventContext {
  userId: number;
  openConversationId: number | null;
  pageHidden: boolean;
  /** Statistics (through the ledger, see statsLedger.ts). */
  count(event: StoredEvent): void;
  patchLists(change: (data: ListData, params: ListParams) => ListData): void;
  patchThreads(conversationId: number, change: (detail: ConversationDetail) => ConversationDetail): void;
  patchSending(change: (sending: SendingMessage[]) => SendingMessage[]): void;
  /** Participants carry names the events do not: fetch them for a cached thread. */
  refreshParticipants(conversationId: number): void;
  requestTab(tab: InboxTab): void;
  alert(alert: InboxAlert): void;
  /** Tags named by an event: one another agent just created joins the cached tag list. */
  knowTags?(tags: readonly Tag[]): void;
  /** A cached thread whose messages changed wholesale (a merge) is fetched again. */
  reloadThread?(conversationId: number): void;
}

type Row<E extends EventName> = (ctx: EventContext, data: EventData<E>) => void;

const upsert = (ctx: EventContext, item: ConversationListItem) =>
  ctx.patchLists((data, params) => upsertInList(data, item, params, ctx.userId));

/** A flag change (status, star, archive, read, handoff): the list item and the thread follow the snapshot. */
const snapshotRow = (ctx: EventContext, d: { conversationId: number; conversation: ConversationListItem }) => {
  upsert(ctx, d.conversation);
  ctx.patchThreads(d.conversationId, (t) => withConversation(t, d.conversation));
};

/** The server's copy of a reply carries its client id: the pending entry is done. */
const confirmSending = (ctx: EventContext, message: Message) => {
  const { clientId } = message;
  if (clientId !== null) ctx.patchSending((s) => (s.some((e) => e.clientId === clientId) ? discard(s, clientId) : s));
};

const memberRow: Row<'member-join' | 'member-leave'> = (ctx, d) => {
  ctx.patchLists((data, params) =>
    refreshesOnMemberChange(params.filter, params.tab) ? upsertInList(data, d.conversation, params, ctx.userId) : data,
  );
  ctx.patchThreads(d.conversationId, (t) => withConversation(t, d.conversation));
  ctx.refreshParticipants(d.conversationId);
};

const visitorRow = (flag: 'online' | 'blocked'): Row<'visitor-status' | 'visitor-blocked'> => (ctx, d) => {
  const value = 'online' in d ? d.online : d.blocked;
  ctx.patchLists((data, params) =>
    updateInList(data, (c) => c.user.id === d.visitorId, (c) => ({ ...c, user: { ...c.user, [flag]: value } }), params, ctx.userId),
  );
  for (const id of d.conversationIds) ctx.patchThreads(id, (t) => withVisitor(t, { [flag]: value }));
};

const nothing = () => undefined;

export const EVENT_TABLE: { [E in EventName]: Row<E> } = {
  'new-message': (ctx, d) => {
    upsert(ctx, d.conversation);
    ctx.patchThreads(d.conversationId, (t) => withConversation(withMessage(t, d.message), d.conversation));
    confirmSending(ctx, d.message);
    const alert = alertFor(d, { hidden: ctx.pageHidden, openConversationId: ctx.openConversationId, userId: ctx.userId });
    if (alert) ctx.alert(alert);
  },
  'message-update': (ctx, d) => {
    upsert(ctx, d.conversation);
    // A resend whose first confirmation was lost comes back as an update: it may be new to this thread.
    ctx.patchThreads(d.conversationId, (t) =>
      d.message.clientId !== null && !t.messages.some((m) => m.id === d.message.id) ? withMessage(t, d.message) : withUpdatedMessage(t, d.message),
    );
    confirmSending(ctx, d.message);
  },
  'conversation-status': snapshotRow,
  star: snapshotRow,
  archive: snapshotRow,
  read: snapshotRow,
  'conversation-handoff': (ctx, d) => {
    snapshotRow(ctx, d);
    // A conversation that becomes human- or bot-handled makes the list switch to the matching tab (spec §4).
    if (d.conversationId === ctx.openConversationId) ctx.requestTab(tabOf(d.conversation));
  },
  // Tags changed from a thread: every agent's list row (tag filters) and open thread follow.
  'conversation-tags': (ctx, d) => {
    ctx.knowTags?.(d.tags);
    snapshotRow(ctx, d);
  },
  // A bulk job's batch (issue 27): one cache patch per list for the whole batch, and the cached threads follow.
  'conversations-batch': (ctx, d) => {
    ctx.patchLists((data, params) => d.items.reduce((acc, i) => upsertInList(acc, i.conversation, params, ctx.userId), data));
    for (const { conversation } of d.items) ctx.patchThreads(conversation.id, (t) => withConversation(t, conversation));
  },
  // A merge or its undo (issue 27): every list row and the counts follow; open threads of these conversations reload
  // (their messages moved).
  'conversations-merged': (ctx, d) => {
    ctx.patchLists((data, params) => d.items.reduce((acc, i) => upsertInList(acc, i.conversation, params, ctx.userId), data));
    for (const { conversation } of d.items) ctx.reloadThread?.(conversation.id);
  },
  'member-join': memberRow,
  'member-leave': memberRow,
  'visitor-status': visitorRow('online'),
  'visitor-blocked': visitorRow('blocked'),
  'visitor-read': (ctx, d) => ctx.patchThreads(d.conversationId, (t) => withReceipt(t, 'read', d.time)),
  'visitor-delivered': (ctx, d) => ctx.patchThreads(d.conversationId, (t) => withReceipt(t, 'delivered', d.time)),
  // Counts only (applyEvent sets the online counts outright).
  'online-count': nothing,
  // The agent's own availability toggle keeps its state; other agents' availability shows nowhere in the inbox.
  'agent-availability': nothing,
  // Declared only (spec §4).
  'take-conversation': nothing,
  'cancel-take': nothing,
};

/** Apply one event, already in sequence order (eventSync.ts decides that). Unknown names count for nothing. */
export function applyInboxEvent(ctx: EventContext, event: StoredEvent): void {
  const row = EVENT_TABLE[event.event] as Row<EventName> | undefined;
  if (!row) return;
  ctx.count(event);
  row(ctx, event.data);
}
