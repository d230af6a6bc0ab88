// @vitest-environment jsdom
// First-party storage of the visitor session and the realtime address rules.
import { describe, expect, it } from 'vitest';
import { WidgetStorage } from '../../../widget/src/storage';
import { socketAddress } from '../../../widget/src/realtime';

const session = { visitorId: 'v1', token: 't1', projectId: 1, channel: 'private-visitor-1-v1', name: 'Visitor' };

describe('widget storage', () => {
  it('keeps the session per project key and merges writes', () => {
    const a = new WidgetStorage('key-a', localStorage);
    const b = new WidgetStorage('key-b', localStorage);
    a.write({ session });
    a.write({ conversationId: 12 });
    expect(a.read()).toEqual({ session, conversationId: 12, visit: null });
    expect(b.read()).toEqual({ session: null, conversationId: null, visit: null });
    a.clear();
    expect(a.read().session).toBeNull();
  });

  it('reads garbage or a blocked storage as empty and never throws', () => {
    localStorage.setItem('parley:key-c', '{not json');
    expect(new WidgetStorage('key-c', localStorage).read().session).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    const s = new WidgetStorage('key-d', blocked);
    expect(() => s.write({ session })).not.toThrow();
    expect(s.read().session).toBeNull();
  });
});

describe('realtime address', () => {
  const settings = { key: 'k', wsPath: '/realtime', host: null, port: null, forceTLS: false };
  it("defaults to the script's own host and port", () => {
    expect(socketAddress('http://127.0.0.1:4321', settings)).toEqual({ wsHost: '127.0.0.1', wsPort: 4321, forceTLS: false });
    expect(socketAddress('https://chat.parley.test', settings)).toEqual({ wsHost: 'chat.parley.test', wsPort: 443, forceTLS: true });
  });
  it('uses the configured host and port of a separate realtime service', () => {
    expect(socketAddress('https://chat.parley.test', { ...settings, host: 'ws.parley.test', port: 6001, forceTLS: true })).toEqual({ wsHost: 'ws.parley.test', wsPort: 6001, forceTLS: true });
  });
});
