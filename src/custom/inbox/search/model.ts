// Rules of the inbox search box (issue 25): the query and the message to scroll to live in the inbox URL, so a
// result opened keeps its list and the back button returns to it.
import type { SearchHit } from '../../../domain/search/types';
import { SEARCH_LIMIT_DEFAULT, searchQuerySchema, searchWords } from '../../../domain/search/query';
import { withParams } from '../urlParams';

/** ?search=<what the agent typed>; ?message=<position> is the thread's message to scroll to and mark. */
export const SEARCH_PARAM = 'search';
export const MESSAGE_PARAM = 'message';
/** Typing pauses this long (ms) before the search runs. */
export const SEARCH_DEBOUNCE_MS = 200;
/** How long (ms) the found message stays marked in the thread. */
export const FOUND_MARK_MS = 2400;

/** A query worth sending: the form's own schema says so (the server answers the same schema's errors). */
export function searchable(q: string): boolean {
  return searchQuerySchema.isValidSync({ q }) && searchWords(q).length > 0;
}

/** Where a result leads: its conversation, the query kept, and its matched message (when a message matched). */
export function hitTarget(hit: SearchHit, search: string): { pathname: string; search: string } {
  return {
    pathname: `/inbox/${hit.conversation.id}`,
    search: withParams(search, { visitorId: hit.conversation.user.id, [MESSAGE_PARAM]: hit.messagePos === null ? null : String(hit.messagePos) }),
  };
}

/** The ?message= position, or null. */
export function foundPosition(search: string): number | null {
  const raw = new URLSearchParams(search).get(MESSAGE_PARAM);
  const pos = raw === null ? NaN : Number(raw);
  return Number.isInteger(pos) && pos > 0 ? pos : null;
}

/** Where a result matched, for the row's caption. Wording ours. */
export const FIELD_LABELS: Record<SearchHit['field'], string> = {
  message: 'Message',
  name: 'Name',
  email: 'Email',
  company: 'Company',
  tag: 'Tag',
};

/** Above the results: how many conversations matched (the server answers the best SEARCH_LIMIT_DEFAULT). */
export const resultCount = (n: number): string =>
  n >= SEARCH_LIMIT_DEFAULT ? `Best ${n} conversations` : n === 1 ? '1 conversation' : `${n} conversations`;
