// Spec §4 filters and sort options: which conversations a list shows, and the list call each filter makes.
import {
  DEFAULT_FILTER,
  DEFAULT_SORT,
  INBOX_FILTERS,
  SORT_OPTIONS,
  buildConversationQuery,
  filterKeyFromLabel,
  findFilter,
  isFilterKey,
  matchesFilter,
  matchesQuery,
  refreshesOnMemberChange,
  tabOf,
  tabStatsType,
  type FilterContext,
  type FilterKey,
} from '../../../src/domain/inbox/filters';
import { buildConversation as conv } from './builders';

const AGENT = 7;
const human: FilterContext = { userId: AGENT, tab: 0 };
const bots: FilterContext = { userId: AGENT, tab: 1 };

describe('filter and sort options', () => {
  it('lists the nine filters of spec §4 with their labels, in menu order', () => {
    expect(INBOX_FILTERS.map((f) => [f.key, f.label])).toEqual([
      ['all', 'All Conversations'],
      ['open', 'Open'],
      ['pending', 'Pending'],
      ['close', 'Close'],
      ['online', 'Online'],
      ['archived', 'Archived'],
      ['starred', 'Starred'],
      ['unread', 'Unread'],
      ['my', 'My Conversations'],
    ]);
    expect(DEFAULT_FILTER).toBe('all');
  });

  it('offers Newest Conversation (the default) and Oldest Conversation', () => {
    expect(SORT_OPTIONS).toEqual([
      { key: 'newest', label: 'Newest Conversation' },
      { key: 'oldest', label: 'Oldest Conversation' },
    ]);
    expect(DEFAULT_SORT).toBe('newest');
  });

  it('maps each filter onto the list call: only Archived asks for archived ones, My asks for participant me', () => {
    expect(findFilter('all')).toMatchObject({ filters: { archive: false }, participant: null });
    expect(findFilter('close').filters).toEqual({ archive: false, status: 'close' });
    expect(findFilter('online').filters).toEqual({ archive: false, visitorOnline: true });
    expect(findFilter('archived').filters).toEqual({ archive: true });
    expect(findFilter('starred').filters).toEqual({ archive: false, star: true });
    expect(findFilter('unread').filters).toEqual({ archive: false, readStatus: 'unread' });
    expect(findFilter('my')).toMatchObject({ filters: { archive: false }, participant: 'me' });
  });

  it('recognises filter keys only, not labels or inherited object keys', () => {
    expect(isFilterKey('starred')).toBe(true);
    expect(isFilterKey('Starred')).toBe(false);
    expect(isFilterKey('toString')).toBe(false);
    expect(isFilterKey(3)).toBe(false);
  });

  it("reads the detail route's status query (the filter's label) back into a filter", () => {
    expect(filterKeyFromLabel('My Conversations')).toBe('my');
    expect(filterKeyFromLabel('Close')).toBe('close');
    expect(filterKeyFromLabel('Closed')).toBeNull();
    expect(filterKeyFromLabel(null)).toBeNull();
  });

  it('pairs tab 0 with human conversations and tab 1 with bot ones', () => {
    expect(tabStatsType(0)).toBe('nonBot');
    expect(tabStatsType(1)).toBe('bot');
    expect(tabOf(conv({ botConv: true }))).toBe(1);
    expect(tabOf(conv({ botConv: false }))).toBe(0);
  });
});

describe('refreshesOnMemberChange', () => {
  it("refreshes on member join or leave except for My Conversations on the bot tab", () => {
    expect(refreshesOnMemberChange('my', 1)).toBe(false);
    expect(refreshesOnMemberChange('my', 0)).toBe(true);
    expect(refreshesOnMemberChange('all', 1)).toBe(true);
  });
});

