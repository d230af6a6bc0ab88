// Spec §4 statistics: the count rules for read, star, status, archive, member join/leave, new conversations,
// handoff and bulk close, their realtime events, and their agreement with a full recount (what the server's SQL
// computes).
import {
  applyBulkClose,
  applyChange,
  applyEvent,
  contribution,
  countChangeOf,
  countConversations,
  emptyStatistics,
  needsMarkRead,
  withArchive,
  withBotConv,
  withMember,
  withRead,
  withStar,
  withStatus,
  type InboxStatistics,
} from '../../../src/domain/inbox/counts';
import type { EventData } from '../../../src/domain/inbox/events';
import type { ConversationListItem, ConversationStatus } from '../../../src/domain/inbox/types';
import { buildConversation as conv, buildMessage as msg } from './builders';

const ME = 7;
const OTHER = 3;

/** Statistics with the given non-zero counts on the human (nonBot) side. */
function human(counts: Partial<InboxStatistics['nonBot']>): InboxStatistics {
  const s = emptyStatistics();
  return { ...s, nonBot: { ...s.nonBot, ...counts } };
}

describe('what a conversation counts for', () => {
  it('a live conversation counts under its status and each flag that holds', () => {
    const c = conv({ status: 'pending', starred: true, unread: 4, members: [ME], user: { online: true } });
    expect(contribution(c, ME)).toEqual({ open: 0, pending: 1, close: 0, online: 1, archived: 0, starred: 1, unread: 1, my: 1 });
  });

  it('an archived conversation counts as archived only', () => {
    const c = conv({ archived: true, starred: true, unread: 2, members: [ME], user: { online: true } });
    expect(contribution(c, ME)).toEqual({ open: 0, pending: 0, close: 0, online: 0, archived: 1, starred: 0, unread: 0, my: 0 });
  });

  it('"my" is about the agent asking: the same conversation is not my conversation for another agent', () => {
    expect(contribution(conv({ members: [ME] }), OTHER).my).toBe(0);
  });

  it('recounts a set per participant type', () => {
    const stats = countConversations(
      [
        conv({ id: 1, status: 'open', unread: 2 }),
        conv({ id: 2, status: 'open', unread: 1, starred: true }),
        conv({ id: 3, status: 'close', archived: true }),
        conv({ id: 4, status: 'pending', botConv: true, members: [ME] }),
      ],
      ME,
    );
    expect(stats.nonBot).toEqual({ open: 2, pending: 0, close: 0, online: 0, archived: 1, starred: 1, unread: 2, my: 0 });
    expect(stats.bot).toEqual({ open: 0, pending: 1, close: 0, online: 0, archived: 0, starred: 0, unread: 0, my: 1 });
  });
});

