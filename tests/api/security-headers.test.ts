// Security headers (helmet, built once in server/plugins/csp.ts) on every kind of response: the dashboard page, the
// API, the widget script, the demo page and stored uploads. widget.js and uploads differ only in being loadable
// cross-origin. The policy allows no inline script or style: HTML pages style themselves through a fresh nonce.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildProject } from '../../server/db/builders';
import { startTestServer } from './support/server';
import { newVisitor, startConversation } from './support/visitor';
import { multipart, PNG_1x1 } from './support/multipart';

/** The policy of a server at this PUBLIC_URL: images from Parley itself only, connections to its own realtime origin. */
const cspAt = (publicUrl: string, images = '', socket = publicUrl.replace(/^http/, 'ws')) =>
  `default-src 'self';style-src 'self' 'nonce-*';img-src 'self' data: blob: ${publicUrl}${images};connect-src 'self' ${socket};` +
  "frame-src https: http:;frame-ancestors 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
  "object-src 'none';script-src 'self';script-src-attr 'none'";
const CSP_HTTP = cspAt('http://localhost:3000');

/** Every header helmet sets, as the server's configuration asks for it (no Cross-Origin-Embedder-Policy). */
const expected = (csp: string, resourcePolicy = 'same-origin') => ({
  'content-security-policy': directives(csp),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': resourcePolicy,
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** The policy's directives by name (their order carries no meaning), the per-answer nonce written as 'nonce-*'. */
const directives = (csp: string) =>
  Object.fromEntries(csp.split(';').map((d) => [d.trim().split(' ')[0], d.trim().replace(/'nonce-[^']+'/, "'nonce-*'")]));

const NONCE_IN_HEADER = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/;
const nonceOf = (res: LightMyRequestResponse) => NONCE_IN_HEADER.exec(String(res.headers['content-security-policy']))?.[1];

const securityHeaders = (res: LightMyRequestResponse) => {
  const names = Object.keys(expected(''));
  const found = Object.fromEntries(names.filter((n) => res.headers[n] !== undefined).map((n) => [n, res.headers[n]]));
  return { ...found, 'content-security-policy': directives(String(found['content-security-policy'])) };
};

let staticDir: string;
let app: FastifyInstance;
let uploadUrl: string;

beforeAll(async () => {
  // A stand-in build: the dashboard's index.html and the widget bundle, as `npm run build` leaves them.
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-headers-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><meta property="csp-nonce" nonce="" /><title>Parley</title>');
  fs.mkdirSync(path.join(staticDir, 'widget'));
  fs.writeFileSync(path.join(staticDir, 'widget', 'widget.js'), 'console.log("widget")');
  app = await startTestServer({ staticDir });
  const { project } = await buildProject(app.repos, { name: 'Headers' });
  const v = await newVisitor(app, project.widget_key, { name: 'Hedda' });
  const cid = await startConversation(app, v, 'a screenshot follows');
  const m = multipart('shot.png', PNG_1x1, 'image/png');
  const up = await app.inject({ method: 'POST', url: `/app/visitor/conversations/${cid}/attachments`, payload: m.payload, headers: { ...m.headers, authorization: `Bearer ${v.token}` } });
  expect(up.statusCode).toBe(201);
  uploadUrl = up.json().attachment.publicUrl;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each([
    ['the dashboard page', '/login', 'same-origin'],
    ['the API', '/app/env', 'same-origin'],
    ['the demo page', '/demo', 'same-origin'],
    ['the widget script', '/widget.js', 'cross-origin'],
  ])('are set on %s (%s)', async (_what, url, resourcePolicy) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(securityHeaders(res)).toEqual(expected(CSP_HTTP, resourcePolicy));
  });

  it('give every page a fresh style nonce, written into the shell and the demo page, and allow nothing inline', async () => {
    const [a, b] = [await app.inject({ method: 'GET', url: '/inbox' }), await app.inject({ method: 'GET', url: '/inbox' })];
    const [nonceA, nonceB] = [nonceOf(a), nonceOf(b)];
    expect(nonceA).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceB).not.toBe(nonceA);
    expect(a.body).toContain(`<meta property="csp-nonce" nonce="${nonceA}" />`);
    expect(String(a.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(a.headers['cache-control']).toBe('no-cache');

    const demo = await app.inject({ method: 'GET', url: '/demo' });
    expect(demo.body).toContain(`<style nonce="${nonceOf(demo)}">`);
    expect(demo.body).not.toMatch(/<style>/);
    // A cached copy would pair an old nonce with a new header.
    expect(demo.headers['cache-control']).toBe('no-store');
    expect(demo.headers.etag).toBeUndefined();
  });

  it('never repeat a nonce, across refills of the random pool they are drawn from', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) seen.add(nonceOf(await app.inject({ method: 'GET', url: '/health' }))!);
    expect(seen.size).toBe(600);
    for (const n of seen) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('never serve the shell file raw, without its nonce', async () => {
    const raw = await app.inject({ method: 'GET', url: '/index.html' });
    expect(raw.body).not.toContain('nonce=""');
  });

  it('are set on stored uploads, loadable cross-origin, with their own sandboxing policy', async () => {
    expect(uploadUrl).toMatch(/^\/uploads\//);
    const res = await app.inject({ method: 'GET', url: uploadUrl });
    expect(res.statusCode).toBe(200);
    // The uploads route replaces the page policy: a stored file never runs anything (server/routes/attachments.ts).
    expect(securityHeaders(res)).toEqual(expected("default-src 'none'; sandbox", 'cross-origin'));
  });

  it('are set on API errors and on the visitor API', async () => {
    const missing = await app.inject({ method: 'GET', url: '/app/no-such-endpoint' });
    expect(missing.statusCode).toBe(404);
    expect(securityHeaders(missing)).toEqual(expected(CSP_HTTP));
    const unauthorised = await app.inject({ method: 'GET', url: '/app/visitor/conversations' });
    expect(unauthorised.statusCode).toBe(401);
    expect(securityHeaders(unauthorised)).toEqual(expected(CSP_HTTP));
  });

  it('behind TLS, also upgrade insecure requests, and let the configured parent sites frame the dashboard', async () => {
    const tls = await startTestServer({ publicUrl: 'https://chat.example.com', parentHosts: ['acme'] });
    try {
      const res = await tls.inject({ method: 'GET', url: '/app/env' });
      const csp = cspAt('https://chat.example.com').replace("frame-ancestors 'self'", "frame-ancestors 'self' https://acme.*") + ';upgrade-insecure-requests';
      expect(securityHeaders(res)).toEqual(expected(csp));
    } finally {
      await tls.close();
    }
  });

  it('name the image origins Parley serves from (a public bucket, the GIF provider\'s site) and no other; no websocket but its own', async () => {
    const lb = await startTestServer({
      publicUrl: 'https://chat.example.com',
      gifApiUrl: 'https://api.giphy.com/v1/gifs',
      gifImageOrigins: ['https://media.tenor.com/'],
      s3: { endpoint: 'https://s3.eu-west-1.amazonaws.com', bucket: 'parley-files', region: 'eu-west-1', accessKeyId: 'AKIA', secretAccessKey: 'secret', publicUrl: 'https://files.example-cdn.com/parley' },
    });
    try {
      const csp = String((await lb.inject({ method: 'GET', url: '/app/env' })).headers['content-security-policy']);
      const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `));
      expect(directive('img-src')).toBe("img-src 'self' data: blob: https://chat.example.com https://files.example-cdn.com https://api.giphy.com https://*.giphy.com https://media.tenor.com");
      expect(directive('connect-src')).toBe("connect-src 'self' wss://chat.example.com");
    } finally {
      await lb.close();
    }
  });
});
