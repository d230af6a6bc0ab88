// What message HTML may hold (spec §5 "text is sanitized"), as data: the server's sanitizer (sanitize-html, in
// server/lib/html.ts) and the dashboard's (DOMPurify, in src/ui/sanitizeHtml.ts) both read it, so a message is
// cleaned to the same markup wherever it is cleaned. Changing what messages may contain is an edit here.

export const HTML_POLICY = {
  /** Elements kept; any other element is dropped and its text kept. */
  tags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'span'],
  /** Elements kept under another name. */
  aliases: { b: 'strong', i: 'em' } as Readonly<Record<string, string>>,
  /** The attributes each kept element may carry; every other attribute (style, on*, id…) is dropped. */
  attributes: { a: ['href'], span: ['class', 'data-id'] } as Readonly<Record<string, readonly string[]>>,
  /** Link schemes; a link to anything else (javascript:, data:, a relative address) keeps its text only. */
  schemes: ['http', 'https', 'mailto'],
  /** What every kept link opens with. */
  link: { target: '_blank', rel: 'noopener noreferrer' },
  /** Elements dropped with everything inside them: code, or content not meant as text. */
  dropWithContent: [
    'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'noembed', 'noframes', 'template', 'svg', 'math',
    'textarea', 'select', 'title', 'head', 'xmp', 'plaintext',
  ],
  /** A span is kept only as a mention: class "mention" and an id of letters, digits, "_" or "-". */
  mention: { className: 'mention', id: /^[A-Za-z0-9_-]+$/ },
} as const;

/** The span's id when it is a mention the policy keeps (its class list holds "mention"), else null. */
export function mentionId(className: string | null | undefined, id: string | null | undefined): string | null {
  const isMention = (className ?? '').split(/\s+/).includes(HTML_POLICY.mention.className);
  return isMention && id && HTML_POLICY.mention.id.test(id) ? id : null;
}

/**
 * Is this (already entity-decoded) address one a link may point to? Browsers drop tabs and line breaks inside a URL
 * and trim spaces around it, so "java\tscript:" is judged as "javascript:".
 */
export function linkAllowed(url: string): boolean {
  const u = url.replace(/[\t\n\r]/g, '').trim();
  if (/[\u0000-\u001f\u007f]/.test(u)) return false;
  return HTML_POLICY.schemes.some((s) => u.toLowerCase().startsWith(`${s}:`));
}
