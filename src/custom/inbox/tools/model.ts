// Pure rules of the reply tools: GIF pages, the per-conversation upload list, which canned message a draft still
// carries, the attachment panel's sections and the conversation's tags. Hooks and components call these; the tests
// in tests/unit/inbox-tools read them directly.
import { ATTACHMENT_MAX_BYTES, FILE_MSG } from '../../../domain/files';
import { shouldSearchGifs, type GifFeed } from '../../../domain/gifs';
import type { OutgoingDraft } from '../../../domain/inbox/sending';
import type { Attachment, Gif, Tag } from '../../../domain/inbox/types';
import { BLOCKED_TAG } from '../../../domain/tags';
import type { CannedMessage } from '../../../domain/schemas/canned';
import type { AttachmentLists, GifPage } from '../../../providers/api/inboxTools';

// ---- GIFs ----

// The answers' shapes are the typed client's.
export type { AttachmentLists, GifPage };

/** The feed the picker shows: a search once a keyword is typed, else the chosen tab. */
export function gifFeedFor(tab: Exclude<GifFeed, 'search'>, keyword: string): { feed: GifFeed; keyword: string } {
  return shouldSearchGifs(keyword) ? { feed: 'search', keyword: keyword.trim() } : { feed: tab, keyword: '' };
}

/** Whether a feed needs the server at all: a search with an empty keyword is an empty list (spec §5). */
export const gifFeedNeedsCall = (feed: GifFeed, keyword: string): boolean => feed !== 'search' || shouldSearchGifs(keyword);

export const EMPTY_GIF_PAGE: GifPage = { gifs: [], next: null };

const gifIdentity = (g: Gif) => g.id ?? g.original;

/** Pages joined in order, each GIF once (a feed that shifts between pages may repeat one). */
export function gifsOfPages(pages: readonly GifPage[] | undefined): Gif[] {
  const seen = new Set<string>();
  const out: Gif[] = [];
  for (const page of pages ?? []) {
    for (const g of page.gifs) {
      const key = gifIdentity(g);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(g);
    }
  }
  return out;
}

// ---- Uploads (spec §3 "Upload progress: currentConversationId, percentage") ----

export interface UploadEntry {
  key: string;
  conversationId: number;
  name: string;
  /** 0 to 100. */
  percentage: number;
  status: 'uploading' | 'failed';
  error: string | null;
}

/** A file the browser can tell is refused before sending a byte; null when it may go. */
export function precheckUpload(file: { size: number }): string | null {
  if (file.size === 0) return FILE_MSG.missing;
  if (file.size > ATTACHMENT_MAX_BYTES) return FILE_MSG.tooLarge;
  return null;
}

export function startUpload(list: readonly UploadEntry[], entry: Pick<UploadEntry, 'key' | 'conversationId' | 'name'>): UploadEntry[] {
  return [...list.filter((u) => u.key !== entry.key), { ...entry, percentage: 0, status: 'uploading', error: null }];
}

/** Progress only moves forward (a late event never pulls the bar back). */
export function progressUpload(list: readonly UploadEntry[], key: string, percentage: number): UploadEntry[] {
  const pct = Math.max(0, Math.min(100, Math.round(percentage)));
  const found = list.find((u) => u.key === key);
  if (!found || found.status !== 'uploading' || found.percentage >= pct) return list as UploadEntry[];
  return list.map((u) => (u === found ? { ...u, percentage: pct } : u));
}

export function failUpload(list: readonly UploadEntry[], key: string, error: string): UploadEntry[] {
  return list.map((u) => (u.key === key ? { ...u, status: 'failed', error } : u));
}

export const endUpload = (list: readonly UploadEntry[], key: string): UploadEntry[] => list.filter((u) => u.key !== key);

/** The uploads of one conversation, in the order they started. */
export const uploadsOf = (list: readonly UploadEntry[] | undefined, conversationId: number): UploadEntry[] =>
  (list ?? []).filter((u) => u.conversationId === conversationId);

/** What a list row shows for a conversation uploading: the lowest running percentage, or null. */
export function conversationProgress(list: readonly UploadEntry[] | undefined, conversationId: number): number | null {
  const running = uploadsOf(list, conversationId).filter((u) => u.status === 'uploading');
  return running.length === 0 ? null : Math.min(...running.map((u) => u.percentage));
}

// ---- Canned messages ----

/** Canned messages whose text holds every word typed, in their saved order. */
export function filterCanned(list: readonly CannedMessage[], search: string): CannedMessage[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((c) => words.every((w) => c.message.toLowerCase().includes(w)));
}

/**
 * The draft with the canned message it was built from, while the draft still holds that message's text (the
 * agent may have typed it over); one message carries at most one canned message.
 */
export function withCannedMessage(draft: OutgoingDraft, picked: CannedMessage | null): OutgoingDraft {
  if (!picked || !draft.text.includes(picked.message.trim())) return draft;
  return { ...draft, cannedMessage: { messageId: picked.messageId, message: picked.message } };
}

