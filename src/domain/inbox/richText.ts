// Rich-text rules of spec §5 on the editor's JSON (tiptap / ProseMirror shape): trim empty leading and trailing
// blocks and hard breaks, drop empty list items, and derive the plain text, the mentions and safe HTML from it.
// Pure data in, data out: the server and the widget use the same rules.
import { escapeHtml, safeHref } from './html';
import type { Mention } from './types';

export { escapeHtml, safeHref } from './html';

export interface RichMark {
  type: string;
  attrs?: Record<string, unknown>;
}

/** paragraph, bulletList, orderedList, listItem, hardBreak, text or mention (others pass through untouched). */
export interface RichNode {
  type: string;
  attrs?: Record<string, unknown>;
  text?: string;
  marks?: RichMark[];
  content?: RichNode[];
}

export interface RichDoc {
  type: 'doc';
  content?: RichNode[];
}

const isList = (n: RichNode) => n.type === 'bulletList' || n.type === 'orderedList';
/** Containers that say nothing when they hold nothing. Any other childless node (an image, a rule) is content. */
const CONTAINERS = new Set(['paragraph', 'bulletList', 'orderedList', 'listItem', 'heading', 'blockquote']);

/** A node with nothing to read: whitespace, hard breaks, or containers of only those. Mentions are content. */
export function isBlank(node: RichNode): boolean {
  if (node.type === 'text') return (node.text ?? '').trim() === '';
  if (node.type === 'hardBreak') return true;
  if (node.content && node.content.length > 0) return node.content.every(isBlank);
  return CONTAINERS.has(node.type);
}

const isEdgeFiller = (n: RichNode) => n.type === 'hardBreak' || (n.type === 'text' && (n.text ?? '').trim() === '');

function trimInline(nodes: RichNode[], fromStart: boolean): RichNode[] {
  const out = [...nodes];
  while (out.length > 0 && isEdgeFiller(fromStart ? out[0]! : out[out.length - 1]!)) {
    if (fromStart) out.shift();
    else out.pop();
  }
  return out;
}

/** Drop blank blocks at both ends, then hard breaks at the start of the first block and the end of the last. */
function trimBlocks(blocks: RichNode[]): RichNode[] {
  let start = 0;
  let end = blocks.length;
  while (start < end && isBlank(blocks[start]!)) start += 1;
  while (end > start && isBlank(blocks[end - 1]!)) end -= 1;
  const out = blocks.slice(start, end);
  if (out.length === 0) return out;
  const first = out[0]!;
  if (first.content && !isList(first)) out[0] = { ...first, content: trimInline(first.content, true) };
  const last = out[out.length - 1]!;
  if (last.content && !isList(last)) out[out.length - 1] = { ...last, content: trimInline(last.content, false) };
  return out;
}

function cleanNode(node: RichNode): RichNode {
  if (isList(node)) {
    const items = (node.content ?? []).map(cleanNode).filter((item) => !isBlank(item));
    return { ...node, content: items };
  }
  if (node.type === 'listItem') {
    // An item is a small document of its own: its nested lists are cleaned and its edges trimmed.
    return { ...node, content: trimBlocks((node.content ?? []).map(cleanNode)) };
  }
  return node;
}

/** The cleaned document: what is stored, sent and shown. A missing document reads as an empty one. */
export function cleanDoc(doc: RichDoc | null | undefined): RichDoc {
  return { type: 'doc', content: trimBlocks((doc?.content ?? []).map(cleanNode)) };
}

export const isEmptyDoc = (doc: RichDoc | null | undefined): boolean => (cleanDoc(doc).content ?? []).length === 0;

/** A chat message with no content is not sent (spec §5); a GIF or an attachment is content of its own. */
export function canSend(doc: RichDoc | null | undefined, extras: { hasGif?: boolean; attachmentCount?: number } = {}): boolean {
  return !isEmptyDoc(doc) || !!extras.hasGif || (extras.attachmentCount ?? 0) > 0;
}

