// The embeddable widget and its demo site: GET /widget.js (the built dist/widget/widget.js, loaded by customers'
// sites) and GET /widget-app.js (the rest of the widget, which widget.js loads), GET /demo (a small product page
// embedding it for the demo project), and what cross-origin embedding needs from the rest of the server: CORS on
// the visitor API (bearer tokens, never cookies, so any origin may call it) and cross-origin resource policy on
// /widget.js and /uploads/ (helmet's default is same-origin, which would stop a customer's page from loading the
// script or showing an attachment).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../plugins/errors';
import { withNonce } from '../plugins/csp';

const DEMO_PAGE = fileURLToPath(new URL('../../widget/demo/index.html', import.meta.url));
const VISITOR_API = '/app/visitor/';

interface Asset {
  body: Buffer;
  etag: string;
  mtimeMs: number;
}

/** Reads a file once and again only when it changed on disk (a rebuild while the server runs). */
export function cachedFile(file: string): () => Asset | null {
  let cached: Asset | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs) {
      const body = fs.readFileSync(file);
      cached = { body, etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`, mtimeMs: stat.mtimeMs };
    }
    return cached;
  };
}

export function sendAsset(reply: FastifyReply, asset: Asset, ifNoneMatch: string | undefined, type: string, cache: string) {
  reply.header('ETag', asset.etag).header('Cache-Control', cache).type(type);
  if (ifNoneMatch === asset.etag) return reply.status(304).send();
  return reply.send(asset.body);
}

async function widgetAssets(app: FastifyInstance, opts: { staticDir: string | null }) {
  const widgetFile = opts.staticDir ? cachedFile(path.join(opts.staticDir, 'widget', 'widget.js')) : () => null;
  const appFile = opts.staticDir ? cachedFile(path.join(opts.staticDir, 'widget', 'widget-app.js')) : () => null;
  const demoFile = cachedFile(DEMO_PAGE);

  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith(VISITOR_API)) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Access-Control-Expose-Headers', 'Content-Type');
    } else if (req.url.startsWith('/uploads/')) {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  });
  // Preflight of the visitor API (JSON bodies and the Authorization header always need one).
  app.options(`${VISITOR_API}*`, async (_req, reply) =>
    reply
      .status(204)
      .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      .header('Access-Control-Allow-Headers', 'Authorization, Content-Type')
      .header('Access-Control-Max-Age', '600')
      .send(),
  );

  app.get('/widget.js', async (req, reply) => {
    const asset = widgetFile();
    if (!asset) throw notFound();
    // Any site may load it; the URL is not versioned, so browsers revalidate (ETag) after an hour.
    reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
    return sendAsset(reply, asset, req.headers['if-none-match'], 'application/javascript; charset=utf-8', 'public, max-age=3600');
  });

  // The rest of the widget, which widget.js loads as widget-app.js?v=<hash of the file it was built with>
  // (widget/vite.config.ts): that exact version never changes, so it is cached for a year; another v (a widget.js
  // from a browser's cache, older than this build) gets today's file on widget.js's own terms.
  app.get<{ Querystring: { v?: string } }>('/widget-app.js', async (req, reply) => {
    const asset = appFile();
    if (!asset) throw notFound();
    const current = req.query.v !== undefined && `"${req.query.v}"` === asset.etag;
    reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
    return sendAsset(reply, asset, req.headers['if-none-match'], 'application/javascript; charset=utf-8', current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  });

  app.get('/demo', async (_req, reply) => {
    const asset = demoFile();
    if (!asset) throw notFound();
    // No ETag: a 304 would pair the cached page's old style nonce with this answer's new CSP header.
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(withNonce(asset.body.toString('utf8'), reply));
  });
}

/** Not encapsulated: the CORS and resource-policy hooks apply to the visitor API and uploads routes too. */
export const widgetAssetsRoutes = fp(widgetAssets, { name: 'parley-widget-assets', fastify: '5.x' });
