// The conversation list's filters and sort of spec §4 as data, and the rules that keep a list right when realtime
// events push conversations into it: does a conversation belong in the visible list, where does it go, and how a
// fetched page merges in. The server filters its SQL by the same semantics (matchesQuery is the reference).
import { STORAGE_KEYS } from '../constants';
import { FILTER_LABELS, SORT_LABELS } from './messages';
import type { ConversationFilters, ConversationListItem, Participant, StatsType } from './types';

export type InboxTab = 0 | 1;
export type FilterKey = keyof typeof FILTER_LABELS;
export type SortKey = keyof typeof SORT_LABELS;

export interface InboxFilter {
  key: FilterKey;
  label: string;
  /** What the list call sends for this entry, before the tab's tags, date range and activity narrow it. */
  filters: ConversationFilters;
  /** 'me' lists the caller's own conversations; null lists the tab's participant type (bot or nonBot). */
  participant: 'me' | null;
}

// Every list but Archived leaves archived conversations out, as the statistics do: a count and its list agree.
const live: ConversationFilters = { archive: false };

export const INBOX_FILTERS: readonly InboxFilter[] = [
  { key: 'all', label: FILTER_LABELS.all, filters: live, participant: null },
  { key: 'open', label: FILTER_LABELS.open, filters: { ...live, status: 'open' }, participant: null },
  { key: 'pending', label: FILTER_LABELS.pending, filters: { ...live, status: 'pending' }, participant: null },
  { key: 'close', label: FILTER_LABELS.close, filters: { ...live, status: 'close' }, participant: null },
  { key: 'online', label: FILTER_LABELS.online, filters: { ...live, visitorOnline: true }, participant: null },
  { key: 'archived', label: FILTER_LABELS.archived, filters: { archive: true }, participant: null },
  { key: 'starred', label: FILTER_LABELS.starred, filters: { ...live, star: true }, participant: null },
  { key: 'unread', label: FILTER_LABELS.unread, filters: { ...live, readStatus: 'unread' }, participant: null },
  { key: 'my', label: FILTER_LABELS.my, filters: live, participant: 'me' },
];

export const DEFAULT_FILTER: FilterKey = 'all';

export const SORT_OPTIONS: ReadonlyArray<{ key: SortKey; label: string }> = [
  { key: 'newest', label: SORT_LABELS.newest },
  { key: 'oldest', label: SORT_LABELS.oldest },
];

export const DEFAULT_SORT: SortKey = 'newest';

export function isFilterKey(value: unknown): value is FilterKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(FILTER_LABELS, value);
}

export function findFilter(key: FilterKey): InboxFilter {
  return INBOX_FILTERS.find((f) => f.key === key) ?? INBOX_FILTERS[0]!;
}

/** The detail route's `status` query carries the selected filter's label (spec §2). */
export function filterKeyFromLabel(label: string | null | undefined): FilterKey | null {
  return INBOX_FILTERS.find((f) => f.label === label)?.key ?? null;
}

/** Tab 1 holds bot conversations, tab 0 the human ones. */
export const tabStatsType = (tab: InboxTab): StatsType => (tab === 1 ? 'bot' : 'nonBot');
export const tabOf = (item: Pick<ConversationListItem, 'botConv'>): InboxTab => (item.botConv ? 1 : 0);

/** Member join/leave refreshes the list, unless the agent views 'my' on the bot tab (spec §4). */
export const refreshesOnMemberChange = (filter: FilterKey, tab: InboxTab): boolean => !(filter === 'my' && tab === 1);

/** The tab's own narrowing (spec §3 filter state and custom date filter), on top of the selected filter. */
export interface ListNarrowing {
  /** Conversations carrying any of these tags; empty or absent means no tag restriction. */
  tags?: readonly number[];
  /** Creation time bounds in whole seconds, both inclusive. */
  fromTime?: number;
  toTime?: number;
  /** active = the visitor is online now, inactive = offline. */
  visitorActivity?: 'active' | 'inactive';
}

export interface FilterContext extends ListNarrowing {
  userId: number;
  tab: InboxTab;
}

/**
 * One list request. `participant` and `filters` are the spec §7 query; `botConv` is the tab, which 'me' alone does
 * not carry (the server needs it to split "my" conversations between the tabs as the statistics do).
 */
export interface ConversationQuery {
  participant: Participant;
  botConv: boolean;
  filters: ConversationFilters;
}

export function buildConversationQuery(filter: FilterKey, ctx: Omit<FilterContext, 'userId'>, sort: SortKey): ConversationQuery {
  const entry = findFilter(filter);
  const filters: ConversationFilters = { ...entry.filters, sort };
  if (ctx.tags && ctx.tags.length > 0) filters.tags = [...new Set(ctx.tags)];
  if (ctx.fromTime !== undefined) filters.fromTime = ctx.fromTime;
  if (ctx.toTime !== undefined) filters.toTime = ctx.toTime;
  if (ctx.visitorActivity) filters.visitorActivity = ctx.visitorActivity;
  return { participant: entry.participant ?? tabStatsType(ctx.tab), botConv: ctx.tab === 1, filters };
}

