// Message HTML cleaned where the browser renders it, by DOMPurify under the one allow-list of message HTML
// (src/domain/inbox/htmlPolicy.ts, which the server's sanitize-html reads too). DOMPurify parses with the browser's
// own parser, so what it keeps is what the page will build (no mutation-XSS gap between checking and rendering).
import DOMPurify, { type Config } from 'dompurify';
import { HTML_POLICY, linkAllowed, mentionId } from '../domain/inbox/htmlPolicy';

const CONFIG: Config = {
  ALLOWED_TAGS: [...HTML_POLICY.tags, ...Object.keys(HTML_POLICY.aliases)],
  ALLOWED_ATTR: [...new Set(Object.values(HTML_POLICY.attributes).flat())],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${HTML_POLICY.schemes.join('|')}):`, 'i'),
  // DOMPurify judges every attribute it does not know as an address: a mention's id is not one.
  ADD_URI_SAFE_ATTR: ['data-id'],
  ADD_FORBID_CONTENTS: [...HTML_POLICY.dropWithContent],
  ALLOW_DATA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** Replaces an element by its children (an element the policy keeps only in some forms: a link, a span). */
function unwrap(el: Element): void {
  el.replaceWith(...Array.from(el.childNodes));
}

/** What DOMPurify's allow-list cannot say: aliases renamed, links and mention spans kept in their one form only. */
function applyPolicy(root: DocumentFragment): void {
  // Deepest first, so an unwrapped element's children were already settled.
  for (const el of Array.from(root.querySelectorAll('*')).reverse()) {
    const tag = el.localName;
    const alias = HTML_POLICY.aliases[tag];
    if (alias) {
      const renamed = el.ownerDocument.createElement(alias);
      renamed.append(...Array.from(el.childNodes));
      el.replaceWith(renamed);
    } else if (tag === 'a') {
      const href = (el.getAttribute('href') ?? '').replace(/[\t\n\r]/g, '').trim();
      if (!linkAllowed(href)) unwrap(el);
      else {
        for (const name of el.getAttributeNames()) el.removeAttribute(name);
        el.setAttribute('href', href);
        el.setAttribute('target', HTML_POLICY.link.target);
        el.setAttribute('rel', HTML_POLICY.link.rel);
      }
    } else if (tag === 'span') {
      const id = mentionId(el.getAttribute('class'), el.getAttribute('data-id'));
      if (!id) unwrap(el);
      else {
        for (const name of el.getAttributeNames()) el.removeAttribute(name);
        el.setAttribute('class', HTML_POLICY.mention.className);
        el.setAttribute('data-id', id);
      }
    } else {
      for (const name of el.getAttributeNames()) el.removeAttribute(name);
    }
  }
}

/** Message HTML as the policy allows it: kept elements rebuilt, others dropped with their text kept. */
export function sanitizeHtml(html: string): string {
  purifier ??= DOMPurify(window);
  const fragment = purifier.sanitize(html, CONFIG) as unknown as DocumentFragment;
  applyPolicy(fragment);
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
