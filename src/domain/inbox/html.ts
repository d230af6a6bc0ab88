// Text sanitising for HTML output (spec §5), as plain string processing so the server and the widget run it too.
// sanitizeHtml rebuilds every tag it keeps from an allow-list and escapes everything else, so the output holds
// no markup but ours whatever a browser would have made of the input.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for use in HTML content or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Text content: markup characters escaped, existing character references left as they are. */
const escapeText = (text: string): string =>
  text
    .replace(/&(?!(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

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
 * A link target that is safe to render: http, https or mailto only. Browsers drop tabs and line breaks inside a
 * URL and trim spaces around it, so "java\tscript:" must be judged as "javascript:". Null when refused.
 */
export function safeHref(raw: string): string | null {
  const url = decodeEntities(raw).replace(/[\t\n\r]/g, '').trim();
  if (/[\u0000-\u001f\u007f]/.test(url)) return null;
  return /^(?:https?:|mailto:)/i.test(url) ? url : null;
}

const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'span']);
const ALIASES: Record<string, string> = { b: 'strong', i: 'em' };
/** Elements whose content is code or otherwise not text to show: dropped whole. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'noembed', 'noframes', 'template', 'svg', 'math',
  'textarea', 'select', 'title', 'head', 'xmp', 'plaintext',
]);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attrs;
}

/** The tag as we write it, or null when the element is allowed but this instance is not (its text stays). */
function openTag(name: string, attrSource: string): string | null {
  if (name === 'a') {
    const href = safeHref(attributes(attrSource).get('href') ?? '');
    return href === null ? null : `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">`;
  }
  if (name === 'span') {
    const attrs = attributes(attrSource);
    const isMention = (attrs.get('class') ?? '').split(/\s+/).includes('mention');
    const id = attrs.get('data-id') ?? '';
    return isMention && /^[A-Za-z0-9_-]+$/.test(id) ? `<span class="mention" data-id="${id}">` : null;
  }
  return `<${name}>`;
}

/**
 * Keep p, br, ul, ol, li, strong (and b), em (and i), a with an http/https/mailto href, and span.mention with a
 * data-id; drop every other tag but keep its text, drop scripts, styles and comments whole, escape stray markup
 * characters and close whatever is left open.
 */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: Array<{ name: string; kept: boolean }> = [];
  const close = (name: string) => {
    const at = open.map((e) => e.name).lastIndexOf(name);
    if (at < 0) return;
    // Closing an outer element closes what is still open inside it, as a browser would.
    for (const e of open.splice(at).reverse()) if (e.kept) out += `</${e.name}>`;
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const m = TAG.exec(html);
    if (!m) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = TAG.lastIndex;
    const raw = m[2]!.toLowerCase();
    const closing = m[1] === '/';
    if (DROP_WITH_CONTENT.has(raw)) {
      if (!closing) {
        const end = new RegExp(`</${raw}\\s*>`, 'ig');
        end.lastIndex = i;
        i = end.exec(html) ? end.lastIndex : html.length;
      }
      continue;
    }
    const name = ALIASES[raw] ?? raw;
    if (!ALLOWED.has(name)) continue;
    if (closing) close(name);
    else if (name === 'br') out += '<br>';
    else {
      const tag = openTag(name, m[3] ?? '');
      open.push({ name, kept: tag !== null });
      if (tag) out += tag;
    }
  }
  for (const e of open.reverse()) if (e.kept) out += `</${e.name}>`;
  return out;
}
