// The event table over a real QueryClient: each event patches statistics, lists, threads and the sending list.
import { QueryClient } from '@tanstack/react-query';
import type { Mock } from 'vitest';
import type { InboxTab } from '../../../src/domain/inbox/filters';
import type { InboxAlert } from '../../../src/custom/inbox/data/alertRules';
import type { InboxStatistics } from '../../../src/domain/inbox/counts';
import type { StoredEvent } from '../../../src/domain/inbox/events';
import { addSending, buildClientAppMessage, pendingMessage, type SendingMessage } from '../../../src/domain/inbox/sending';
import type { ConversationDetail, Participants } from '../../../src/domain/inbox/types';
import { cacheContext, StatsKeeper } from '../../../src/custom/inbox/data/cacheContext';
import { applyInboxEvent, EVENT_TABLE } from '../../../src/custom/inbox/data/eventTable';
import { inboxKeys, type ListData, type ListParams } from '../../../src/custom/inbox/data/keys';
import { EVENTS } from '../../../src/domain/inbox/events';
import { buildConversation, buildDetail, buildDetails, buildMessage, event, ME, newMessage } from './builders';

const humanAll: ListParams = { tab: 0, filter: 'all', sort: 'newest', narrowing: {} };
const humanOpen: ListParams = { tab: 0, filter: 'open', sort: 'newest', narrowing: {} };
const botAll: ListParams = { tab: 1, filter: 'all', sort: 'newest', narrowing: {} };
const botMy: ListParams = { tab: 1, filter: 'my', sort: 'newest', narrowing: {} };

let qc: QueryClient;
let stats: StatsKeeper;
let alerts: Mock<(a: InboxAlert) => void>;
let tabs: Mock<(tab: InboxTab) => void>;
let participants: Mock<(id: number) => Promise<Participants>>;

const c1 = buildConversation({ id: 1, lastEventTime: 1000, unread: 1 });
const c2 = buildConversation({ id: 2, lastEventTime: 900, user: { id: 'v-bob', name: 'Bob' } });

function seed() {
  qc = new QueryClient();
  stats = new StatsKeeper(qc);
  const d = buildDetails();
  stats.rebase(d.statistics, d.seq, ME);
  qc.setQueryData<ListData>(inboxKeys.list(humanAll), { items: [c1, c2], next: null });
  qc.setQueryData<ListData>(inboxKeys.list(humanOpen), { items: [c1, c2], next: null });
  qc.setQueryData<ListData>(inboxKeys.list(botAll), { items: [], next: null });
  qc.setQueryData<ListData>(inboxKeys.list(botMy), { items: [], next: null });
  qc.setQueryData(inboxKeys.thread(1, 'v-ada'), buildDetail({ conversationId: 1 }));
}

function apply(e: StoredEvent, view: { open?: number | null; hidden?: boolean } = {}) {
  applyInboxEvent(
    cacheContext({
      qc,
      stats,
      userId: ME,
      openConversationId: view.open ?? null,
      pageHidden: view.hidden ?? false,
      requestTab: tabs,
      alert: alerts,
      fetchParticipants: participants,
    }),
    e,
  );
}

const ids = (p: ListParams) => qc.getQueryData<ListData>(inboxKeys.list(p))!.items.map((c) => c.id);
const thread = () => qc.getQueryData<ConversationDetail>(inboxKeys.thread(1, 'v-ada'))!;
const human = () => qc.getQueryData<InboxStatistics>(inboxKeys.stats)!.nonBot;
const sending = () => qc.getQueryData<SendingMessage[]>(inboxKeys.sending) ?? [];

beforeEach(() => {
  alerts = vi.fn();
  tabs = vi.fn();
  participants = vi.fn();
  seed();
});

it('has a row for every event the server publishes', () => {
  expect(Object.keys(EVENT_TABLE).sort()).toEqual(Object.values(EVENTS).sort());
});

