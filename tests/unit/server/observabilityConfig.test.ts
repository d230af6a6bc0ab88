// SENTRY_DSN and POSTHOG_KEY / POSTHOG_HOST are read by loadConfig; unset, they are null (nothing starts).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

const base = { DATA_DIR: ':memory:' };

describe('observability configuration', () => {
  it('is off by default', () => {
    const config = loadConfig(base);
    expect(config.sentryDsn).toBeNull();
    expect(config.productAnalytics).toBeNull();
  });

  it('reads the server DSN and the analytics key with its host (PostHog Cloud US by default)', () => {
    expect(loadConfig({ ...base, SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2' }).sentryDsn).toBe('https://k@o1.ingest.sentry.io/2');
    expect(loadConfig({ ...base, POSTHOG_KEY: 'phc_1' }).productAnalytics).toEqual({ key: 'phc_1', host: 'https://us.i.posthog.com' });
    expect(loadConfig({ ...base, POSTHOG_KEY: 'phc_1', POSTHOG_HOST: 'https://ph.acme.test/' }).productAnalytics).toEqual({ key: 'phc_1', host: 'https://ph.acme.test' });
  });
});
