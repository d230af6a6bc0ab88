// The SMTP receiver (smtp-server + mailparser, from the nodemailer project): the reply domain's MX points here.
// Recipients are checked at RCPT time (a forged or unknown reply address, or a sender other than the conversation's
// visitor, is refused before any data), the SIZE limit is announced and enforced, and each accepted mail goes to
// Inbound. No AUTH (it is a receiving MX); STARTTLS only with a configured certificate.
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { Inbound } from './inbound';
import type { EmailLog } from './followUps';

export interface SmtpReceiverSettings {
  /** SMTP_INBOUND_PORT: 0 = off. */
  port: number;
  host: string;
  /** SMTP_INBOUND_MAX_BYTES */
  maxBytes: number;
  /** SMTP_INBOUND_TLS_KEY / _CERT (PEM): STARTTLS when both are set. */
  tls: { key: string; cert: string } | null;
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

export interface RunningReceiver {
  port: number;
  close(): Promise<void>;
}

export async function startSmtpReceiver(settings: SmtpReceiverSettings, inbound: Inbound, log: EmailLog & { error(obj: object, msg: string): void }): Promise<RunningReceiver> {
  const options: SMTPServerOptions = {
    name: 'parley',
    banner: 'Parley',
    size: settings.maxBytes,
    authOptional: true,
    disabledCommands: settings.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(settings.tls ? { key: settings.tls.key, cert: settings.tls.cert } : {}),
    logger: false,
    onRcptTo(address, session, callback) {
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      // The null sender (MAIL FROM:<>) is a mail server's bounce (RFC 5321 4.5.5): only the address is checked here;
      // on delivery anything but a delivery status report from it is refused as another sender.
      inbound
        .resolve(address.address, from || null)
        .then((r) => callback(typeof r === 'string' ? smtpError(r === 'wrong-sender' ? 'Sender not allowed for this address' : 'No such recipient', 550) : null))
        .catch((err: unknown) => {
          log.error({ err: String(err) }, 'smtp recipient check failed');
          callback(smtpError('Try again later', 451));
        });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', (err) => callback(err));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpError('Message too large', 552));
        void deliver(Buffer.concat(chunks), session.envelope.rcptTo.map((r) => r.address), session.envelope.mailFrom ? session.envelope.mailFrom.address : '')
          .then((err) => callback(err))
          .catch((err: unknown) => {
            log.error({ err: String(err) }, 'smtp delivery failed');
            callback(smtpError('Try again later', 451));
          });
      });
    },
  };

  async function deliver(raw: Buffer, recipients: string[], envelopeFrom: string): Promise<Error | null> {
    // mailparser (~6 MiB of heap) is imported with the first message, not at boot: most servers never get one.
    const { simpleParser } = await import('mailparser');
    const parsed = await simpleParser(raw);
    const from = parsed.from?.value[0]?.address ?? envelopeFrom;
    for (const recipient of recipients) {
      const result = await inbound.receive({
        recipient,
        from,
        messageId: parsed.messageId ?? null,
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : null,
        attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? 'attachment', content: a.content })),
        headers: parsed.headers,
      });
      if (!result.stored && result.refused === 'spam') return smtpError('Message refused as spam', 554);
      if (!result.stored && result.refused) return smtpError('No such recipient', 550);
    }
    return null;
  }

  const server = new SMTPServer(options);
  server.on('error', (err) => log.warn({ err: String(err) }, 'smtp receiver error'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : settings.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
