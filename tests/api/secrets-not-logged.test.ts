// Secrets never reach the log: the server's own logger at trace level (every request line) during a login, an
// integration callback (a POST with code and state, and Dynamics' GET callback with them in the query), a password
// reset link, an invitation (its token in the path), a verification link, a booking page and a visitor session; then
// the raw log is searched for every secret that went through it.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config';
import { buildServer } from '../../server/server';
import { integrationSettings } from '../../server/integrations/settings';
import { buildProject, buildUser } from '../../server/db/builders';
import { startMockServer, type MockServer } from '../../mock-server/index';
import { authorize, callbackCall, connectIntegration, TEST_PUBLIC_URL } from './support/integrations';
import { call, linkFromMailbox } from './support/server';
import { maskUrl } from '../../server/logging';

let app: FastifyInstance;
let realtimeSecret: string;
let mocks: MockServer;
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  mocks = await startMockServer();
  const config = loadConfig({}, {
    databaseUrl: null, dataDir: ':memory:', staticDir: null, seedDemo: false, logLevel: 'trace', publicUrl: TEST_PUBLIC_URL,
    integrations: integrationSettings({}, mocks.url), outboundAllowHosts: [new URL(mocks.url).host], scryptN: 2 ** 14, authRateLimitPerMinute: 1000, visitorRateLimitPerMinute: 100000 });
  realtimeSecret = config.realtime.secret;
  app = await buildServer(config, { logStream: sink });
});
afterAll(async () => {
  await app.close();
  await mocks.close();
});

describe('secrets never logged', () => {
  it('keeps passwords, bearer tokens, cookies, OAuth codes, states, provider tokens and the realtime secret out of the log', async () => {
    const p = await buildProject(app.repos, { plan: 'enterprise' });
    const u = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
    const secrets: string[] = [u.password, realtimeSecret];

    // Login with a cookie alongside; the answer's token then travels as a bearer header.
    const res = await app.inject({ method: 'POST', url: '/app/login', payload: { email: u.email, password: u.password }, headers: { cookie: 'parley_sid=cookie-secret-4711' } });
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    secrets.push(token, 'cookie-secret-4711');
    expect((await call(app, 'GET', '/app/profile', undefined, token)).statusCode).toBeLessThan(500);

    // An integration callback (POST body with code and state), then Dynamics' GET callback (code in the query).
    const start = await call(app, 'POST', '/app/integrations/hubspot/connect', {}, token);
    const back = await authorize(start.json().authorizeUrl as string);
    secrets.push(back.code!, back.state!);
    expect((await callbackCall(app, token, 'hubspot', back)).statusCode).toBe(200);
    secrets.push(await app.integrations.accessToken(p.project.id, 'hubspot'));
    const dyn = await call(app, 'POST', '/app/integrations/msdynamics/connect', { credential: 'acme-demo' }, token);
    const dynBack = await authorize(dyn.json().authorizeUrl as string);
    secrets.push(dynBack.code!);
    await app.inject({ method: 'GET', url: `${dynBack.location.pathname}${dynBack.location.search}` });
    await connectIntegration(app, token, 'ringlead', mocks);
    secrets.push('parley-demo-ringlead-key');

    // A reset link (its token in the query) and a visitor session with its bearer token.
    await call(app, 'POST', '/app/password/reset/request', { email: u.email });
    const link = await linkFromMailbox(app, u.email, '/passwordReset');
    secrets.push(link.searchParams.get('token')!);
    await app.inject({ method: 'GET', url: `/passwordReset${link.search}` });
    const visitor = await call(app, 'POST', '/app/visitor/session', { projectKey: p.project.widget_key, name: 'Vera' });
    expect(visitor.statusCode).toBe(201);
    secrets.push(visitor.json().token as string);
    await call(app, 'GET', '/app/visitor/conversations', undefined, visitor.json().token as string);

    // An invitation: its token travels in the path (GET /app/invitations/<token>); copied from a log it gave an
    // admin session (issue 23, finding 6). Then a verification link and a booking page (its key in the path, the
    // signed conversation in `c`).
    const invited = 'invitee@example.test';
    expect((await call(app, 'POST', '/app/invitations', { email: invited, roleId: p.admin.id }, token)).statusCode).toBe(201);
    const invite = (await linkFromMailbox(app, invited, '/invite')).searchParams.get('token')!;
    secrets.push(invite);
    await app.inject({ method: 'GET', url: `/invite?token=${invite}` });
    expect((await call(app, 'GET', `/app/invitations/${invite}`)).statusCode).toBe(200);
    expect((await call(app, 'POST', '/app/invitations/accept', { token: invite, name: 'Ivy Invitee', password: 'invitee-pass-1' })).statusCode).toBe(200);
    const registered = 'owner@example.test';
    expect((await call(app, 'POST', '/app/register', { name: 'Owen Owner', company: 'Owners', email: registered, password: 'owner-pass-1' })).statusCode).toBe(201);
    const verify = (await linkFromMailbox(app, registered, '/verify')).searchParams.get('token')!;
    secrets.push(verify);
    await app.inject({ method: 'GET', url: `/verify?token=${verify}` });
    expect((await call(app, 'POST', '/app/verify', { token: verify })).statusCode).toBe(200);
    const bookingKey = `${p.project.id}-${u.id}-Qm9va2luZ0tleVNlY3JldA`;
    const signedConversation = '42.c2lnbmVkQ29udmVyc2F0aW9u';
    secrets.push(bookingKey, signedConversation);
    await app.inject({ method: 'GET', url: `/app/meet/${bookingKey}?c=${signedConversation}` });
    await app.inject({ method: 'GET', url: `/meet/${bookingKey}?c=${signedConversation}` });

    // Whatever a handler might log by mistake: the logger's redaction catches it by name.
    app.log.info({ headers: { authorization: `Bearer ${token}`, cookie: 'parley_sid=cookie-secret-4711' }, password: u.password, clientSecret: 'client-secret-0815', refreshToken: 'refresh-0815', body: { code: back.code } }, 'a careless line');
    secrets.push('client-secret-0815', 'refresh-0815');

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10); // request lines were written
    expect(log).toContain('/app/login');
    expect(log).toContain('[Redacted]');
    for (const secret of secrets.filter((s) => s && s.length >= 6)) expect(log, `secret ${secret.slice(0, 4)}… in the log`).not.toContain(secret);
  });

  it('masks credential query values in request lines and leaves other parameters', () => {
    expect(maskUrl('/verify/x?code=abc&state=s1&tab=2')).toBe('/verify/x?code=%5BRedacted%5D&state=%5BRedacted%5D&tab=2');
    expect(maskUrl('/app/inbox?after=3')).toBe('/app/inbox?after=3');
  });

  it('masks credential path segments (invitation tokens, booking keys) and leaves the routes around them', () => {
    expect(maskUrl('/app/invitations/AbC_dEf-123')).toBe('/app/invitations/[Redacted]');
    expect(maskUrl('/app/invitations/accept')).toBe('/app/invitations/accept');
    expect(maskUrl('/app/invitations/12/resend')).toBe('/app/invitations/12/resend');
    expect(maskUrl('/app/meet/1-2-AbCdEf?c=5.sig')).toBe('/app/meet/[Redacted]?c=%5BRedacted%5D');
    expect(maskUrl('/meet/1-2-AbCdEf')).toBe('/meet/[Redacted]');
    expect(maskUrl('/app/meetings')).toBe('/app/meetings');
  });
});
