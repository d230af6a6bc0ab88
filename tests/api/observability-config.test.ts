// GET app/env hands the dashboard its error reporting DSN and product-analytics key only when they are configured,
// and the Content-Security-Policy lets the dashboard reach them only then.
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startTestServer } from './support/server';

const servers: FastifyInstance[] = [];
afterAll(async () => Promise.all(servers.map((s) => s.close())));

async function envAndCsp(overrides: Parameters<typeof startTestServer>[0]) {
  const app = await startTestServer(overrides);
  servers.push(app);
  const res = await app.inject({ method: 'GET', url: '/app/env' });
  return { env: res.json(), connectSrc: String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('connect-src')) ?? '' };
}

describe('observability configuration', () => {
  it('unconfigured: nothing for the dashboard to load, nothing in the CSP', async () => {
    const { env, connectSrc } = await envAndCsp({});
    expect(env.errorReporting).toBeNull();
    expect(env.productAnalytics).toBeNull();
    expect(connectSrc).not.toMatch(/sentry|glitchtip|posthog/);
  });

  it('configured: the DSN (traces sampled at 1) and the analytics key and host, and their origins in connect-src', async () => {
    const { env, connectSrc } = await envAndCsp({
      errorReportingDsn: 'https://pub@glitchtip.acme.test/3',
      productAnalytics: { key: 'phc_test', host: 'https://posthog.acme.test' },
    });
    expect(env.errorReporting).toEqual({ dsn: 'https://pub@glitchtip.acme.test/3', sampleRate: 1 });
    expect(env.productAnalytics).toEqual({ key: 'phc_test', host: 'https://posthog.acme.test' });
    expect(connectSrc).toContain('https://glitchtip.acme.test');
    expect(connectSrc).toContain('https://posthog.acme.test');
  });
});
