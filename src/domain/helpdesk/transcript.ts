// What a ticket says by default: a subject naming the visitor, and the conversation as plain text (who said what,
// oldest first), which the agent may edit in the form and the bot sends as is. Pure.
import type { Message } from '../inbox/types';
import { DESCRIPTION_MAX } from './schemas';

/** A stored message or a bot output as text (type and senderType as stored: 'info', 'system', 'visitor'...). */
type Line = { type: string; senderType: string; senderName: string; text: string } & Partial<Pick<Message, 'attachment' | 'link' | 'gif'>>;

/** Who a line is from, as the transcript names them. */
function who(m: Line, visitorName: string): string {
  if (m.senderType === 'visitor') return visitorName;
  return m.senderName || (m.senderType === 'bot' ? 'Bot' : 'Agent');
}

function body(m: Line): string {
  const parts = [m.text.trim()];
  if (m.link) parts.push(m.link.url);
  if (m.attachment) parts.push(`[file: ${m.attachment.name}]`);
  if (m.gif) parts.push('[GIF]');
  return parts.filter(Boolean).join(' ');
}

/** The conversation as "Name: text" lines; agents' internal notes (info rows, notes) are not the visitor's to see. */
export function transcriptText(messages: readonly Line[], visitorName: string): string {
  const lines = messages
    .filter((m) => m.type !== 'info' && m.type !== 'note' && m.senderType !== 'system')
    .map((m) => [who(m, visitorName), body(m)] as const)
    .filter(([, text]) => text !== '')
    .map(([name, text]) => `${name}: ${text}`);
  const all = lines.join('\n');
  // The newest part matters most when a long chat must be cut to the providers' limit.
  return all.length <= DESCRIPTION_MAX ? all : `…${all.slice(all.length - DESCRIPTION_MAX + 1)}`;
}

export const defaultSubject = (visitorName: string) => `Chat with ${visitorName}`;

/** Collected answers ("Email: …") above the transcript, for the bot's tickets. */
export function answersText(answers: Record<string, string>): string {
  return Object.entries(answers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}
