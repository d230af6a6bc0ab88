// Mail coming back: a visitor's reply to a conversation's address (from the SMTP receiver or a provider's inbound
// webhook) lands in its thread as a visitor message through the visitor service, so routing, notifications,
// analytics and the team-chat mirrors see it as a widget message (a closed conversation reopens as a visitor's
// message reopens it). Quoted history and signatures are cut by email-reply-parser; attachments go through the
// attachment service. Forged addresses, senders other than the visitor and spam-flagged mail are refused, and a
// Message-ID seen before (a sender's retry) is acknowledged without storing anything.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import EmailReplyParser from 'email-reply-parser';
import type { Repositories } from '../../db/repositories/index';
import type { EmailRepository } from '../../db/repositories/email';
import type { ConversationRow, VisitorRow } from '../../db/schema';
import type { VisitorService } from '../inbox/visitors';
import type { AttachmentService } from '../inbox/attachments';
import { htmlToText } from '../../lib/html';
import { nowSeconds } from '../../lib/clock';
import type { ConversationRef, ReplyTokens } from './replyAddress';
import type { EmailLog } from './followUps';

export interface InboundMail {
  /** The envelope's (or the provider's) recipient: a reply address. */
  recipient: string;
  /** The sender's address. */
  from: string;
  messageId: string | null;
  text: string;
  html: string | null;
  attachments: Array<{ filename: string; content: Buffer }>;
  headers: ReadonlyMap<string, unknown>;
}

export type Refusal = 'unknown-recipient' | 'wrong-sender' | 'spam';
export type InboundResult = { stored: true; conversationId: number } | { stored: false; duplicate?: true; bounce?: true; refused?: Refusal };

const header = (h: ReadonlyMap<string, unknown>, name: string) => {
  const v = h.get(name);
  return typeof v === 'string' ? v : v && typeof v === 'object' && 'value' in v ? String((v as { value: unknown }).value) : '';
};

/** Spam filters in front of the receiver (SpamAssassin, rspamd, providers) mark mail with these. */
export const isSpam = (h: ReadonlyMap<string, unknown>) => /^yes/i.test(header(h, 'x-spam-flag')) || /^yes/i.test(header(h, 'x-spam-status'));
/** A delivery status notification (RFC 3464) for one of our emails: multipart/report; report-type=delivery-status
 * (mailparser keeps the parameters apart from the value; a raw header string has them inline). */
export function isBounce(h: ReadonlyMap<string, unknown>): boolean {
  const v = h.get('content-type');
  if (v && typeof v === 'object' && 'params' in v) {
    const { value, params } = v as { value?: unknown; params?: Record<string, unknown> };
    return /^multipart\/report$/i.test(String(value)) && /^delivery-status$/i.test(String(params?.['report-type'] ?? ''));
  }
  return /report-type=("?)delivery-status/i.test(header(h, 'content-type'));
}

export class Inbound {
  constructor(
    private readonly deps: {
      repos: Repositories;
      email: EmailRepository;
      visitors: Pick<VisitorService, 'send'>;
      attachments: Pick<AttachmentService, 'upload'>;
      tokens: ReplyTokens;
      log: EmailLog;
    },
  ) {}

  /** The conversation and visitor of a reply address, or why not (checked at RCPT time and again on delivery). */
  async resolve(recipient: string, from: string | null): Promise<{ conv: ConversationRow; visitor: VisitorRow; ref: ConversationRef } | Refusal> {
    const parsed = this.deps.tokens.parseAddress(recipient);
    if (!parsed) return 'unknown-recipient';
    const conv = await this.deps.repos.conversations.findInProject(parsed.ref.projectId, parsed.ref.conversationId);
    const visitor = conv && (await this.deps.repos.visitors.findById(conv.visitor_id));
    if (!conv || !visitor?.email) return 'unknown-recipient';
    if (from !== null && from.toLowerCase() !== visitor.email.toLowerCase()) return 'wrong-sender';
    return { conv, visitor, ref: parsed.ref };
  }

  async receive(mail: InboundMail): Promise<InboundResult> {
    if (isSpam(mail.headers)) return { stored: false, refused: 'spam' };
    if (isBounce(mail.headers)) {
      const target = await this.resolve(mail.recipient, null);
      if (typeof target !== 'string') await this.deps.email.mark(target.ref.projectId, target.visitor.email!, 'bounced_at', nowSeconds());
      return { stored: false, bounce: true };
    }
    const target = await this.resolve(mail.recipient, mail.from);
    if (typeof target === 'string') return { stored: false, refused: target };
    const { conv, visitor, ref } = target;
    // Without a Message-ID, the content names the mail (a retry sends the same bytes).
    const messageId = mail.messageId?.trim() || `<sha256:${crypto.createHash('sha256').update(mail.from + mail.text + (mail.html ?? '')).digest('hex')}>`;
    const now = nowSeconds();
    if (!(await this.deps.email.claimInbound({ projectId: ref.projectId, messageId, conversationId: conv.id, now }))) return { stored: false, duplicate: true };
    try {
      const text = replyText(mail);
      const clientId = `email:${crypto.createHash('sha256').update(messageId).digest('hex').slice(0, 32)}`;
      if (text) await this.deps.visitors.send(visitor, conv.id, text, clientId);
      for (const a of mail.attachments) {
        const fresh = (await this.deps.repos.conversations.findInProject(ref.projectId, conv.id))!;
        await this.deps.attachments
          .upload(fresh, visitor, { senderType: 'visitor', senderName: visitor.name, userId: null }, { filename: a.filename, file: Readable.from(a.content) })
          .catch((err: unknown) => this.deps.log.warn({ err: String(err), conversationId: conv.id }, 'email attachment refused'));
      }
      await this.deps.email.addToThread({ projectId: ref.projectId, conversationId: conv.id, messageId, now });
      return { stored: true, conversationId: conv.id };
    } catch (err) {
      await this.deps.email.releaseInbound(ref.projectId, messageId);
      throw err;
    }
  }
}

/** The new part of a reply: the text part (or the HTML's text) without quoted history and signature. */
export function replyText(mail: Pick<InboundMail, 'text' | 'html'>): string {
  const body = mail.text || (mail.html ? htmlToText(mail.html) : '');
  return new EmailReplyParser().read(body.replace(/\r\n/g, '\n')).getVisibleText().trim();
}