describe('buildConversationQuery', () => {
  it("asks for the tab's participant type, with the sort", () => {
    expect(buildConversationQuery('pending', { tab: 0 }, 'oldest')).toEqual({
      participant: 'nonBot',
      botConv: false,
      filters: { archive: false, status: 'pending', sort: 'oldest' },
    });
    expect(buildConversationQuery('all', { tab: 1 }, 'newest')).toEqual({
      participant: 'bot',
      botConv: true,
      filters: { archive: false, sort: 'newest' },
    });
  });

  it('asks for participant me on My Conversations and keeps the tab beside it', () => {
    expect(buildConversationQuery('my', { tab: 1 }, 'newest')).toMatchObject({ participant: 'me', botConv: true });
  });

  it("adds the tab's tags (once each), date range and visitor activity; an empty tag list adds nothing", () => {
    const q = buildConversationQuery('open', { tab: 0, tags: [4, 9, 4], fromTime: 1_699_000_000, toTime: 1_700_100_000, visitorActivity: 'inactive' }, 'newest');
    expect(q.filters).toEqual({
      archive: false,
      status: 'open',
      sort: 'newest',
      tags: [4, 9],
      fromTime: 1_699_000_000,
      toTime: 1_700_100_000,
      visitorActivity: 'inactive',
    });
    expect(buildConversationQuery('open', { tab: 0, tags: [] }, 'newest').filters).not.toHaveProperty('tags');
  });

  it('does not share filter objects between calls (the table of filters stays intact)', () => {
    buildConversationQuery('all', { tab: 0, tags: [1] }, 'newest').filters.status = 'close';
    expect(findFilter('all').filters).toEqual({ archive: false });
  });
});

