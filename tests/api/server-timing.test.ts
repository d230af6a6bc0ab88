// Every answer says how long the server took (`Server-Timing: app;dur=…`): browsers' devtools show it, and the
// delivery benchmark splits a visitor's round trip into the server's share and the rest with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appDuration } from '../../server/plugins/serverTiming';
import { startTestServer } from './support/server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

describe('Server-Timing', () => {
  it('is on API answers, errors included, with a duration in milliseconds', async () => {
    for (const [method, url, status] of [['GET', '/app/env', 200], ['GET', '/app/inbox/details', 401], ['POST', '/app/login', 400]] as const) {
      const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode).toBe(status);
      const dur = appDuration(res.headers['server-timing'] as string);
      expect(dur, `${method} ${url}`).not.toBeNull();
      expect(dur!).toBeGreaterThanOrEqual(0);
      expect(dur!).toBeLessThan(10_000);
    }
  });

  it('appDuration reads the app metric among others, and nothing else', () => {
    expect(appDuration('db;dur=1.5, app;dur=12.25')).toBe(12.25);
    expect(appDuration(['cache;desc=hit', 'app;dur=3'])).toBe(3);
    expect(appDuration('db;dur=1.5')).toBeNull();
    expect(appDuration(undefined)).toBeNull();
  });
});