/** Does the conversation belong in the list this query asks for? (sort plays no part) */
export function matchesQuery(item: ConversationListItem, query: ConversationQuery, userId: number): boolean {
  if (item.botConv !== query.botConv) return false;
  if (query.participant === 'me' && !item.members.includes(userId)) return false;
  const f = query.filters;
  if (f.archive !== undefined && item.archived !== f.archive) return false;
  if (f.status !== undefined && item.status !== f.status) return false;
  if (f.visitorOnline !== undefined && item.user.online !== f.visitorOnline) return false;
  if (f.star !== undefined && item.starred !== f.star) return false;
  if (f.readStatus !== undefined && item.unread > 0 !== (f.readStatus === 'unread')) return false;
  if (f.visitorActivity !== undefined && item.user.online !== (f.visitorActivity === 'active')) return false;
  if (f.tags && f.tags.length > 0 && !f.tags.some((t) => item.tags.includes(t))) return false;
  if (f.fromTime !== undefined && item.createdAt < f.fromTime) return false;
  if (f.toTime !== undefined && item.createdAt > f.toTime) return false;
  return true;
}

export function matchesFilter(item: ConversationListItem, filter: FilterKey, ctx: FilterContext): boolean {
  return matchesQuery(item, buildConversationQuery(filter, ctx, DEFAULT_SORT), ctx.userId);
}

type Comparator = (a: ConversationListItem, b: ConversationListItem) => number;

/** Order by last activity, ties broken by id, so the order is total and the same on every client and the server. */
export function compareConversations(sort: SortKey): Comparator {
  const dir = sort === 'oldest' ? 1 : -1;
  return (a, b) => dir * (a.lastEventTime - b.lastEventTime || a.id - b.id);
}

/**
 * Put a pushed conversation where it belongs: replaced and moved to its sorted place when it still matches,
 * removed when it no longer does, left out when it never did. The list is assumed sorted by `sort`.
 */
export function upsertConversation(
  list: readonly ConversationListItem[],
  item: ConversationListItem,
  filter: FilterKey,
  ctx: FilterContext,
  sort: SortKey,
): ConversationListItem[] {
  const rest = list.filter((c) => c.id !== item.id);
  if (!matchesFilter(item, filter, ctx)) return rest;
  const cmp = compareConversations(sort);
  const at = rest.findIndex((c) => cmp(item, c) < 0);
  if (at < 0) rest.push(item);
  else rest.splice(at, 0, item);
  return rest;
}

export function removeConversation(list: readonly ConversationListItem[], id: number): ConversationListItem[] {
  return list.filter((c) => c.id !== id);
}

/**
 * Merge a fetched page (cursor paging by `before`) into the list: no duplicates by id, and the copy already in
 * the list wins, because realtime events have kept it current while the page was on its way.
 */
export function mergePages(
  existing: readonly ConversationListItem[],
  page: readonly ConversationListItem[],
  sort: SortKey,
): ConversationListItem[] {
  const seen = new Set(existing.map((c) => c.id));
  const merged = [...existing];
  for (const c of page) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    merged.push(c);
  }
  return merged.sort(compareConversations(sort));
}

// The selected filter, kept per tab in local storage under STORAGE_KEYS.inboxSelectedFilter as {"0":key,"1":key}.
export const SELECTED_FILTER_STORAGE_KEY = STORAGE_KEYS.inboxSelectedFilter;
export type SelectedFilters = Record<InboxTab, FilterKey>;

export const defaultSelectedFilters = (): SelectedFilters => ({ 0: DEFAULT_FILTER, 1: DEFAULT_FILTER });

/** Read what storage holds; anything unreadable or unknown falls back to All Conversations. */
export function parseSelectedFilters(raw: string | null | undefined): SelectedFilters {
  const result = defaultSelectedFilters();
  if (!raw) return result;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return result;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return result;
  const stored = parsed as Record<string, unknown>;
  for (const tab of [0, 1] as const) {
    const key = stored[String(tab)];
    if (isFilterKey(key)) result[tab] = key;
  }
  return result;
}

export const serializeSelectedFilters = (value: SelectedFilters): string => JSON.stringify({ 0: value[0], 1: value[1] });

export function selectFilter(value: SelectedFilters, tab: InboxTab, key: FilterKey): SelectedFilters {
  return { ...value, [tab]: key };
}

/** Switching tab resets the selected filter to All Conversations (spec §2); staying on the same tab keeps it. */
export function switchTab(value: SelectedFilters, from: InboxTab, to: InboxTab): SelectedFilters {
  return from === to ? value : { ...value, [to]: DEFAULT_FILTER };
}
