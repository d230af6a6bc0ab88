// Knowledge-base results: the provider's snippet as plain text and the line an agent's "insert link" puts into
// the reply. Pure.

/** A provider's snippet as the list shows it: whitespace collapsed, cut at `max` characters. Providers send HTML
 *  (Zendesk's <em> around matches): the server reduces it to text first (server/lib/html.ts htmlToText). */
export function shortSnippet(text: string | null | undefined, max = 160): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** What "insert link" adds to the draft: the article's title and its address. */
export const articleLinkText = (a: { title: string; url: string }) => `${a.title}: ${a.url}`;

/** The keyword to search for, or null: an empty keyword is an empty list without a call (spec §5). */
export function searchKeyword(raw: string): string | null {
  const k = raw.trim();
  return k === '' ? null : k;
}

/** SOSL reserved characters (? & | ! { } [ ] ( ) ^ ~ * : \ " ' + -) escaped with a backslash inside FIND {…}. */
export const escapeSosl = (term: string) => term.replace(/[?&|!{}[\]()^~*:\\"'+-]/g, (c) => `\\${c}`);