describe('new-message', () => {
  it('a new conversation joins the lists at the top, counts as open and unread, and alerts', () => {
    const e = newMessage(11, { id: 300, pos: 1, text: 'New here' }, { id: 3, lastEventTime: 5000, unread: 1, user: { id: 'v-new', name: 'Neo' } });
    apply(e, { open: 1 });
    expect(ids(humanAll)).toEqual([3, 1, 2]);
    expect(human()).toMatchObject({ open: 3, unread: 2 });
    expect(alerts).toHaveBeenCalledWith(expect.objectContaining({ conversationId: 3, title: 'New conversation from Neo' }));
  });

  it('a visitor message in another conversation raises its unread and moves it to the top', () => {
    const e = newMessage(11, { id: 201, pos: 4, text: 'hello?' }, { id: 2, lastEventTime: 5000, unread: 1, user: { id: 'v-bob', name: 'Bob' } });
    apply(e, { open: 1 });
    expect(ids(humanAll)).toEqual([2, 1]);
    expect(qc.getQueryData<ListData>(inboxKeys.list(humanAll))!.items[0]).toMatchObject({ unread: 1, message: { text: 'hello?' } });
    expect(human().unread).toBe(2);
    expect(alerts).toHaveBeenCalledTimes(1);
  });

  it('appends to the open thread without an alert while the agent watches it', () => {
    apply(newMessage(11, { id: 101, pos: 2, text: 'more' }, { id: 1, unread: 2 }), { open: 1 });
    expect(thread().messages.map((m) => m.text)).toEqual(['Hello there', 'more']);
    expect(thread().details.unread).toBe(2);
    expect(alerts).not.toHaveBeenCalled();
  });

  it('alerts for the open conversation when the page is hidden', () => {
    apply(newMessage(11, { id: 101, pos: 2 }, { id: 1 }), { open: 1, hidden: true });
    expect(alerts).toHaveBeenCalledTimes(1);
  });

  it('confirms a pending reply by its client id, with no duplicate', () => {
    const d = buildDetails();
    const payload = buildClientAppMessage({ sender: d.sender, projectId: 3, channelName: 'own', conversationId: 1, visitorId: 'v-ada', clientId: 'c-1', draft: { text: 'On it' } });
    qc.setQueryData(inboxKeys.sending, addSending([], pendingMessage(payload, d.sender, 1000)));
    const e = newMessage(11, { id: 101, pos: 2, text: 'On it', senderType: 'agent', clientId: 'c-1', userId: ME }, { id: 1 });
    apply(e);
    apply(e);
    expect(sending()).toEqual([]);
    expect(thread().messages.filter((m) => m.clientId === 'c-1')).toHaveLength(1);
    expect(alerts).not.toHaveBeenCalled();
  });
});

it('message-update replaces the message, and a resend confirmed by an update joins the thread once', () => {
  apply(event('message-update', 11, { conversationId: 1, message: buildMessage({ id: 100, text: 'edited' }), conversation: c1 }));
  expect(thread().messages[0]!.text).toBe('edited');
  const resend = buildMessage({ id: 101, pos: 2, clientId: 'c-9', senderType: 'agent' });
  const d = buildDetails();
  const payload = buildClientAppMessage({ sender: d.sender, projectId: 3, channelName: 'own', conversationId: 1, visitorId: 'v-ada', clientId: 'c-9', draft: { text: 'x' } });
  qc.setQueryData(inboxKeys.sending, addSending([], pendingMessage(payload, d.sender, 1000)));
  apply(event('message-update', 12, { conversationId: 1, message: resend, conversation: c1 }));
  expect(thread().messages.map((m) => m.id)).toEqual([100, 101]);
  expect(sending()).toEqual([]);
});

it('conversation-status moves the count and the filtered lists, and the thread shows it', () => {
  const closed = { ...c1, status: 'close' as const };
  apply(event('conversation-status', 11, { conversationId: 1, status: 'close', previous: 'open', conversation: closed }));
  expect(human()).toMatchObject({ open: 1, close: 1 });
  expect(ids(humanOpen)).toEqual([2]);
  expect(ids(humanAll)).toEqual([1, 2]);
  expect(thread().details.status).toBe('close');
});

it('read lowers unread; star and archive follow their flags', () => {
  apply(event('read', 11, { conversationId: 1, previousUnread: 1, byUserId: ME, conversation: { ...c1, unread: 0 } }));
  expect(human().unread).toBe(0);
  expect(thread().details.unread).toBe(0);
  apply(event('star', 12, { conversationId: 2, starred: true, conversation: { ...c2, starred: true } }));
  expect(human().starred).toBe(1);
  apply(event('archive', 13, { conversationId: 1, archived: true, conversation: { ...c1, unread: 0, archived: true } }));
  expect(human()).toMatchObject({ archived: 1, open: 1 });
  expect(ids(humanAll)).toEqual([2]);
  expect(thread().details.archived).toBe(true);
});

