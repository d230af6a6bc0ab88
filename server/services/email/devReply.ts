// The dev mailbox's Reply (local demo only): answers a follow-up email as the visitor's mail client would, by SMTP to
// Parley's own receiver, threaded (In-Reply-To/References) and with the original quoted below, so the receiver's
// quote stripping is part of the demo.
import nodemailer from 'nodemailer';
import type { OutboxRow } from '../../db/schema';

export async function replyThroughReceiver(port: number, mail: Pick<OutboxRow, 'to_address' | 'subject' | 'text' | 'raw' | 'reply_to' | 'created_at'>, text: string): Promise<void> {
  const { simpleParser } = await import('mailparser'); // on the first Reply, not at boot (bench/memory.ts)
  const original = mail.raw ? await simpleParser(mail.raw) : null;
  const messageId = original?.messageId;
  const refs = [...[original?.references ?? []].flat(), ...(messageId ? [messageId] : [])];
  const quoted = mail.text.split('\n').map((l) => `> ${l}`).join('\n');
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from: mail.to_address,
    to: mail.reply_to!,
    subject: `Re: ${mail.subject}`,
    text: `${text}\n\nOn ${new Date(mail.created_at * 1000).toUTCString()}, ${original?.from?.text ?? 'Parley'} wrote:\n${quoted}\n`,
    ...(messageId ? { inReplyTo: messageId, references: refs } : {}),
  });
  transport.close();
}
