// The Content-Security-Policy (with helmet's other headers): no inline script anywhere, and no inline style
// either except through a per-request nonce. The dashboard's shell carries that nonce in a meta tag, so emotion
// (MUI's style engine) and tiptap stamp it on the <style> elements they create; server-rendered pages (the shell
// error page, the dev mailbox, the widget demo page) put it on their one <style>.
import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { getDomain } from 'tldts';

const NONCE = Symbol('cspNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/** This response's style nonce (the same value the CSP header names). */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/** 16 random bytes per answer from a pool of the CSPRNG's output, refilled 256 nonces at a time: one call into
 *  OpenSSL per 256 answers instead of one each (issue 30: ~2% of a visitor message's CPU). Each slice is used once. */
const POOL_BYTES = 16 * 256;
let pool = Buffer.alloc(0);
let at = 0;
function freshNonce(): string {
  if (at + 16 > pool.length) {
    pool = crypto.randomBytes(POOL_BYTES);
    at = 0;
  }
  const nonce = pool.toString('base64', at, at + 16);
  at += 16;
  return nonce;
}

function nonceOf(res: ServerResponse): string {
  return ((res as WithNonce)[NONCE] ??= freshNonce());
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
  /** Where pages may connect besides 'self': Parley's realtime websocket origin (cspOrigins). */
  connectOrigins?: string[];
  /** Where images may come from besides 'self', data: and blob: (cspOrigins). */
  imageOrigins?: string[];
}

/** What the policy needs to know of the configuration. */
export interface CspConfig {
  publicUrl: string;
  realtime: { external?: { host: string; port: number | null; forceTLS: boolean } };
  s3: { publicUrl: string | null } | null;
  gifApiUrl: string | null;
  /** GIF_IMAGE_ORIGINS: where the GIF provider serves its images, when not on its API's site (Tenor's media.tenor.com). */
  gifImageOrigins?: string[];
  /** ERROR_REPORTING_DSN: the dashboard's Sentry/GlitchTip, whose origin receives its error envelopes. */
  errorReportingDsn?: string | null;
  /** POSTHOG_HOST of the dashboard's product analytics, when POSTHOG_KEY is set. */
  productAnalytics?: { host: string } | null;
}

const originOf = (url: string) => new URL(url).origin;

/** A source as the header may carry it: a scheme, a host (its subdomains with "*."), maybe a port; nothing to end
 *  the directive early (a ';' in a configured address would otherwise add directives of its own). */
const SOURCE = /^(?:https?|wss?):\/\/(?:(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
function source(value: string): string {
  if (!SOURCE.test(value)) throw new Error(`Not an origin for the Content-Security-Policy: ${value}`);
  return value;
}

/**
 * The origins Parley's pages talk to, from the configuration. Connections: the realtime websocket, which is
 * PUBLIC_URL's host (one node, or the load balancer in front of a cluster's nodes; 'self' is named too for a page
 * reached by another name) or the Pusher-compatible service in external realtime mode. Images: Parley's uploads
 * (PUBLIC_URL, or the bucket's public address with S3_PUBLIC_URL) and the GIF provider, whose images usually sit on
 * another host of its API's site (api.giphy.com → media.giphy.com), hence that site's subdomains.
 */
export function cspOrigins(config: CspConfig): { connectOrigins: string[]; imageOrigins: string[] } {
  const ext = config.realtime.external;
  const page = new URL(config.publicUrl);
  const socket = ext
    ? `${ext.forceTLS ? 'wss' : 'ws'}://${ext.host}${ext.port && ext.port !== (ext.forceTLS ? 443 : 80) ? `:${ext.port}` : ''}`
    : `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}`;
  const images = [page.origin];
  if (config.s3?.publicUrl) images.push(originOf(config.s3.publicUrl));
  if (config.gifApiUrl) {
    const gif = new URL(config.gifApiUrl);
    images.push(gif.origin);
    const site = getDomain(gif.hostname, { allowPrivateDomains: true });
    if (site && site !== gif.hostname) images.push(`${gif.protocol}//*.${site}`);
  }
  images.push(...(config.gifImageOrigins ?? []).map((o) => o.replace(/\/+$/, '')));
  // Error reporting and product analytics are reached only when configured: no origin of theirs otherwise.
  const connects = [socket];
  if (config.errorReportingDsn) connects.push(originOf(config.errorReportingDsn));
  if (config.productAnalytics) connects.push(originOf(config.productAnalytics.host));
  return { connectOrigins: [...new Set(connects)].map(source), imageOrigins: [...new Set(images)].map(source) };
}

async function csp(fastify: FastifyInstance, opts: CspOptions) {
  // helmet's middleware built once: @fastify/helmet builds it again on every request (CSP parsed each time).
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Every answer names a fresh nonce (16 random bytes); only HTML pages ever use theirs.
        styleSrc: ["'self'", (_req, res) => `'nonce-${nonceOf(res)}'`],
        // Uploads and GIFs only: an image from anywhere else (a tracking pixel in a visitor's message) is refused.
        imgSrc: ["'self'", 'data:', 'blob:', ...(opts.imageOrigins ?? [])],
        // Parley's own API and realtime endpoint, not any websocket a script would like to reach.
        connectSrc: ["'self'", ...(opts.connectOrigins ?? [])],
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
