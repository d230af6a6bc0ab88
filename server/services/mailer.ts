// One mailer: SMTP when SMTP_URL is configured, otherwise the outbox table (listed at /dev/mailbox) so every mail
// flow works on a fresh machine and in tests.
import nodemailer from 'nodemailer';
import type { OutboxRepository, OutgoingMail } from '../db/repositories/outbox';
import { nowSeconds } from '../lib/clock';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** True when mail stays in the outbox (the dev mailbox is available). */
  readonly usesOutbox: boolean;
}

export function createMailer(opts: { smtpUrl: string | null; from: string; outbox: OutboxRepository }): Mailer {
  if (!opts.smtpUrl) {
    return { usesOutbox: true, send: (mail) => opts.outbox.add({ ...mail, to: mail.to.toLowerCase() }, nowSeconds()) };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    usesOutbox: false,
    async send(mail) {
      await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}
