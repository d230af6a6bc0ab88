// The dev mailbox: while no SMTP server is configured, mail stays in the outbox table and is listed here, so the
// verification, reset and invitation links can be followed on a fresh machine. It hands out every reset link, so it
// exists only for a local demo (config.devMailbox: loopback PUBLIC_URL, not production) and answers only a socket on
// this machine's loopback that no proxy forwarded (issue 23, finding 3): anyone else gets the 404 of a missing route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../lib/loopback';
import { notFound } from '../plugins/errors';
import type { OutboxRepository } from '../db/repositories/outbox';
import { withNonce } from '../plugins/csp';
import { devReplySchema } from '../../src/domain/email/requests';
import { validate } from '../lib/validate';
import { replyThroughReceiver } from '../services/email/devReply';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** The socket's own address, not req.ip: with TRUST_PROXY that would come from a header anyone can write. */
const local = (req: FastifyRequest) => isLoopbackAddress(req.socket.remoteAddress) && !req.headers['x-forwarded-for'] && !req.headers.forwarded;

/** `smtpInboundPort`: the SMTP receiver's port; with it, a follow-up email has a Reply form that answers through it. */
export async function devRoutes(app: FastifyInstance, opts: { outbox: OutboxRepository; smtpInboundPort?: number | null }) {
  app.addHook('onRequest', async (req) => {
    if (!local(req)) throw notFound();
  });

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox.json', async (req) => {
    const mails = await opts.outbox.latest(100, req.query.to);
    return { mails: mails.map((m) => ({ id: m.id, to: m.to_address, subject: m.subject, text: m.text, createdAt: m.created_at, replyTo: m.reply_to ?? null, raw: m.raw ?? null })) };
  });

  // The visitor's side of the demo loop: the answer goes out by SMTP to the receiver, as a mail client would send it.
  app.post<{ Params: { id: string } }>('/dev/mailbox/:id/reply', async (req, reply) => {
    const { text } = await validate(devReplySchema, req.body);
    const mail = /^\d{1,12}$/.test(req.params.id) ? await opts.outbox.find(Number(req.params.id)) : undefined;
    if (!mail?.reply_to || !opts.smtpInboundPort) throw notFound();
    await replyThroughReceiver(opts.smtpInboundPort, mail, text);
    return reply.redirect('/dev/mailbox', 303);
  });

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox', async (req, reply) => {
    const mails = await opts.outbox.latest(100, req.query.to);
    const rows = mails
      .map(
        (m) => `<article><h2>${esc(m.subject)}</h2><p class="meta">To ${esc(m.to_address)} · ${new Date(
          m.created_at * 1000,
        ).toISOString()}</p><pre>${linkify(m.text)}</pre>${m.reply_to && opts.smtpInboundPort ? replyForm(m.id) : ''}</article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return withNonce(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Parley mailbox</title><link rel="icon" href="data:,">
<style nonce="">body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}.meta{color:#666}textarea{width:100%;min-height:4rem;font:inherit;box-sizing:border-box}button{margin-top:.5rem;font:inherit;padding:.4rem 1rem}</style>
</head><body><h1>Parley mailbox</h1><p>Mail kept while no SMTP server is configured (newest first).</p>${rows || '<p>No mail yet.</p>'}</body></html>`, reply);
  });
}

const replyForm = (id: number) =>
  `<form method="post" action="/dev/mailbox/${id}/reply"><label>Your reply<br><textarea name="text" aria-label="Reply text"></textarea></label><br><button type="submit">Reply</button></form>`;
