// A plain-text value (a canned message) in a rich text editor: each line a paragraph on the way in, the
// paragraphs' text joined by line breaks on the way out, so what is stored stays the text it always was.
import { escapeHtml } from '../../domain/inbox/html';

export function textToHtml(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const br of Array.from(body.querySelectorAll('br'))) br.replaceWith('\n');
  const blocks = Array.from(body.children);
  return blocks.length === 0 ? (body.textContent ?? '') : blocks.map((b) => b.textContent ?? '').join('\n');
}