// ---- Attachments panel ----

/**
 * The panel's two sections: the server's lists, plus attachments that reached the open thread after the lists
 * were loaded (`loadedAt`, seconds), so a new upload shows at once. While the lists are not loaded the thread's
 * attachments stand in for the visitor's. Newest first, each once.
 */
export function attachmentSections(
  lists: AttachmentLists | undefined,
  loadedAt: number,
  fromThread: readonly Attachment[],
): AttachmentLists {
  const known = new Set([...(lists?.visitorAttachments ?? []), ...(lists?.accountAttachments ?? [])].map((a) => a.id));
  const fresh = fromThread.filter((a) => !known.has(a.id) && (!lists || a.createdAt >= loadedAt));
  const unique = (items: Attachment[]) => items.filter((a, i) => items.findIndex((b) => b.id === a.id) === i);
  const newestFirst = (items: Attachment[]) => [...items].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  return {
    visitorAttachments: newestFirst(unique([...(lists?.visitorAttachments ?? []), ...fresh])),
    accountAttachments: newestFirst(lists?.accountAttachments ?? []),
  };
}

// ---- Tags ----

/** A tag as GET app/tags lists it: the fixed Blocked tag carries its key. */
export interface TagWithKey extends Tag {
  key?: string | null;
}

export const isBlockedTag = (t: TagWithKey): boolean => t.key === BLOCKED_TAG.key;

/**
 * The tags shown on a conversation: those its row carries, with the Blocked tag following the visitor's blocked
 * flag (the flag arrives by event before the row's tags do).
 */
export function conversationTags(all: readonly TagWithKey[], tagIds: readonly number[], blocked: boolean): TagWithKey[] {
  return all.filter((t) => (isBlockedTag(t) ? blocked : tagIds.includes(t.id)));
}

/** The row's tag ids after blocking or unblocking its visitor. */
export function withBlockedTag(tagIds: readonly number[], blockedTagId: number | null, blocked: boolean): number[] {
  if (blockedTagId === null) return [...tagIds];
  const without = tagIds.filter((id) => id !== blockedTagId);
  return blocked ? [...without, blockedTagId] : without;
}

// ---- Inserting text into the reply editor ----

export type InlineContent = Array<{ type: 'text'; text: string } | { type: 'hardBreak' }>;

/** Plain text as the editor's inline content: its lines joined by hard breaks (what docToText reads back as \n). */
export function inlineContentOf(text: string): InlineContent {
  const out: InlineContent = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (i > 0) out.push({ type: 'hardBreak' });
    if (line) out.push({ type: 'text', text: line });
  });
  return out;
}

// ---- Where media may point ----

/** Inline images a GIF provider may hand out as data: URLs (never SVG or HTML). */
const DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** A GIF's image address as an <img> source: http(s), or an inline raster image; null for anything else. */
export function gifImageSrc(raw: string | null | undefined): string | null {
  const url = (raw ?? '').trim();
  if (DATA_IMAGE.test(url)) return url;
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

/** Our own uploads route: /uploads/<key>/<name> (what the server's publicUrl is with the default storage). */
const OWN_UPLOAD = /^\/uploads\/[A-Za-z0-9_-]{16,64}\/[^\s/\\]+$/;

/** An attachment's link: an http(s) address as is, our uploads path under the API base; null for anything else. */
export function attachmentHref(publicUrl: string | null | undefined, apiBase = ''): string | null {
  const url = (publicUrl ?? '').trim();
  if (OWN_UPLOAD.test(url)) return `${apiBase.replace(/\/+$/, '')}${url}`;
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

// ---- Attachments in the thread ----

/** Image types shown inline as a thumbnail (raster formats browsers draw as plain pictures; SVG stays a file card). */
const INLINE_IMAGE = /^image\/(png|jpe?g|gif|webp|avif|bmp)$/i;

export const isInlineImage = (type: string | null | undefined): boolean => INLINE_IMAGE.test((type ?? '').trim());

const KINDS: Array<[RegExp, string]> = [
  [/^application\/pdf$/i, 'PDF'],
  [/^image\//i, 'Image'],
  [/^video\//i, 'Video'],
  [/^audio\//i, 'Audio'],
  [/^text\/csv$/i, 'CSV'],
  [/spreadsheet|excel/i, 'Spreadsheet'],
  [/presentation|powerpoint/i, 'Presentation'],
  [/wordprocessing|msword|opendocument\.text/i, 'Document'],
  [/zip|compressed|x-tar|gzip|x-7z/i, 'Archive'],
  [/^text\//i, 'Text'],
];

/** A short label of a file's type for its card: from the MIME type, else the name's extension, else 'File'. */
export function fileTypeLabel(type: string | null | undefined, name: string): string {
  const t = (type ?? '').trim();
  const kind = KINDS.find(([re]) => re.test(t));
  if (kind) return kind[1];
  const ext = /\.([a-z0-9]{1,8})$/i.exec(name.trim())?.[1];
  return ext ? ext.toUpperCase() : 'File';
}
