// Spec §4 sort and paging, §2 selected-filter storage and tab switch: where pushed conversations and fetched pages
// land in a list, and which filter each tab shows after a reload or a tab switch.
import {
  SELECTED_FILTER_STORAGE_KEY,
  compareConversations,
  defaultSelectedFilters,
  mergePages,
  parseSelectedFilters,
  removeConversation,
  selectFilter,
  serializeSelectedFilters,
  switchTab,
  upsertConversation,
  type FilterContext,
} from '../../../src/domain/inbox/filters';
import { buildConversation as conv } from './builders';

const human: FilterContext = { userId: 7, tab: 0 };
const ids = (list: { id: number }[]) => list.map((c) => c.id);

describe('compareConversations', () => {
  const a = conv({ id: 1, lastEventTime: 100 });
  const b = conv({ id: 2, lastEventTime: 300 });
  const c = conv({ id: 3, lastEventTime: 200 });
  const tie = conv({ id: 4, lastEventTime: 200 });

  it('newest first by last activity, the higher id first on a tie', () => {
    expect(ids([a, b, c, tie].sort(compareConversations('newest')))).toEqual([2, 4, 3, 1]);
  });

  it('oldest first by last activity, the lower id first on a tie', () => {
    expect(ids([a, b, c, tie].sort(compareConversations('oldest')))).toEqual([1, 3, 4, 2]);
  });
});

describe('upsertConversation', () => {
  const list = [conv({ id: 3, lastEventTime: 300 }), conv({ id: 2, lastEventTime: 200 }), conv({ id: 1, lastEventTime: 100 })];

  it('puts a new conversation at the top of a newest-first list', () => {
    expect(ids(upsertConversation(list, conv({ id: 9, lastEventTime: 400 }), 'all', human, 'newest'))).toEqual([9, 3, 2, 1]);
  });

  it('moves a conversation with a new message to the top, without a second copy', () => {
    const next = upsertConversation(list, conv({ id: 1, lastEventTime: 500, unread: 1 }), 'all', human, 'newest');
    expect(ids(next)).toEqual([1, 3, 2]);
    expect(next[0]!.unread).toBe(1);
  });

  it('replaces a conversation in place when only its flags changed', () => {
    const next = upsertConversation(list, conv({ id: 2, lastEventTime: 200, starred: true }), 'all', human, 'newest');
    expect(ids(next)).toEqual([3, 2, 1]);
    expect(next[1]!.starred).toBe(true);
  });

  it('slots a conversation between others by its time', () => {
    expect(ids(upsertConversation(list, conv({ id: 5, lastEventTime: 250 }), 'all', human, 'newest'))).toEqual([3, 5, 2, 1]);
  });

  it('puts the newest at the bottom of an oldest-first list', () => {
    const oldestFirst = [...list].reverse();
    expect(ids(upsertConversation(oldestFirst, conv({ id: 1, lastEventTime: 500 }), 'all', human, 'oldest'))).toEqual([2, 3, 1]);
  });

  it('removes a conversation that no longer matches (archived while viewing All)', () => {
    expect(ids(upsertConversation(list, conv({ id: 2, archived: true }), 'all', human, 'newest'))).toEqual([3, 1]);
  });

  it('removes a conversation handed to the bot from the human tab', () => {
    expect(ids(upsertConversation(list, conv({ id: 3, lastEventTime: 300, botConv: true }), 'all', human, 'newest'))).toEqual([2, 1]);
  });

  it('leaves the list as it was for a conversation that never belonged in it', () => {
    const next = upsertConversation(list, conv({ id: 8, status: 'pending' }), 'open', human, 'newest');
    expect(next).toEqual(list);
  });

  it('adds a conversation when it starts to match (starred while viewing Starred)', () => {
    const starred = [conv({ id: 4, starred: true, lastEventTime: 50 })];
    expect(ids(upsertConversation(starred, conv({ id: 2, starred: true, lastEventTime: 200 }), 'starred', human, 'newest'))).toEqual([2, 4]);
  });

  it('does not change the list it was given', () => {
    const before = ids(list);
    upsertConversation(list, conv({ id: 9, lastEventTime: 999 }), 'all', human, 'newest');
    expect(ids(list)).toEqual(before);
  });
});