const mentionLabel = (node: RichNode): string => String(node.attrs?.label ?? node.attrs?.name ?? node.attrs?.id ?? '');

function inlineText(nodes: readonly RichNode[]): string {
  return nodes
    .map((n) => {
      if (n.type === 'text') return n.text ?? '';
      if (n.type === 'hardBreak') return '\n';
      if (n.type === 'mention') return `@${mentionLabel(n)}`;
      return n.content ? inlineText(n.content) : '';
    })
    .join('');
}

/** Each list item's first line carries the marker; its further lines line up under the item's text. */
function listLines(list: RichNode): string[] {
  const start = typeof list.attrs?.start === 'number' ? list.attrs.start : 1;
  return (list.content ?? []).flatMap((item, i) => {
    const marker = list.type === 'orderedList' ? `${start + i}. ` : '- ';
    const lines = blockLines(item.content ?? []);
    return lines.map((line, j) => (j === 0 ? marker : ' '.repeat(marker.length)) + line);
  });
}

function blockLines(blocks: readonly RichNode[]): string[] {
  return blocks.flatMap((b) => (isList(b) ? listLines(b) : inlineText(b.content ?? [b]).split('\n')));
}

/** Plain text of the cleaned document: the list preview and the message's `text` field. */
export function docToText(doc: RichDoc | null | undefined): string {
  return blockLines(cleanDoc(doc).content ?? []).join('\n');
}

function collectMentions(nodes: readonly RichNode[], found: Map<number, Mention>): void {
  for (const n of nodes) {
    if (n.type === 'mention') {
      const raw = n.attrs?.id;
      const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
      const name = String(n.attrs?.label ?? n.attrs?.name ?? '');
      if (Number.isInteger(id) && !found.has(id)) found.set(id, { id, name });
    }
    if (n.content) collectMentions(n.content, found);
  }
}

/** The agents mentioned, once each, in order of first mention. */
export function docToMentions(doc: RichDoc | null | undefined): Mention[] {
  const found = new Map<number, Mention>();
  collectMentions(doc?.content ?? [], found);
  return [...found.values()];
}

/** Mentions become links only when the tag holds the mentioned id (spec §5). */
export const mentionIsLink = (mentionedId: number | string, tagIds: readonly (number | string)[]): boolean =>
  tagIds.some((id) => String(id) === String(mentionedId));

function markup(text: string, marks: readonly RichMark[]): string {
  let html = escapeHtml(text);
  for (const mark of [...marks].reverse()) {
    if (mark.type === 'bold') html = `<strong>${html}</strong>`;
    else if (mark.type === 'italic') html = `<em>${html}</em>`;
    else if (mark.type === 'link') {
      const href = safeHref(String(mark.attrs?.href ?? ''));
      if (href !== null) html = `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${html}</a>`;
    }
  }
  return html;
}

const BLOCK_TAGS: Record<string, string> = { paragraph: 'p', bulletList: 'ul', orderedList: 'ol', listItem: 'li' };

function nodeHtml(node: RichNode): string {
  if (node.type === 'text') return markup(node.text ?? '', node.marks ?? []);
  if (node.type === 'hardBreak') return '<br>';
  if (node.type === 'mention') {
    const id = String(node.attrs?.id ?? '');
    const label = escapeHtml(`@${mentionLabel(node)}`);
    return /^[A-Za-z0-9_-]+$/.test(id) ? `<span class="mention" data-id="${id}">${label}</span>` : label;
  }
  const inner = (node.content ?? []).map(nodeHtml).join('');
  const tag = BLOCK_TAGS[node.type];
  return tag ? `<${tag}>${inner}</${tag}>` : inner;
}

/** HTML of the cleaned document using only the tags the HTML policy allows (so a sanitizer leaves it unchanged). */
export function docToHtml(doc: RichDoc | null | undefined): string {
  return (cleanDoc(doc).content ?? []).map(nodeHtml).join('');
}
