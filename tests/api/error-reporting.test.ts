// Server error reporting (spec §9): with SENTRY_DSN pointed at a local listener standing in for Sentry/GlitchTip, a
// route that throws is delivered as an envelope by the real @sentry/node, without the caller's Authorization value.
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { login, startTestServer } from './support/server';

const envelopes: Array<{ path: string; body: string }> = [];
let sentry: http.Server;
let app: FastifyInstance;
let base: string;
let token: string;

beforeAll(async () => {
  sentry = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      envelopes.push({ path: req.url ?? '', body: (req.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  const dsn = `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/42`;
  app = await startTestServer({ sentryDsn: dsn });
  const p = await buildProject(app.repos);
  const u = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  token = await login(app, u.email, u.password);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => sentry.close(resolve));
});

async function until<T>(find: () => T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error('nothing arrived in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('server error reporting', () => {
  it('sends a thrown route error to the configured DSN, without the Authorization header value', async () => {
    app.repos.projects.findById = async () => {
      throw new Error('projects table went away (error reporting test)');
    };
    const res = await fetch(`${base}/app/details`, { headers: { authorization: `Bearer ${token}`, cookie: `parley_token=${token}` } });
    expect(res.status).toBe(500);
    const envelope = await until(() => envelopes.find((e) => e.body.includes('projects table went away')));
    expect(new URL(envelope.path, 'http://x').pathname).toBe('/api/42/envelope/');
    expect(envelope.body).toContain('"type":"event"');
    expect(envelope.body).toContain('/app/details');
    // The request's headers go along (so the check below means something), its credentials do not.
    expect(envelope.body).toContain('"user-agent":"node"');
    expect(envelope.body).not.toContain(token);
  });
});
