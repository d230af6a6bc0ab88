// Email follow-up's public routes (issue 28): the unsubscribe link (a page, and the one-click POST of RFC 8058 that
// mail clients send from the List-Unsubscribe-Post header) and the inbound webhook for deployments whose mail
// provider receives the replies (Mailgun's inbound-route form, its HMAC signature checked, stale timestamps refused;
// as multipart/form-data its attachment-N files go to the attachment storage, as the SMTP receiver's do).
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES } from '../../src/domain/files';
import { EMAIL_MSG } from '../../src/domain/email/settings';
import { inboundWebhookSchema, unsubscribeQuerySchema } from '../../src/domain/email/requests';
import { validate } from '../lib/validate';
import { ApiError, forbidden, notFound } from '../lib/apiError';
import { nowSeconds } from '../lib/clock';
import { sameSignature } from '../lib/keys';
import { withNonce } from '../plugins/csp';
import type { Inbound } from '../services/email/inbound';
import type { Unsubscribes } from '../services/email/unsubscribes';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Mailgun's advice: refuse a signature older than a few minutes (replays). */
const WEBHOOK_MAX_AGE_SECONDS = 300;
/** Mailgun's inbound form: some 25 fields, and up to this many attachment-N files. */
const WEBHOOK_MAX_FILES = 10;

/** The webhook's form: urlencoded (the body as parsed), or multipart with its attachment-N files read into memory. */
async function webhookForm(req: FastifyRequest): Promise<{ fields: unknown; files: Array<{ filename: string; content: Buffer }> }> {
  if (!req.isMultipart()) return { fields: req.body, files: [] };
  const fields: Record<string, string> = {};
  const files: Array<{ filename: string; content: Buffer }> = [];
  for await (const part of req.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES, files: WEBHOOK_MAX_FILES, fields: 100, parts: 100 + WEBHOOK_MAX_FILES } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const content = await part.toBuffer();
    if (part.file.truncated) throw new ApiError(413, 'Attachment is too large');
    if (/^attachment-\d+$/.test(part.fieldname)) files.push({ filename: part.filename || 'attachment', content });
  }
  return { fields, files };
}

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><link rel="icon" href="data:,">
<style nonce="">body{font-family:system-ui,sans-serif;max-width:480px;margin:4rem auto;padding:0 1rem;color:#1f2329}button{font:inherit;padding:.6rem 1rem;border-radius:6px;border:0;background:#3f51b5;color:#fff;cursor:pointer}</style>
</head><body>${body}</body></html>`;

export async function emailRoutes(app: FastifyInstance, opts: { unsubscribes: Unsubscribes; inbound: Inbound; webhookKey: string | null }) {
  app.get<{ Querystring: { t?: string } }>('/email/unsubscribe', async (req, reply) => {
    const { t } = await validate(unsubscribeQuerySchema, req.query);
    const target = await opts.unsubscribes.target(t);
    if (!target) throw notFound(EMAIL_MSG.unsubscribeInvalid);
    reply.type('text/html; charset=utf-8');
    return withNonce(
      page('Unsubscribe', `<h1>Unsubscribe</h1><p>Stop emails from ${esc(target.projectName)} to ${esc(target.address)}?</p><form method="post" action="/email/unsubscribe?t=${encodeURIComponent(t)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`),
      reply,
    );
  });

  app.post<{ Querystring: { t?: string } }>('/email/unsubscribe', async (req, reply) => {
    const { t } = await validate(unsubscribeQuerySchema, req.query);
    if (!(await opts.unsubscribes.unsubscribe(t))) throw notFound(EMAIL_MSG.unsubscribeInvalid);
    if ((req.headers['content-type'] ?? '').includes('form') && (req.headers.accept ?? '').includes('text/html')) {
      reply.type('text/html; charset=utf-8');
      return withNonce(page('Unsubscribed', `<h1>Unsubscribed</h1><p>${esc(EMAIL_MSG.unsubscribed)}</p>`), reply);
    }
    return { message: EMAIL_MSG.unsubscribed };
  });

  app.post('/email/inbound', async (req) => {
    if (!opts.webhookKey) throw notFound();
    const { fields, files } = await webhookForm(req);
    const form = await validate(inboundWebhookSchema, fields);
    const expected = crypto.createHmac('sha256', opts.webhookKey).update(form.timestamp + form.token).digest('hex');
    if (!sameSignature(expected, form.signature.toLowerCase())) throw forbidden();
    if (Math.abs(nowSeconds() - Number(form.timestamp)) > WEBHOOK_MAX_AGE_SECONDS) throw forbidden();
    const result = await opts.inbound.receive({
      recipient: form.recipient,
      from: form.sender,
      messageId: form['Message-Id'] || null,
      text: form['body-plain'],
      html: form['body-html'] || null,
      attachments: files,
      headers: new Map([['x-spam-flag', form['X-Spam-Flag']]]),
    });
    // Mailgun retries on 5xx only; a refusal is final (406 tells it not to retry).
    if (!result.stored && result.refused) throw new ApiError(406, 'Refused');
    return { stored: result.stored, duplicate: !result.stored && !!result.duplicate };
  });
}
