// The email suites' test server with its real SMTP receiver listening on a free local port (reply addresses at
// reply.parley.test, mails of 64 KiB at most, no TLS), and a nodemailer client to it: the visitor's mail client, or a
// mail server sending a bounce.
import nodemailer from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../server/config';
import { freePort } from '../../../scripts/lib/freePort';
import { startTestServer } from './server';

export interface SmtpTestServer {
  app: FastifyInstance;
  smtpPort: number;
  /** A new SMTP connection to the receiver for each mail. */
  client: () => nodemailer.Transporter;
}

/** `inboundWebhookKey` signs the Mailgun-style inbound webhook; null leaves it off. */
export async function startSmtpTestServer(inboundWebhookKey: string | null = null): Promise<SmtpTestServer> {
  const smtpPort = await freePort();
  const app = await startTestServer({
    email: { replyDomain: 'reply.parley.test', smtpInbound: { port: smtpPort, host: '127.0.0.1', maxBytes: 64 * 1024, tls: null }, inboundWebhookKey },
    publicUrl: loadConfig({}).publicUrl,
  });
  const client = () => nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  return { app, smtpPort, client };
}
