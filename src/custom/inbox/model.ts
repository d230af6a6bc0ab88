// The inbox screen's pure rules: what the URL says, which conversation to open, who may reply, what a draft sends
// and how list rows and messages read. Components render and call hooks; the decisions are here, with tests.
import dayjs from 'dayjs';
import { canAccess, type FlatPermissions } from '../../domain/permissions';
import { type FilterKey, type InboxTab } from '../../domain/inbox/filters';
import { canSend, docToMentions, docToText, mentionIsLink, type RichDoc } from '../../domain/inbox/richText';
import { sanitizeHtml } from '../../ui/sanitizeHtml';
import { withParams } from './urlParams';
import type { OutgoingDraft } from '../../domain/inbox/sending';
import type { ConversationListItem, Mention, Statistics } from '../../domain/inbox/types';

// ---- The inbox routes' query (spec §2) ----

export interface SubEntity {
  channelId?: string;
  visitorId?: string;
}

export interface InboxQuery {
  visitorId: string | null;
  chatOnly: boolean;
  abv: string | null;
  tab: InboxTab;
  /** Label of the selected filter ('All Conversations', 'Open', ...). */
  statusLabel: string | null;
  subEntity: SubEntity | null;
}

/** tab=0 (or none) is the human tab; any other value is the bot tab. */
export const tabFromParam = (raw: string | null): InboxTab => (raw === null || raw === '' || raw === '0' ? 0 : 1);

/** subEntityId is JSON carrying channelId and visitorId; anything else reads as absent. */
export function parseSubEntity(raw: string | null): SubEntity | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { channelId, visitorId } = parsed as Record<string, unknown>;
  const out: SubEntity = {};
  if (typeof channelId === 'string') out.channelId = channelId;
  if (typeof visitorId === 'string') out.visitorId = visitorId;
  return out;
}

export function parseInboxQuery(search: string): InboxQuery {
  const q = new URLSearchParams(search);
  return {
    visitorId: q.get('visitorId') || null,
    chatOnly: q.get('chat_only') === 'true',
    abv: q.get('abv'),
    tab: tabFromParam(q.get('tab')),
    statusLabel: q.get('status'),
    subEntity: parseSubEntity(q.get('subEntityId')),
  };
}

// In its own module: the command palette (first load) builds inbox URLs without this module's HTML sanitizer.
export { withParams };

/** abv is forced to true whenever it is 'false' outside chat-only mode: the corrected query, or null when fine. */
export function correctedAbv(search: string): string | null {
  const { abv, chatOnly } = parseInboxQuery(search);
  return abv === 'false' && !chatOnly ? withParams(search, { abv: 'true' }) : null;
}

export const conversationIdFromParam = (raw: string | undefined): number | null =>
  raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;

/** Where selecting a conversation goes: its detail route, the query kept, visitorId set to its visitor. */
export function detailTarget(item: Pick<ConversationListItem, 'id' | 'user'>, search: string): { pathname: string; search: string } {
  return { pathname: `/inbox/${item.id}`, search: withParams(search, { visitorId: item.user.id }) };
}

/** With nothing selected, the first conversation opens (a team-chat host's visitor first, when it is listed). */
export function autoSelectTarget(items: readonly ConversationListItem[], preferredVisitorId?: string | null): ConversationListItem | null {
  return (preferredVisitorId ? items.find((c) => c.user.id === preferredVisitorId) : undefined) ?? items[0] ?? null;
}

// ---- Permissions (spec §6) ----

/** The reply editor shows in chat-only mode, or when the inbox permissions grant writing. */
export const canReply = (chatOnly: boolean, flat: FlatPermissions | null | undefined): boolean =>
  chatOnly || (!!flat && canAccess(flat, 'inbox', 'write'));

// ---- Drafts (spec §5) ----

/** What the editor's document sends, or null when the cleaned document holds nothing (nothing is sent). */
export function draftFromDoc(doc: RichDoc | null | undefined): OutgoingDraft | null {
  if (!canSend(doc)) return null;
  return { text: docToText(doc), mentions: docToMentions(doc) };
}

// ---- Statistics in the filter menu ----

/** The count shown beside a filter: All is every live conversation (open, pending and closed). */
export function filterCount(stats: Statistics | undefined, key: FilterKey): number | null {
  if (!stats) return null;
  if (key === 'all') return stats.open + stats.pending + stats.close;
  return stats[key];
}

// ---- Rows and messages ----

export const CSAT_LABELS: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  1: 'Disappointing',
  2: 'Bad',
  3: 'Just ok',
  4: 'Good',
  5: 'Excellent',
};

/** The label of a CSAT rating 1 to 5, or null for anything else. */
export function csatLabel(rating: number | undefined): string | null {
  return rating !== undefined && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? CSAT_LABELS[rating as 1 | 2 | 3 | 4 | 5] : null;
}

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** Compact age of a list row's last activity: now, 5m, 3h, 2d, then the date. */
export function relativeTime(seconds: number, nowMs: number): string {
  const diff = Math.max(0, Math.round(nowMs / 1000) - seconds);
  if (diff < 60) return 'now';
  if (diff < 3600) return `${Math.floor(diff / 60)}m`;
  if (diff < 86400) return `${Math.floor(diff / 3600)}h`;
  if (diff < 7 * 86400) return `${Math.floor(diff / 86400)}d`;
  return dayjs.unix(seconds).format('D MMM');
}

/** A message's time in the thread: the clock today, the date before. */
export function messageTime(seconds: number, nowMs: number): string {
  const t = dayjs.unix(seconds);
  return t.isSame(dayjs(nowMs), 'day') ? t.format('h:mm A') : t.format('D MMM, h:mm A');
}

export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

const MENTION_SPAN = /<span class="mention" data-id="([A-Za-z0-9_-]+)">([\s\S]*?)<\/span>/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Plain-text replies carry mentions as "@Name": mark each as a mention tag holding its id. */
function tagPlainMentions(html: string, mentions: readonly Mention[]): string {
  let out = html;
  // Longest names first, and never inside a tag already made, so "@Bo" does not split "@Bob".
  const byLength = [...mentions].sort((a, b) => b.name.length - a.name.length);
  for (const m of byLength) {
    if (!m.name || !/^[A-Za-z0-9_-]+$/.test(String(m.id))) continue;
    const label = escapeRegExp(sanitizeHtml(`@${m.name}`));
    out = out.replace(new RegExp(`${label}(?![^<]*</span>)`, 'g'), `<span class="mention" data-id="${m.id}">$&</span>`);
  }
  return out;
}

/**
 * A message's text as safe HTML (spec §5): sanitised, and each mention tag a link only when the tag holds an id
 * the message mentions; any other mention tag is shown as plain text.
 */
export function messageHtml(text: string, mentions: readonly Mention[]): string {
  const ids = mentions.map((m) => m.id);
  let html = sanitizeHtml(text);
  if (!html.includes('class="mention"')) html = tagPlainMentions(html, mentions);
  return html.replace(MENTION_SPAN, (_whole, id: string, label: string) =>
    mentionIsLink(id, ids) ? `<a class="mention" data-id="${id}" href="#mention-${id}">${label}</a>` : label,
  );
}