it('member join counts "my", refreshes the lists except my conversations on the bot tab, and fetches participants', async () => {
  const p: Participants = { appUsers: [{ id: ME, name: 'Grace Agent', img: null }], slackUsers: [] };
  participants.mockResolvedValue(p);
  const botConv = buildConversation({ id: 5, botConv: true, members: [ME] });
  apply(event('member-join', 11, { conversationId: 5, userId: ME, conversation: botConv }));
  expect(ids(botAll)).toEqual([5]);
  expect(ids(botMy)).toEqual([]);
  expect(qc.getQueryData<InboxStatistics>(inboxKeys.stats)!.bot.my).toBe(1);
  expect(participants).not.toHaveBeenCalled(); // no thread of conversation 5 is cached
  apply(event('member-join', 12, { conversationId: 1, userId: ME, conversation: { ...c1, members: [ME] } }));
  expect(human().my).toBe(1);
  await vi.waitFor(() => expect(thread().participants).toEqual(p));
});

it('member leave reloads the thread when the participants cannot be fetched', async () => {
  participants.mockRejectedValue(new Error('down'));
  const spy = vi.spyOn(qc, 'invalidateQueries');
  apply(event('member-leave', 11, { conversationId: 1, userId: 4, conversation: c1 }));
  await vi.waitFor(() => expect(spy).toHaveBeenCalledWith({ queryKey: inboxKeys.threadsOf(1) }));
});

it('visitor status and blocking reach every list item and thread of that visitor', () => {
  const online: ListParams = { tab: 0, filter: 'online', sort: 'newest', narrowing: {} };
  qc.setQueryData<ListData>(inboxKeys.list(online), { items: [{ ...c1, user: { ...c1.user, online: true } }], next: null });
  apply(event('visitor-status', 11, { visitorId: 'v-ada', online: false, conversationIds: [1] }));
  expect(ids(online)).toEqual([]);
  expect(thread().visitor.online).toBe(false);
  apply(event('visitor-blocked', 12, { visitorId: 'v-ada', blocked: true, conversationIds: [1] }));
  expect(qc.getQueryData<ListData>(inboxKeys.list(humanAll))!.items.find((c) => c.id === 1)!.user.blocked).toBe(true);
  expect(thread().visitor.blocked).toBe(true);
});

it('visitor receipts update the thread', () => {
  apply(event('visitor-delivered', 11, { conversationId: 1, time: 1500 }));
  apply(event('visitor-read', 12, { conversationId: 1, time: 1600 }));
  expect(thread().details).toMatchObject({ visitorLastDeliveredTime: 1500, visitorLastReadTime: 1600 });
});

it('online-count sets the online counts; availability and declared-only events change nothing', () => {
  apply(event('online-count', 11, { online: { bot: 1, nonBot: 3 } }));
  expect(human().online).toBe(3);
  const before = qc.getQueryCache().getAll().map((q) => q.state.dataUpdatedAt);
  apply(event('agent-availability', 12, { userId: 4, available: false }));
  apply(event('take-conversation', 13, { conversationId: 1, userId: 4 }));
  expect(qc.getQueryCache().getAll().map((q) => q.state.dataUpdatedAt)).toEqual(before);
});

it('a handoff of the open conversation asks the list to switch to the matching tab', () => {
  const toBot = { ...c1, botConv: true };
  apply(event('conversation-handoff', 11, { conversationId: 1, botConv: true, conversation: toBot }), { open: 1 });
  expect(tabs).toHaveBeenCalledWith(1);
  expect(ids(humanAll)).toEqual([2]);
  expect(ids(botAll)).toEqual([1]);
  expect(thread().details.botConv).toBe(true);
  expect(qc.getQueryData<InboxStatistics>(inboxKeys.stats)!.bot.open).toBe(1);
  tabs.mockClear();
  apply(event('conversation-handoff', 12, { conversationId: 2, botConv: true, conversation: { ...c2, botConv: true } }), { open: 1 });
  expect(tabs).not.toHaveBeenCalled();
});

it('an event the baseline already counted changes no statistics', () => {
  const d = buildDetails({ seq: 20 });
  stats.rebase(d.statistics, 20, ME);
  apply(event('star', 15, { conversationId: 2, starred: true, conversation: { ...c2, starred: true } }));
  expect(human().starred).toBe(0);
});
