// One rate-limit module (server/lib/rateLimits.ts over rate-limiter-flexible) instead of four hand-rolled limiters
// (issue 23, "Stop hand-rolling"): credential endpoints and booking pages per address and endpoint, the visitor API
// per address and per visitor (tests/api/visitor-limits.test.ts), wrong passwords (tests/api/lockout.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { RateLimits } from '../../server/lib/rateLimits';
import { errorOf, startTestServer } from './support/server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestServer({ authRateLimitPerMinute: 3, visitorRateLimitPerMinute: 4 });
});
afterAll(async () => app.close());

const post = (url: string, payload: object, remoteAddress: string) => app.inject({ method: 'POST', url, payload, remoteAddress });

describe('credential endpoints', () => {
  it('count per address and endpoint, answer 429 in §8 shape with Retry-After', async () => {
    const reset = (ip: string) => post('/app/password/reset/request', { email: 'someone@example.test' }, ip);
    for (let i = 0; i < 3; i++) expect((await reset('127.0.0.21')).statusCode).toBe(200);
    const over = await reset('127.0.0.21');
    expect(over.statusCode).toBe(429);
    expect(errorOf(over)).toBe(MSG.tooManyAttempts);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await reset('127.0.0.22')).statusCode).toBe(200); // another address
    expect((await post('/app/verify/resend', { email: 'someone@example.test' }, '127.0.0.21')).statusCode).toBe(200); // another endpoint
  });
});

describe('booking pages', () => {
  it('count per address', async () => {
    const page = (ip: string) => app.inject({ method: 'GET', url: '/app/meet/no-such-key', remoteAddress: ip });
    for (let i = 0; i < 4; i++) expect((await page('127.0.0.31')).statusCode).not.toBe(429);
    expect((await page('127.0.0.31')).statusCode).toBe(429);
    expect((await page('127.0.0.32')).statusCode).not.toBe(429);
  });
});

describe('the module', () => {
  it('is the only limiter the app registers (no @fastify/rate-limit beside it)', () => {
    expect(app.hasPlugin('@fastify/rate-limit')).toBe(false);
  });

  it('counts, reports and clears a key without counting on a look', async () => {
    const limit = new RateLimits().limit('test', { points: 2, windowSeconds: 60 });
    expect(await limit.blocked('k')).toBe(false);
    await limit.record('k');
    expect(await limit.blocked('k')).toBe(false);
    await limit.record('k');
    expect(await limit.blocked('k')).toBe(true);
    expect((await limit.take('k')).allowed).toBe(false);
    await limit.clear('k');
    expect((await limit.take('k')).allowed).toBe(true);
    expect(await limit.blocked('other')).toBe(false);
  });
});
