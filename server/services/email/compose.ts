// A follow-up email from a batch of agent (or bot) messages: rich text cleaned by the message policy (server/lib/html),
// attachments linked, a plain-text part, the reply address, Message-ID/In-Reply-To/References from the thread so mail
// clients keep one thread, and List-Unsubscribe with its one-click POST (RFC 8058).
import crypto from 'node:crypto';
import type { Message } from '../../../src/domain/inbox/types';
import { emailHtml, type EmailPart } from '../../../src/domain/email/template';
import type { EmailSettings } from '../../../src/domain/email/settings';
import type { OutgoingMail } from '../../db/repositories/outbox';
import { htmlToText, sanitizeHtml } from '../../lib/html';

export interface Batch {
  to: string;
  projectName: string;
  settings: EmailSettings;
  messages: Message[];
  avatars: ReadonlyMap<number, string | null>;
  /** Where the sender's mail comes from (MAIL_FROM's address). */
  fromAddress: string;
  replyAddress: string;
  replyDomain: string;
  conversationUrl: string;
  unsubscribeUrl: string;
  /** The thread's earlier Message-IDs, oldest first. */
  previous: string[];
  /** Absolute URL of an /uploads/... path. */
  absolute(url: string): string;
}

const looksLikeHtml = (s: string) => /<\/?[a-z][\s\S]*>/i.test(s);
const escText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>');

function part(m: Message, avatars: Batch['avatars'], absolute: Batch['absolute']): EmailPart {
  const attachments = m.attachment ? [{ name: m.attachment.name, url: absolute(m.attachment.publicUrl) }] : [];
  const html = m.text ? (looksLikeHtml(m.text) ? sanitizeHtml(m.text) : `<p>${escText(m.text)}</p>`) : '';
  return { senderName: m.senderName, avatarUrl: m.userId === null ? null : (avatars.get(m.userId) ?? null), html, attachments };
}

/** A display name for a From header: quotes and backslashes escaped by quoting. */
const displayName = (name: string) => `"${name.replace(/["\\\r\n]/g, '')}"`;

export function composeFollowUp(b: Batch): OutgoingMail {
  const parts = b.messages.map((m) => part(m, b.avatars, b.absolute));
  const sender = b.settings.senderName || b.projectName;
  const agents = [...new Set(b.messages.map((m) => m.senderName))];
  const messageId = `<${crypto.randomUUID()}@${b.replyDomain}>`;
  const text = [
    ...parts.map((p) => `${p.senderName}:\n${htmlToText(p.html).trim()}${p.attachments.map((a) => `\n[${a.name}] ${a.url}`).join('')}`),
    `Reply to this email to answer, or continue the conversation: ${b.conversationUrl}`,
    `Unsubscribe: ${b.unsubscribeUrl}`,
  ].join('\n\n');
  const previous = b.previous.slice(-20);
  return {
    to: b.to,
    from: `${displayName(`${agents[0] ?? sender} from ${sender}`)} <${b.fromAddress}>`,
    replyTo: b.replyAddress,
    // Bounces (DSNs go to the envelope sender) come back to the receiver, which marks the address.
    envelopeFrom: b.replyAddress,
    subject: `New message from ${sender}`,
    text,
    html: emailHtml({ settings: b.settings, projectName: sender, parts, conversationUrl: b.conversationUrl, unsubscribeUrl: b.unsubscribeUrl }),
    messageId,
    ...(previous.length ? { inReplyTo: previous[previous.length - 1], references: previous } : {}),
    headers: {
      'List-Unsubscribe': `<${b.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}

/** The address part of "Name <address>" (MAIL_FROM), or the whole when it has no angle brackets. */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
