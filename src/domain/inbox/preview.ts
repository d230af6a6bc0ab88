// The one-line preview of a message (the conversation list, alerts): every stored type says something, so a
// conversation whose last message is a bot's buttons, a CSAT request, a GIF, a meeting link or a file never shows a
// blank line. Notes are agents' own and say so. Wording is ours (the spec shows none).
import type { Message } from './types';

export const PREVIEW_MSG = {
  note: 'Note: {text}',
  gif: 'GIF',
  attachment: 'Attachment: {name}',
  meeting: 'Meeting link: {title}',
  meetingDefault: 'Meeting link',
  link: 'Link: {title}',
  options: 'Options: {labels}',
  csatRequest: 'Asked for a rating',
  csatRated: 'Rated {rating}/5',
  csatRatedLabel: 'Rated {rating}/5 ({label})',
  csatCancelled: 'Rating dismissed',
  blocked: 'Visitor blocked',
  empty: 'Message',
} as const;

/** How long a preview may be (the list shows one line; the server stores it with the conversation). */
export const PREVIEW_CHARS = 200;

export type PreviewSource = Pick<Message, 'type' | 'text'> &
  Partial<Pick<Message, 'gif' | 'attachment' | 'calendar' | 'link' | 'buttons' | 'feedback' | 'cannedMessage'>>;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_m, k: string) => String(values[k] ?? ''));

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function clip(s: string): string {
  return s.length > PREVIEW_CHARS ? `${s.slice(0, PREVIEW_CHARS - 1)}…` : s;
}

/** What a chat message (or a note) carries, most telling first. */
function contentOf(m: PreviewSource): string {
  const text = oneLine(m.text);
  if (text) return text;
  if (m.cannedMessage?.message) return oneLine(m.cannedMessage.message);
  if (m.attachment) return fill(PREVIEW_MSG.attachment, { name: m.attachment.name });
  if (m.gif) return PREVIEW_MSG.gif;
  if (m.calendar) return m.calendar.title ? fill(PREVIEW_MSG.meeting, { title: oneLine(m.calendar.title) }) : PREVIEW_MSG.meetingDefault;
  if (m.link) return fill(PREVIEW_MSG.link, { title: oneLine(m.link.title || m.link.url) });
  if (m.buttons?.length) return fill(PREVIEW_MSG.options, { labels: m.buttons.map((b) => b.label).join(', ') });
  return '';
}

export function messagePreview(m: PreviewSource): string {
  switch (m.type) {
    case 'note':
      return clip(fill(PREVIEW_MSG.note, { text: contentOf(m) || PREVIEW_MSG.empty }));
    case 'feedback':
      return clip(oneLine(m.text) || PREVIEW_MSG.csatRequest);
    case 'csat_response': {
      const rating = m.feedback?.rating;
      const label = m.feedback?.label ?? oneLine(m.text);
      if (rating === undefined) return clip(label || PREVIEW_MSG.csatRequest);
      return clip(label ? fill(PREVIEW_MSG.csatRatedLabel, { rating, label }) : fill(PREVIEW_MSG.csatRated, { rating }));
    }
    case 'csat_cancel':
      return PREVIEW_MSG.csatCancelled;
    case 'visitor_blocked':
      return clip(oneLine(m.text) || PREVIEW_MSG.blocked);
    case 'info':
    case 'message':
    case 'attachments':
      return clip(contentOf(m) || PREVIEW_MSG.empty);
  }
}