describe('removeConversation', () => {
  it('drops the conversation with that id only', () => {
    expect(ids(removeConversation([conv({ id: 1 }), conv({ id: 2 })], 1))).toEqual([2]);
    expect(ids(removeConversation([conv({ id: 1 })], 5))).toEqual([1]);
  });
});

describe('mergePages', () => {
  it('appends the next page after the loaded ones', () => {
    const loaded = [conv({ id: 5, lastEventTime: 500 }), conv({ id: 4, lastEventTime: 400 })];
    const page = [conv({ id: 3, lastEventTime: 300 }), conv({ id: 2, lastEventTime: 200 })];
    expect(ids(mergePages(loaded, page, 'newest'))).toEqual([5, 4, 3, 2]);
  });

  it('skips conversations already in the list and keeps the copy the list holds', () => {
    const loaded = [conv({ id: 5, lastEventTime: 500, unread: 3 }), conv({ id: 4, lastEventTime: 400 })];
    const page = [conv({ id: 5, lastEventTime: 450, unread: 0 }), conv({ id: 3, lastEventTime: 300 }), conv({ id: 3, lastEventTime: 300 })];
    const merged = mergePages(loaded, page, 'newest');
    expect(ids(merged)).toEqual([5, 4, 3]);
    expect(merged[0]!.unread).toBe(3);
  });

  it('puts a conversation pushed out of order during paging back into place', () => {
    // Realtime added #2 at the end before its page arrived; the page then brings #3, which is newer.
    const loaded = [conv({ id: 5, lastEventTime: 500 }), conv({ id: 2, lastEventTime: 200 })];
    expect(ids(mergePages(loaded, [conv({ id: 3, lastEventTime: 300 })], 'newest'))).toEqual([5, 3, 2]);
  });

  it('orders an oldest-first list the same way', () => {
    const loaded = [conv({ id: 1, lastEventTime: 100 })];
    expect(ids(mergePages(loaded, [conv({ id: 2, lastEventTime: 200 })], 'oldest'))).toEqual([1, 2]);
  });
});

describe('selected filter storage', () => {
  it('lives under the inbox selected filter key', () => {
    expect(SELECTED_FILTER_STORAGE_KEY).toBe('parley.inboxSelectedFilter');
  });

  it('defaults to All Conversations on both tabs when nothing usable is stored', () => {
    const all = { 0: 'all', 1: 'all' };
    expect(parseSelectedFilters(null)).toEqual(all);
    expect(parseSelectedFilters('')).toEqual(all);
    expect(parseSelectedFilters('{not json')).toEqual(all);
    expect(parseSelectedFilters('"open"')).toEqual(all);
    expect(parseSelectedFilters('["open","my"]')).toEqual(all);
    expect(parseSelectedFilters('null')).toEqual(all);
    expect(defaultSelectedFilters()).toEqual(all);
  });

  it('reads each tab on its own and ignores unknown values', () => {
    expect(parseSelectedFilters('{"0":"unread","1":"my"}')).toEqual({ 0: 'unread', 1: 'my' });
    expect(parseSelectedFilters('{"1":"starred"}')).toEqual({ 0: 'all', 1: 'starred' });
    expect(parseSelectedFilters('{"0":"Closed","1":42}')).toEqual({ 0: 'all', 1: 'all' });
  });

  it('writes what it reads back', () => {
    const chosen = selectFilter(selectFilter(defaultSelectedFilters(), 0, 'pending'), 1, 'archived');
    expect(serializeSelectedFilters(chosen)).toBe('{"0":"pending","1":"archived"}');
    expect(parseSelectedFilters(serializeSelectedFilters(chosen))).toEqual(chosen);
  });

  it('resets the filter of the tab switched to, and keeps it when the tab stays', () => {
    const chosen = { 0: 'pending', 1: 'unread' } as const;
    expect(switchTab(chosen, 0, 1)).toEqual({ 0: 'pending', 1: 'all' });
    expect(switchTab(chosen, 1, 0)).toEqual({ 0: 'all', 1: 'unread' });
    expect(switchTab(chosen, 1, 1)).toEqual(chosen);
  });
});
