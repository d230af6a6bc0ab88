// Issue 23, finding 3: under `npm start`, anyone could ask a reset for admin@demo.test and read the link at
// /dev/mailbox.json. The mailbox is a local demo's only: off unless PUBLIC_URL is loopback and NODE_ENV is not
// production, and even then it answers only loopback sockets that no proxy forwarded. A deployment without SMTP_URL
// says so at boot and in app/env (the screens' notice).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config';
import { buildServer } from '../../server/server';
import { buildProject, buildUser } from '../../server/db/builders';
import { MAIL_OFF_NOTICE } from '../../src/domain/mailDelivery';
import { call, startTestServer } from './support/server';

describe('when the mailbox exists', () => {
  it('only for a loopback PUBLIC_URL outside production', () => {
    expect(loadConfig({}).devMailbox).toBe(true); // npm start: http://localhost:3000
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).devMailbox).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://[::1]:3000' }).devMailbox).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://chat.example.com' }).devMailbox).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).devMailbox).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost.example.com' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://chat.example.com', DEV_MAILBOX: 'true' }).devMailbox).toBe(false);
  });
});

describe('a local demo (npm start)', () => {
  let app: FastifyInstance;
  let email: string;
  beforeAll(async () => {
    app = await startTestServer({ devMailbox: loadConfig({}).devMailbox });
    const p = await buildProject(app.repos);
    email = (await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id })).email;
    await call(app, 'POST', '/app/password/reset/request', { email });
  });
  afterAll(async () => app.close());

  const mailbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`, remoteAddress, headers });

  it('gives the reset link to a caller on this machine', async () => {
    const res = await mailbox('127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json().mails[0].text).toContain('/passwordReset?token=');
    expect((await mailbox('::1')).statusCode).toBe(200);
  });

  it('is a 404 for a caller elsewhere, also on the HTML page', async () => {
    for (const address of ['203.0.113.7', '192.168.1.20', '::ffff:10.0.0.3']) {
      const res = await mailbox(address);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('token=');
    }
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.7' });
    expect(page.statusCode).toBe(404);
  });

  it('is a 404 for a request a proxy on this machine forwarded', async () => {
    expect((await mailbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await mailbox('127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(404);
  });

  it('tells the screens mail lands in the mailbox', async () => {
    const env = (await call(app, 'GET', '/app/env')).json();
    expect(env.mailDelivery).toBe('mailbox');
    expect(env.mailbox).toBe(true);
  });
});

describe('a deployment without SMTP_URL', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => { lines.push(chunk.toString()); done(); } });
    const config = loadConfig({ PUBLIC_URL: 'https://chat.example.com' }, { databaseUrl: null, dataDir: ':memory:', staticDir: null, seedDemo: false, logLevel: 'warn', scryptN: 2 ** 14 });
    app = await buildServer(config, { logStream: sink });
  });
  afterAll(async () => app.close());

  it('has no mailbox, even from loopback', async () => {
    expect(app.routeTable.filter((r) => r.url.startsWith('/dev/'))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });

  it('says so loudly at boot and in app/env', async () => {
    expect(lines.join('')).toContain(MAIL_OFF_NOTICE);
    const env = (await call(app, 'GET', '/app/env')).json();
    expect(env.mailDelivery).toBe('off');
    expect(env.mailbox).toBe(false);
  });
});
