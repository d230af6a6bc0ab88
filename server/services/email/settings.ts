// Email follow-up's server settings, read once at boot by server/config.ts: where replies come back (REPLY_DOMAIN),
// the SMTP receiver (SMTP_INBOUND_*; port 0 = off) and the inbound webhook's signing key (INBOUND_WEBHOOK_KEY).
import fs from 'node:fs';
import type { SmtpReceiverSettings } from './smtpReceiver';

export interface EmailServerSettings {
  replyDomain: string;
  smtpInbound: SmtpReceiverSettings;
  /** Mailgun-style signing key of the inbound webhook (POST /email/inbound); null = the webhook is off. */
  inboundWebhookKey: string | null;
}

function int(name: string, v: string | undefined, fallback: number): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid ${name}: ${v}`);
  return n;
}

export function emailServerSettings(env: NodeJS.ProcessEnv, publicUrl: string): EmailServerSettings {
  const keyFile = env.SMTP_INBOUND_TLS_KEY;
  const certFile = env.SMTP_INBOUND_TLS_CERT;
  if (!!keyFile !== !!certFile) throw new Error('SMTP_INBOUND_TLS_KEY and SMTP_INBOUND_TLS_CERT go together');
  return {
    replyDomain: (env.REPLY_DOMAIN || `reply.${new URL(publicUrl).hostname}`).toLowerCase(),
    smtpInbound: {
      port: int('SMTP_INBOUND_PORT', env.SMTP_INBOUND_PORT, 0),
      host: env.SMTP_INBOUND_HOST ?? '0.0.0.0',
      maxBytes: int('SMTP_INBOUND_MAX_BYTES', env.SMTP_INBOUND_MAX_BYTES, 15 * 1024 * 1024),
      tls: keyFile && certFile ? { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') } : null,
    },
    inboundWebhookKey: env.INBOUND_WEBHOOK_KEY || null,
  };
}
