// HTML the server takes from elsewhere, cleaned by sanitize-html under the one allow-list of message HTML
// (src/domain/inbox/htmlPolicy.ts, which the dashboard's DOMPurify reads too). Node only: sanitize-html pulls in
// htmlparser2 and postcss, so this stays out of the dashboard's bundle.
import sanitize from 'sanitize-html';
import { HTML_POLICY, linkAllowed, mentionId } from '../../src/domain/inbox/htmlPolicy';

/** A name no policy allows: a tag renamed to it is dropped and its text kept (sanitize-html's "discard" mode). */
const UNWRAP = { tagName: 'parley-unwrap', attribs: {} };

const MESSAGE_OPTIONS: sanitize.IOptions = {
  allowedTags: [...HTML_POLICY.tags],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: [...HTML_POLICY.attributes.span!] },
  allowedSchemes: [...HTML_POLICY.schemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...HTML_POLICY.dropWithContent],
  transformTags: {
    ...HTML_POLICY.aliases,
    a: (_tag, attribs) => {
      const href = attribs.href ?? '';
      return linkAllowed(href) ? { tagName: 'a', attribs: { href: href.replace(/[\t\n\r]/g, '').trim(), ...HTML_POLICY.link } } : UNWRAP;
    },
    span: (_tag, attribs) => {
      const id = mentionId(attribs.class, attribs['data-id']);
      return id ? { tagName: 'span', attribs: { class: HTML_POLICY.mention.className, 'data-id': id } } : UNWRAP;
    },
  },
};

/** Message HTML as the policy allows it: kept elements rebuilt, others dropped with their text kept. */
export function sanitizeHtml(html: string): string {
  // Written as the browser's serializer writes it (<br>, not <br />), so both sides produce the same text.
  return sanitize(html, MESSAGE_OPTIONS).replace(/<br \/>/g, '<br>');
}

/**
 * The text a reader sees in a piece of HTML (a help-centre snippet, a Teams reply), for places that show plain
 * text: no markup, character references decoded, and the content of `drop` elements left out too (Teams' <at>
 * mention of the bot). sanitize-html writes text with exactly &, < and > escaped; that is undone here.
 */
export function htmlToText(html: string, drop: readonly string[] = []): string {
  const text = sanitize(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: [...HTML_POLICY.dropWithContent, ...drop] });
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
