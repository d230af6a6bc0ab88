// Error reporting and product analytics in the dashboard: without configuration neither SDK module is imported;
// with it, Sentry starts with the DSN and traces sampled at 1, PostHog with the key and host, and GET app/details
// sets the tracking identity of spec §7. The SDK modules are replaced at the import seam (vi.mock), not inside.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDetails, EnvConfig } from '../../../src/domain/api';
import { DEFAULT_CONFIG } from '../../../src/providers/config';

const sdk = vi.hoisted(() => ({
  sentryImported: vi.fn(),
  posthogImported: vi.fn(),
  sentryInit: vi.fn(),
  tracing: vi.fn(() => ({ name: 'BrowserTracing' })),
  posthog: { init: vi.fn(), identify: vi.fn(), reset: vi.fn() },
}));

vi.mock('@sentry/react', () => {
  sdk.sentryImported();
  return { init: sdk.sentryInit, browserTracingIntegration: sdk.tracing };
});
vi.mock('posthog-js/no-external', () => {
  sdk.posthogImported();
  return { default: sdk.posthog };
});

const details: AppDetails = {
  project: { id: 7, name: 'Acme', ziTenantId: 'tenant-7' },
  user: { email: 'ann@acme.test', userId: 42, ziUserId: 'zi-42', isCSUser: false, name: 'Ann' },
  subscription: { plan: 'growth', features: [], userLimit: 10 },
  isDoziCustomer: false,
  migrationInProgress: false,
  isInsideMSTeams: false,
};

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
});
afterEach(() => vi.restoreAllMocks());

async function boot(config: EnvConfig) {
  const { loadConfigAndObserve } = await import('../../../src/providers/observability');
  await loadConfigAndObserve(async () => config);
  // Let the dynamic imports and their .then settle.
  await new Promise((r) => setTimeout(r, 0));
  return import('../../../src/providers/productAnalytics');
}

describe('observability in the dashboard', () => {
  it('unconfigured: imports neither SDK, and identify does nothing', async () => {
    const analytics = await boot(DEFAULT_CONFIG);
    await analytics.identifyUser(details);
    expect(sdk.sentryImported).not.toHaveBeenCalled();
    expect(sdk.posthogImported).not.toHaveBeenCalled();
    expect(sdk.posthog.identify).not.toHaveBeenCalled();
  });

  it('with a DSN: Sentry starts with it and traces sampled at 1; analytics stays unloaded', async () => {
    await boot({ ...DEFAULT_CONFIG, errorReporting: { dsn: 'https://pub@glitchtip.acme.test/3', sampleRate: 1 } });
    // The SDK import is fire-and-forget at boot: under a loaded CI host it may take longer than a macrotask.
    await vi.waitFor(() => expect(sdk.sentryInit).toHaveBeenCalledTimes(1));
    expect(sdk.sentryInit.mock.calls[0]![0]).toMatchObject({ dsn: 'https://pub@glitchtip.acme.test/3', tracesSampleRate: 1 });
    expect(sdk.posthogImported).not.toHaveBeenCalled();
  });

  it('with a key: PostHog starts on its host, and the app details set the identity (no Sentry)', async () => {
    const analytics = await boot({ ...DEFAULT_CONFIG, productAnalytics: { key: 'phc_test', host: 'https://posthog.acme.test' } });
    await vi.waitFor(() => expect(sdk.posthog.init).toHaveBeenCalledWith('phc_test', expect.objectContaining({ api_host: 'https://posthog.acme.test' })));
    await analytics.identifyUser(details);
    expect(sdk.posthog.identify).toHaveBeenCalledWith('42', { email: 'ann@acme.test', ziUserId: 'zi-42', tenantId: 'tenant-7', projectId: 7 });
    await analytics.resetIdentity();
    expect(sdk.posthog.reset).toHaveBeenCalledTimes(1);
    expect(sdk.sentryImported).not.toHaveBeenCalled();
  });

  it('GET app/details sets the tracking identity', async () => {
    vi.doMock('../../../src/providers/httpClient', () => ({ httpClient: vi.fn(async () => ({ json: details })) }));
    await boot({ ...DEFAULT_CONFIG, productAnalytics: { key: 'phc_test', host: 'https://posthog.acme.test' } });
    const { fetchAppDetails } = await import('../../../src/providers/details');
    expect(await fetchAppDetails()).toEqual(details);
    await vi.waitFor(() => expect(sdk.posthog.identify).toHaveBeenCalledWith('42', expect.objectContaining({ tenantId: 'tenant-7' })));
    vi.doUnmock('../../../src/providers/httpClient');
  });

  it('reports URLs without their queries (tokens of sign-in links)', async () => {
    const { withoutQuery } = await import('../../../src/providers/errorReporting');
    expect(withoutQuery('https://chat.acme.test/verify?token=abc#x')).toBe('https://chat.acme.test/verify');
  });
});
