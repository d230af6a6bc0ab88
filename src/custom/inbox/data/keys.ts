// Query keys of the inbox cache. Server data lives under 'inbox' (invalidating it reloads the inbox); state the
// client alone keeps (statistics kept current by events, the sending list) lives under 'inboxLocal', which
// nothing refetches.
import type { FilterKey, InboxTab, ListNarrowing, SortKey } from '../../../domain/inbox/filters';
import type { ConversationListItem } from '../../../domain/inbox/types';

/** One conversation list as the UI asks for it. */
export interface ListParams {
  tab: InboxTab;
  filter: FilterKey;
  sort: SortKey;
  narrowing: ListNarrowing;
}

/** A list in the cache: the pages loaded so far, merged, and the cursor of the next one. */
export interface ListData {
  items: ConversationListItem[];
  next: string | null;
}

export const inboxKeys = {
  all: ['inbox'] as const,
  details: ['inbox', 'details'] as const,
  lists: ['inbox', 'list'] as const,
  list: (p: ListParams) => ['inbox', 'list', { tab: p.tab, filter: p.filter, sort: p.sort, narrowing: p.narrowing }] as const,
  threads: ['inbox', 'thread'] as const,
  /** Every cached thread of one conversation (whatever visitor id the URL carried). */
  threadsOf: (conversationId: number) => ['inbox', 'thread', conversationId] as const,
  thread: (conversationId: number, visitorId: string) => ['inbox', 'thread', conversationId, visitorId] as const,
  memberSearch: (q: string) => ['inbox', 'memberSearch', q] as const,
  tags: ['inbox', 'tags'] as const,
  stats: ['inboxLocal', 'stats'] as const,
  sending: ['inboxLocal', 'sending'] as const,
  /** Visitors typing, per conversation (domain/inbox/typing.ts). */
  typing: ['inboxLocal', 'typing'] as const,
};

/** The list parameters back out of a list key (the third element is the object `list()` put there). */
export function listParamsOf(key: readonly unknown[]): ListParams | null {
  const p = key[2];
  if (!p || typeof p !== 'object') return null;
  return p as ListParams;
}
