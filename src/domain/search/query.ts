// Inbox search (issue 25): the query as the search box and GET app/inbox/search share it, and the one rule that
// turns what an agent typed into the words the full-text indexes look up (both databases read the same words).
import * as yup from 'yup';
import { MSG } from '../messages';

/** Longest query read; more than this is a paste, not a search. */
export const SEARCH_MAX_CHARS = 200;
/** Words looked up at most (each narrows the result; more add cost, not precision). */
export const SEARCH_MAX_WORDS = 8;
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;

/** Wording ours: the spec shows no search. */
export const SEARCH_MSG = {
  tooLong: `Search up to ${SEARCH_MAX_CHARS} characters`,
  noWords: 'Type a word to search',
  placeholder: 'Search conversations',
  noResults: 'No conversations match “{q}”',
  label: 'Search conversations by message, name, email, company or tag',
} as const;

/**
 * The words of a query: runs of letters and digits (any script), lower-cased, first ones first, no repeats. The
 * indexes split text the same way (FTS5's unicode61; PostgreSQL's 'simple' on text with punctuation made spaces),
 * so "anna@acme.io" finds the address and nothing typed reaches either engine's query syntax.
 */
export function searchWords(q: string): string[] {
  const words = (q.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/** GET app/inbox/search query (strings on the wire). `mine`: only the caller's own conversations (My Conversations). */
export const searchQuerySchema = yup.object({
  q: yup
    .string()
    .trim()
    .required(MSG.fieldEmpty)
    .max(SEARCH_MAX_CHARS, SEARCH_MSG.tooLong)
    .test('words', SEARCH_MSG.noWords, (v) => !v || searchWords(v).length > 0),
  mine: yup.boolean().default(false),
  limit: yup.number().typeError(MSG.fieldEmpty).integer(MSG.fieldEmpty).min(1, MSG.fieldEmpty).max(SEARCH_LIMIT_MAX, MSG.fieldEmpty).default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = yup.InferType<typeof searchQuerySchema>;

/** The call (relative to the API base), beside the inbox's list calls. */
export const SEARCH_PATH = 'app/inbox/search';
