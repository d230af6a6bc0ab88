// One mailer: SMTP when SMTP_URL is configured, otherwise the outbox table (listed at /dev/mailbox) so every mail
// flow works on a fresh machine and in tests. Mail with headers of its own (the follow-up emails) is composed by
// nodemailer either way: sent as is, or kept whole (raw) in the outbox.
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer';
import type { OutboxRepository, OutgoingMail } from '../db/repositories/outbox';
import { nowSeconds } from '../lib/clock';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** True when mail stays in the outbox (the dev mailbox is available). */
  readonly usesOutbox: boolean;
}

const options = (from: string, mail: OutgoingMail): Mail.Options => ({
  from: mail.from ?? from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  ...(mail.messageId ? { messageId: mail.messageId } : {}),
  ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
  ...(mail.references?.length ? { references: mail.references } : {}),
  ...(mail.headers ? { headers: mail.headers } : {}),
  ...(mail.envelopeFrom ? { envelope: { from: mail.envelopeFrom, to: mail.to } } : {}),
});

export function createMailer(opts: { smtpUrl: string | null; from: string; outbox: OutboxRepository }): Mailer {
  if (!opts.smtpUrl) {
    return {
      usesOutbox: true,
      async send(mail) {
        const raw = mail.messageId ? (await new MailComposer(options(opts.from, mail)).compile().build()).toString('utf8') : undefined;
        await opts.outbox.add({ ...mail, to: mail.to.toLowerCase(), raw }, nowSeconds());
      },
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    usesOutbox: false,
    async send(mail) {
      await transport.sendMail(options(opts.from, mail));
    },
  };
}