describe('the count rules of spec §4', () => {
  it('opening an unread conversation marks it read once and reduces the unread count by one conversation', () => {
    const c = conv({ unread: 5 });
    expect(needsMarkRead(c)).toBe(true);
    const read = withRead(c);
    expect(read.unread).toBe(0);
    expect(needsMarkRead(read)).toBe(false);
    expect(applyChange(human({ open: 3, unread: 2 }), c, read, ME).nonBot).toMatchObject({ open: 3, unread: 1 });
    // Opening it again changes nothing.
    expect(applyChange(human({ open: 3, unread: 1 }), read, withRead(read), ME).nonBot).toMatchObject({ unread: 1 });
  });

  it('starring adds to the starred count, un-starring reduces it, never below zero', () => {
    const c = conv();
    expect(applyChange(human({ open: 1, starred: 4 }), c, withStar(c, true), ME).nonBot.starred).toBe(5);
    const starred = withStar(c, true);
    expect(applyChange(human({ open: 1, starred: 4 }), starred, withStar(starred, false), ME).nonBot.starred).toBe(3);
    expect(applyChange(human({ open: 1, starred: 0 }), starred, withStar(starred, false), ME).nonBot.starred).toBe(0);
  });

  it('a status change moves a count from the old status to the new one', () => {
    const c = conv({ status: 'open' });
    const next = applyChange(human({ open: 4, pending: 1, close: 9 }), c, withStatus(c, 'close'), ME);
    expect(next.nonBot).toMatchObject({ open: 3, pending: 1, close: 10 });
  });

  it('archiving moves a conversation out of its counts into archived; unarchiving moves it back', () => {
    const c = conv({ status: 'pending', starred: true, unread: 1 });
    const before = human({ pending: 2, starred: 1, unread: 1, archived: 5 });
    const archived = applyChange(before, c, withArchive(c, true), ME);
    expect(archived.nonBot).toMatchObject({ pending: 1, starred: 0, unread: 0, archived: 6 });
    expect(applyChange(archived, withArchive(c, true), c, ME)).toEqual(before);
  });

  it("member join and leave change 'my' only when they concern the current agent", () => {
    const c = conv({ members: [OTHER] });
    expect(applyChange(human({ open: 1, my: 2 }), c, withMember(c, ME, true), ME).nonBot.my).toBe(3);
    expect(applyChange(human({ open: 1, my: 2 }), c, withMember(c, 11, true), ME).nonBot.my).toBe(2);
    const mine = withMember(c, ME, true);
    expect(applyChange(human({ open: 1, my: 3 }), mine, withMember(mine, ME, false), ME).nonBot.my).toBe(2);
    expect(applyChange(human({ open: 1, my: 3 }), mine, withMember(mine, OTHER, false), ME).nonBot.my).toBe(3);
  });

  it('withMember adds an agent once and removes every copy', () => {
    expect(withMember(conv({ members: [OTHER, ME] }), ME, true).members).toEqual([OTHER, ME]);
    expect(withMember(conv({ members: [ME, OTHER] }), ME, false).members).toEqual([OTHER]);
  });

  it('a new conversation adds to its status (and to unread when it starts with a visitor message)', () => {
    const next = applyChange(human({ open: 2, unread: 1 }), undefined, conv({ unread: 1 }), ME);
    expect(next.nonBot).toMatchObject({ open: 3, unread: 2 });
    expect(next.bot).toEqual(emptyStatistics().bot);
  });

  it('a conversation that goes away takes its counts with it', () => {
    expect(applyChange(human({ close: 2 }), conv({ status: 'close' }), undefined, ME).nonBot.close).toBe(1);
  });

  it('a handoff moves the counts from bot to nonBot', () => {
    const c = conv({ botConv: true, status: 'open', unread: 2, members: [ME] });
    const stats: InboxStatistics = { bot: { ...emptyStatistics().bot, open: 5, unread: 1, my: 1 }, nonBot: { ...emptyStatistics().nonBot, open: 1 } };
    const next = applyChange(stats, c, withBotConv(c, false), ME);
    expect(next.bot).toMatchObject({ open: 4, unread: 0, my: 0 });
    expect(next.nonBot).toMatchObject({ open: 2, unread: 1, my: 1 });
  });

  it('bulk close closes every selected conversation and moves each count', () => {
    const selected = [conv({ id: 1, status: 'open' }), conv({ id: 2, status: 'pending' }), conv({ id: 3, status: 'close' })];
    const { stats, closed } = applyBulkClose(human({ open: 4, pending: 1, close: 1 }), selected, ME);
    expect(closed.map((c) => c.status)).toEqual(['close', 'close', 'close']);
    expect(closed.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(stats.nonBot).toMatchObject({ open: 3, pending: 0, close: 3 });
  });

  it('never lets a count that was already off go negative', () => {
    const c = conv({ status: 'pending', unread: 3 });
    const next = applyChange(emptyStatistics(), c, withStatus(withRead(c), 'close'), ME);
    expect(next.nonBot).toMatchObject({ pending: 0, unread: 0, close: 1 });
  });

  it('does not change the statistics object it was given', () => {
    const stats = human({ open: 1 });
    applyChange(stats, conv(), withStatus(conv(), 'close'), ME);
    expect(stats.nonBot.open).toBe(1);
  });
});

describe('agreement with a full recount', () => {
  // A small deterministic generator: the same "random" conversations on every run.
  function rng(seed: number) {
    let s = seed;
    return () => {
      s = (s * 1103515245 + 12345) % 2147483648;
      return s / 2147483648;
    };
  }
  const statuses: ConversationStatus[] = ['open', 'pending', 'close'];
  function randomConv(r: () => number, id: number): ConversationListItem {
    return conv({
      id,
      status: statuses[Math.floor(r() * 3)]!,
      archived: r() < 0.3,
      starred: r() < 0.4,
      unread: r() < 0.5 ? 0 : Math.ceil(r() * 4),
      botConv: r() < 0.5,
      members: r() < 0.5 ? [ME] : [OTHER],
      user: { online: r() < 0.5 },
    });
  }

  it('moving the counts by a change gives what counting everything again gives', () => {
    const r = rng(42);
    let items = Array.from({ length: 30 }, (_, i) => randomConv(r, i + 1));
    let stats = countConversations(items, ME);
    for (let step = 0; step < 300; step += 1) {
      const index = Math.floor(r() * items.length);
      const before = items[index]!;
      const after = { ...randomConv(r, before.id) };
      stats = applyChange(stats, before, after, ME);
      items = items.map((c, i) => (i === index ? after : c));
      expect(stats).toEqual(countConversations(items, ME));
    }
  });
});

describe('realtime events', () => {
  const after = (overrides: Partial<ConversationListItem> = {}) => conv({ id: 12, ...overrides });

  it('new-message with the first message creates the conversation', () => {
    const data: EventData<'new-message'> = { seq: 5, conversationId: 12, message: msg({ pos: 1 }), conversation: after({ unread: 1 }) };
    expect(countChangeOf('new-message', data)).toEqual({ before: undefined, after: data.conversation });
    expect(applyEvent(human({ open: 1 }), 'new-message', data, ME).nonBot).toMatchObject({ open: 2, unread: 1 });
  });

  it('new-message from the visitor adds one unread message: the conversation becomes unread once', () => {
    const first: EventData<'new-message'> = { seq: 6, conversationId: 12, message: msg({ pos: 4 }), conversation: after({ unread: 1 }) };
    const second: EventData<'new-message'> = { seq: 7, conversationId: 12, message: msg({ pos: 5 }), conversation: after({ unread: 2 }) };
    const once = applyEvent(human({ open: 1 }), 'new-message', first, ME);
    expect(once.nonBot).toMatchObject({ open: 1, unread: 1 });
    expect(applyEvent(once, 'new-message', second, ME).nonBot).toMatchObject({ open: 1, unread: 1 });
  });

  it('new-message from an agent changes no count', () => {
    const data: EventData<'new-message'> = {
      seq: 8,
      conversationId: 12,
      message: msg({ pos: 6, senderType: 'agent', userId: OTHER, visitorId: null }),
      conversation: after({ unread: 0 }),
    };
    expect(applyEvent(human({ open: 1 }), 'new-message', data, ME)).toEqual(human({ open: 1 }));
  });

  it('conversation-status moves the count from the previous status', () => {
    const data: EventData<'conversation-status'> = { seq: 9, conversationId: 12, status: 'pending', previous: 'open', conversation: after({ status: 'pending' }) };
    expect(applyEvent(human({ open: 2 }), 'conversation-status', data, ME).nonBot).toMatchObject({ open: 1, pending: 1 });
  });

  it('read lowers unread when something was unread, and not otherwise', () => {
    const data: EventData<'read'> = { seq: 10, conversationId: 12, previousUnread: 3, byUserId: OTHER, conversation: after({ unread: 0 }) };
    expect(applyEvent(human({ open: 1, unread: 4 }), 'read', data, ME).nonBot.unread).toBe(3);
    expect(applyEvent(human({ open: 1, unread: 4 }), 'read', { ...data, previousUnread: 0 }, ME).nonBot.unread).toBe(4);
  });

  it('star and un-star', () => {
    const star: EventData<'star'> = { seq: 11, conversationId: 12, starred: true, conversation: after({ starred: true }) };
    expect(applyEvent(human({ open: 1, starred: 1 }), 'star', star, ME).nonBot.starred).toBe(2);
    const unstar: EventData<'star'> = { ...star, starred: false, conversation: after({ starred: false }) };
    expect(applyEvent(human({ open: 1, starred: 1 }), 'star', unstar, ME).nonBot.starred).toBe(0);
  });

  it('archive and unarchive', () => {
    const archive: EventData<'archive'> = { seq: 12, conversationId: 12, archived: true, conversation: after({ archived: true }) };
    expect(applyEvent(human({ open: 1 }), 'archive', archive, ME).nonBot).toMatchObject({ open: 0, archived: 1 });
    const unarchive: EventData<'archive'> = { ...archive, archived: false, conversation: after({ archived: false }) };
    expect(applyEvent(human({ archived: 1 }), 'archive', unarchive, ME).nonBot).toMatchObject({ open: 1, archived: 0 });
  });

  it("member-join and member-leave of the current agent move 'my'; another agent's do not", () => {
    const join: EventData<'member-join'> = { seq: 13, conversationId: 12, userId: ME, conversation: after({ members: [OTHER, ME] }) };
    expect(applyEvent(human({ open: 1 }), 'member-join', join, ME).nonBot.my).toBe(1);
    const leave: EventData<'member-leave'> = { seq: 14, conversationId: 12, userId: ME, conversation: after({ members: [OTHER] }) };
    expect(applyEvent(human({ open: 1, my: 1 }), 'member-leave', leave, ME).nonBot.my).toBe(0);
    const otherJoins: EventData<'member-join'> = { seq: 15, conversationId: 12, userId: OTHER, conversation: after({ members: [OTHER] }) };
    expect(applyEvent(human({ open: 1 }), 'member-join', otherJoins, ME).nonBot.my).toBe(0);
  });

  it('conversation-handoff moves the counts to the other participant type', () => {
    const data: EventData<'conversation-handoff'> = { seq: 16, conversationId: 12, botConv: false, conversation: after({ botConv: false, unread: 1 }) };
    const stats: InboxStatistics = { bot: { ...emptyStatistics().bot, open: 1, unread: 1 }, nonBot: emptyStatistics().nonBot };
    const next = applyEvent(stats, 'conversation-handoff', data, ME);
    expect(next.bot).toMatchObject({ open: 0, unread: 0 });
    expect(next.nonBot).toMatchObject({ open: 1, unread: 1 });
  });

  it('online-count sets the online counts outright', () => {
    const next = applyEvent(human({ open: 4, online: 9 }), 'online-count', { seq: 17, online: { bot: 2, nonBot: 3 } }, ME);
    expect(next.nonBot).toMatchObject({ open: 4, online: 3 });
    expect(next.bot.online).toBe(2);
  });

  it('events that carry no conversation change leave the counts alone', () => {
    const stats = human({ open: 1 });
    expect(countChangeOf('visitor-read', { seq: 18, conversationId: 12, time: 1_700_000_900 })).toBeNull();
    expect(applyEvent(stats, 'agent-availability', { seq: 19, userId: OTHER, available: true }, ME)).toBe(stats);
    expect(applyEvent(stats, 'message-update', { seq: 20, conversationId: 12, message: msg(), conversation: after() }, ME)).toBe(stats);
  });
});
