// The Content-Security-Policy (with helmet's other headers): no inline script anywhere, and no inline style
// either except through a per-request nonce. The dashboard's shell carries that nonce in a meta tag, so emotion
// (MUI's style engine) and tiptap stamp it on the <style> elements they create; server-rendered pages (the shell
// error page, the dev mailbox, the widget demo page) put it on their one <style>.
import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const NONCE = Symbol('cspNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/** This response's style nonce (the same value the CSP header names). */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

function nonceOf(res: ServerResponse): string {
  return ((res as WithNonce)[NONCE] ??= crypto.randomBytes(16).toString('base64'));
}

/** Puts the nonce into an HTML page's `nonce=""` placeholders (the shell's meta tag, a page's <style>). */
export function withNonce(html: string, reply: FastifyReply): string {
  return html.replaceAll('nonce=""', `nonce="${cspNonce(reply)}"`);
}

export interface CspOptions {
  /** Hosts allowed to frame the dashboard (the spec's parent hosts), besides itself. */
  parentHosts: string[];
  /** Behind TLS only: on plain http (localhost) it would rewrite our own asset URLs to https. */
  upgradeInsecure: boolean;
}

async function csp(fastify: FastifyInstance, opts: CspOptions) {
  // helmet's middleware built once: @fastify/helmet builds it again on every request (CSP parsed each time).
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Every answer names a fresh nonce (16 random bytes, ~1 µs); only HTML pages ever use theirs.
        styleSrc: ["'self'", (_req, res) => `'nonce-${nonceOf(res)}'`],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // The /iframe page shows a customer-given address full-screen.
        frameSrc: ['https:', 'http:'],
        frameAncestors: ["'self'", ...opts.parentHosts.map((h) => `https://${h}.*`)],
        upgradeInsecureRequests: opts.upgradeInsecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, (err) => done(err as Error | undefined)));
}

export const cspPlugin = fp(csp, { name: 'parley-csp' });
