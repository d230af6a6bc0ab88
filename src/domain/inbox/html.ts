// Escaping and link checks for HTML we write ourselves (rich text rendered from the editor's JSON, link props), as
// plain string processing so the server and the browser share them. Cleaning HTML that others wrote is the
// maintained sanitizers' job, under one allow-list (htmlPolicy.ts): sanitize-html on the server
// (server/lib/html.ts), DOMPurify in the dashboard (src/ui/sanitizeHtml.ts).
import { linkAllowed } from './htmlPolicy';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for use in HTML content or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0' };

function decodeEntities(value: string): string {
  // Numeric references decode with or without ';' (as browsers do); named ones only with it.
  return value.replace(/&(?:(#\d+|#x[0-9a-fA-F]+);?|([a-zA-Z]+);)/g, (whole, num: string | undefined, named: string | undefined) => {
    if (named !== undefined) return NAMED[named.toLowerCase()] ?? whole;
    const ref = num!;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    // As browsers do, a reference to no valid character reads as the replacement character.
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  });
}

/**
 * A link target that is safe to render (an address written into an attribute: its character references decoded as
 * a browser would first), with a scheme of the policy's only (http, https, mailto). Null when refused.
 */
export function safeHref(raw: string): string | null {
  const url = decodeEntities(raw).replace(/[\t\n\r]/g, '').trim();
  return linkAllowed(url) ? url : null;
}
