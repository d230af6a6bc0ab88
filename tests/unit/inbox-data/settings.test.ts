// The list query string and the realtime endpoint settings.
import { listQueryParams } from '../../../src/custom/inbox/data/listQuery';
import { realtimeSettings } from '../../../src/custom/inbox/data/realtimeSettings';
import { DEFAULT_CONFIG } from '../../../src/providers/config';
import { buildDetails } from './builders';

describe('listQueryParams', () => {
  it('sends the tab as participant with the filter’s flags', () => {
    expect(listQueryParams({ tab: 1, filter: 'starred', sort: 'oldest', narrowing: {} })).toEqual({
      participant: 'bot',
      limit: 30,
      archive: false,
      star: true,
      sort: 'oldest',
      status: undefined,
      visitorOnline: undefined,
      readStatus: undefined,
      visitorActivity: undefined,
      tags: undefined,
      fromTime: undefined,
      toTime: undefined,
    });
  });

  it('adds botConv for my conversations, the cursor, tags and the date range', () => {
    const p = listQueryParams({ tab: 0, filter: 'my', sort: 'newest', narrowing: { tags: [3, 1, 3], fromTime: 100, toTime: 200, visitorActivity: 'active' } }, '170_4');
    expect(p).toMatchObject({ participant: 'me', botConv: false, before: '170_4', tags: '3,1', fromTime: 100, toTime: 200, visitorActivity: 'active' });
  });
});

describe('realtimeSettings', () => {
  const page = { hostname: 'app.parley.test', port: '5173', protocol: 'http:' };
  const channels = buildDetails().pusherChannels;

  it('defaults to the page’s own host and port and the first channel’s auth path', () => {
    const s = realtimeSettings({ ...DEFAULT_CONFIG, realtime: { ...DEFAULT_CONFIG.realtime, key: 'k' } }, channels, page, () => 'tok');
    expect(s).toMatchObject({ key: 'k', wsHost: 'app.parley.test', wsPort: 5173, wsPath: '/realtime', forceTLS: false, authEndpoint: '/app/realtime/auth' });
    expect(s.authHeaders()).toEqual({ Authorization: 'Bearer tok' });
  });

  it('uses the configured endpoint, TLS on https pages, and the API base for the auth path', () => {
    const config = { apiBase: 'https://api.parley.test', realtime: { key: 'k', host: 'ws.parley.test', port: 443, forceTLS: false, wsPath: '/rt', authEndpoint: '/x' } };
    const s = realtimeSettings(config, channels, { hostname: 'app', port: '', protocol: 'https:' }, () => null);
    expect(s).toMatchObject({ wsHost: 'ws.parley.test', wsPort: 443, wsPath: '/rt', forceTLS: true, authEndpoint: 'https://api.parley.test/app/realtime/auth' });
    expect(s.authHeaders()).toEqual({});
  });

  it('leaves the port to pusher-js when the page uses the default one', () => {
    expect(realtimeSettings(DEFAULT_CONFIG, [], { hostname: 'h', port: '', protocol: 'http:' }, () => null).wsPort).toBeUndefined();
  });
});
