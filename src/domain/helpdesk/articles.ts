// Knowledge-base results: the provider's snippet as plain text and the line an agent's "insert link" puts into
// the reply. Pure.

/** Zendesk snippets are HTML with <em> around matches; the list shows plain text. */
export function plainSnippet(html: string | null | undefined, max = 160): string {
  const text = (html ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
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