describe('matchesFilter: does a pushed conversation belong in the visible list?', () => {
  it('All Conversations: every live conversation of the tab, no archived ones', () => {
    expect(matchesFilter(conv({ status: 'close' }), 'all', human)).toBe(true);
    expect(matchesFilter(conv({ archived: true }), 'all', human)).toBe(false);
    expect(matchesFilter(conv({ botConv: true }), 'all', human)).toBe(false);
    expect(matchesFilter(conv({ botConv: true }), 'all', bots)).toBe(true);
    expect(matchesFilter(conv({ botConv: false }), 'all', bots)).toBe(false);
  });

  it.each<[FilterKey, 'open' | 'pending' | 'close']>([
    ['open', 'open'],
    ['pending', 'pending'],
    ['close', 'close'],
  ])('%s: live conversations with that status only', (filter, status) => {
    expect(matchesFilter(conv({ status }), filter, human)).toBe(true);
    const other = status === 'open' ? 'pending' : 'open';
    expect(matchesFilter(conv({ status: other }), filter, human)).toBe(false);
    expect(matchesFilter(conv({ status, archived: true }), filter, human)).toBe(false);
  });

  it('Archived: archived conversations of any status, and nothing else', () => {
    expect(matchesFilter(conv({ archived: true, status: 'close' }), 'archived', human)).toBe(true);
    expect(matchesFilter(conv({ archived: true, status: 'open', starred: true }), 'archived', human)).toBe(true);
    expect(matchesFilter(conv({ archived: false }), 'archived', human)).toBe(false);
  });

  it('Online: the visitor is online now', () => {
    expect(matchesFilter(conv({ user: { online: true } }), 'online', human)).toBe(true);
    expect(matchesFilter(conv({ user: { online: false } }), 'online', human)).toBe(false);
    expect(matchesFilter(conv({ user: { online: true }, archived: true }), 'online', human)).toBe(false);
  });

  it('Starred: starred live conversations', () => {
    expect(matchesFilter(conv({ starred: true }), 'starred', human)).toBe(true);
    expect(matchesFilter(conv({ starred: false }), 'starred', human)).toBe(false);
  });

  it('Unread: at least one unread visitor message', () => {
    expect(matchesFilter(conv({ unread: 1 }), 'unread', human)).toBe(true);
    expect(matchesFilter(conv({ unread: 12 }), 'unread', human)).toBe(true);
    expect(matchesFilter(conv({ unread: 0 }), 'unread', human)).toBe(false);
  });

  it('My Conversations: the agent takes part, on either tab', () => {
    expect(matchesFilter(conv({ members: [3, AGENT] }), 'my', human)).toBe(true);
    expect(matchesFilter(conv({ members: [3] }), 'my', human)).toBe(false);
    expect(matchesFilter(conv({ members: [AGENT], botConv: true }), 'my', bots)).toBe(true);
    expect(matchesFilter(conv({ members: [AGENT], botConv: true }), 'my', human)).toBe(false);
  });

  it('tags narrow to conversations carrying any of the selected tags', () => {
    const ctx = { ...human, tags: [5, 8] };
    expect(matchesFilter(conv({ tags: [8] }), 'all', ctx)).toBe(true);
    expect(matchesFilter(conv({ tags: [1, 5] }), 'all', ctx)).toBe(true);
    expect(matchesFilter(conv({ tags: [1] }), 'all', ctx)).toBe(false);
    expect(matchesFilter(conv({ tags: [] }), 'all', ctx)).toBe(false);
    expect(matchesFilter(conv({ tags: [] }), 'all', { ...human, tags: [] })).toBe(true);
  });

  it('the custom date range keeps conversations created within it, both ends included', () => {
    const ctx = { ...human, fromTime: 1_700_000_000, toTime: 1_700_086_400 };
    expect(matchesFilter(conv({ createdAt: 1_700_000_000 }), 'all', ctx)).toBe(true);
    expect(matchesFilter(conv({ createdAt: 1_700_086_400 }), 'all', ctx)).toBe(true);
    expect(matchesFilter(conv({ createdAt: 1_699_999_999 }), 'all', ctx)).toBe(false);
    expect(matchesFilter(conv({ createdAt: 1_700_086_401 }), 'all', ctx)).toBe(false);
    expect(matchesFilter(conv({ createdAt: 1 }), 'all', { ...human, toTime: 1_700_000_000 })).toBe(true);
    expect(matchesFilter(conv({ createdAt: 1_800_000_000 }), 'all', { ...human, fromTime: 1_700_000_000 })).toBe(true);
  });

  it('visitor activity: active means the visitor is online, inactive offline', () => {
    expect(matchesFilter(conv({ user: { online: true } }), 'all', { ...human, visitorActivity: 'active' })).toBe(true);
    expect(matchesFilter(conv({ user: { online: false } }), 'all', { ...human, visitorActivity: 'active' })).toBe(false);
    expect(matchesFilter(conv({ user: { online: false } }), 'all', { ...human, visitorActivity: 'inactive' })).toBe(true);
  });

  it('combines the filter with the narrowing: all conditions must hold', () => {
    const ctx = { ...human, tags: [5] };
    expect(matchesFilter(conv({ starred: true, tags: [5] }), 'starred', ctx)).toBe(true);
    expect(matchesFilter(conv({ starred: true, tags: [6] }), 'starred', ctx)).toBe(false);
    expect(matchesFilter(conv({ starred: false, tags: [5] }), 'starred', ctx)).toBe(false);
  });

  it('matchesQuery also reads the filters a caller built by hand (read status, unstarred)', () => {
    const base = { participant: 'nonBot' as const, botConv: false };
    expect(matchesQuery(conv({ unread: 0 }), { ...base, filters: { readStatus: 'read' } }, AGENT)).toBe(true);
    expect(matchesQuery(conv({ unread: 2 }), { ...base, filters: { readStatus: 'read' } }, AGENT)).toBe(false);
    expect(matchesQuery(conv({ starred: true }), { ...base, filters: { star: false } }, AGENT)).toBe(false);
    expect(matchesQuery(conv({ archived: true }), { ...base, filters: {} }, AGENT)).toBe(true);
  });
});
