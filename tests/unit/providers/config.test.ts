// Spec §7 "Bootstrap": GET app/env merged over defaults; a failure is logged and the defaults are used.
import { DEFAULT_CONFIG, getConfig, loadConfig, mergeConfig, setConfig } from '../../../src/providers/config';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  setConfig(DEFAULT_CONFIG);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mergeConfig', () => {
  it('takes the server values over the defaults, key by key and inside realtime', () => {
    const merged = mergeConfig({
      helpCentreUrl: 'https://help.example.test',
      csHosts: ['success'],
      realtime: { key: 'app-key', port: 3000 },
      unknownKey: 'ignored',
    });
    expect(merged.helpCentreUrl).toBe('https://help.example.test');
    expect(merged.csHosts).toEqual(['success']);
    expect(merged.realtime).toEqual({ ...DEFAULT_CONFIG.realtime, key: 'app-key', port: 3000 });
    expect(merged.productName).toBe('Parley');
    expect(merged).not.toHaveProperty('unknownKey');
  });

  it('keeps the default where the server sends a value of the wrong kind', () => {
    const merged = mergeConfig({ csHosts: 'success', mailbox: 'yes', realtime: { port: '3000' }, errorReporting: 5 });
    expect(merged.csHosts).toEqual([]);
    expect(merged.mailbox).toBe(false);
    expect(merged.realtime.port).toBe(0);
    expect(merged.errorReporting).toBeNull();
  });
});

describe('loadConfig', () => {
  it('loads GET /app/env and makes it current', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ externalInboxUrl: 'https://inbox.example.test' }), { status: 200 }),
    );
    const config = await loadConfig();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/app/env');
    expect(config.externalInboxUrl).toBe('https://inbox.example.test');
    expect(getConfig()).toBe(config);
  });

  it('logs a failure and uses the defaults', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    expect(await loadConfig()).toEqual(DEFAULT_CONFIG);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await loadConfig()).toEqual(DEFAULT_CONFIG);
    expect(log).toHaveBeenCalledTimes(2);
  });
});
