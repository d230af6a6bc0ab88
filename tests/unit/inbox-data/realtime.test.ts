// src/providers/realtime.ts over a fake pusher-js: the options it builds, channel events and subscriptions, client
// events only when connected, and the forced reconnect that beats pusher-js's long wait after a server restart.
import { createRealtimeClient, pusherOptions, type PusherConstructor, type RealtimeSettings } from '../../../src/providers/realtime';
import { FakePusher } from './fakePusher';

const settings: RealtimeSettings = {
  key: 'parley-key',
  wsHost: 'chat.example',
  wsPort: 8080,
  wsPath: '/realtime',
  forceTLS: false,
  authEndpoint: '/app/realtime/auth',
  authHeaders: () => ({ Authorization: 'Bearer tok' }),
};

function open(watchdog?: Parameters<typeof createRealtimeClient>[0]['watchdog']) {
  const client = createRealtimeClient({ settings, Pusher: FakePusher as unknown as PusherConstructor, watchdog });
  return { client, pusher: FakePusher.last! };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pusher options', () => {
  it('point pusher-js at our endpoint with the bearer header read at each authorisation', () => {
    const o = pusherOptions(settings);
    expect(o).toMatchObject({
      cluster: 'local',
      wsHost: 'chat.example',
      wsPort: 8080,
      wssPort: 8080,
      wsPath: '/realtime',
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
    });
    const auth = o.channelAuthorization as { endpoint: string; transport: string; headersProvider: () => unknown };
    expect(auth.endpoint).toBe('/app/realtime/auth');
    expect(auth.transport).toBe('ajax');
    expect(auth.headersProvider()).toEqual({ Authorization: 'Bearer tok' });
  });
});

describe('channels', () => {
  it('hands channel events to the handler, not pusher-js internals, and reports each subscription', () => {
    const { client, pusher } = open();
    const onEvent = vi.fn();
    const onSubscribed = vi.fn();
    const onError = vi.fn();
    client.subscribe('private-project-3', { onEvent, onSubscribed, onError });
    const ch = pusher.channels.get('private-project-3')!;
    ch.emit('pusher:subscription_succeeded', {});
    ch.emit('new-message', { seq: 11 });
    ch.emit('pusher:subscription_error', { type: 'AuthError', status: 401 });
    ch.emit('pusher:subscription_succeeded', {});
    expect(onEvent.mock.calls).toEqual([['new-message', { seq: 11 }]]);
    expect(onSubscribed).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith({ type: 'AuthError', status: 401 });
  });

  it('unsubscribing unbinds and leaves the channel', () => {
    const { client, pusher } = open();
    const onEvent = vi.fn();
    const off = client.subscribe('private-project-3', { onEvent });
    const ch = pusher.channels.get('private-project-3')!;
    off();
    ch.emit('new-message', { seq: 1 });
    expect(onEvent).not.toHaveBeenCalled();
    expect(pusher.calls).toContain('unsubscribe private-project-3');
  });

  it('retries a subscription on request, only for channels it was asked to hold', () => {
    const { client, pusher } = open();
    client.subscribe('private-project-3', { onEvent: vi.fn() });
    client.retrySubscribe('private-project-3');
    client.retrySubscribe('private-other');
    expect(pusher.subscribeCalls).toEqual(['private-project-3', 'private-project-3']);
  });

  it('sends client events only over a live connection', () => {
    const { client, pusher } = open();
    client.subscribe('private-project-3-agent-7', { onEvent: vi.fn() });
    expect(client.trigger('private-project-3-agent-7', 'client-app-message', { a: 1 })).toBe(false);
    pusher.setState('connected');
    expect(client.trigger('private-project-3-agent-7', 'client-app-message', { a: 1 })).toBe(true);
    expect(pusher.channels.get('private-project-3-agent-7')!.triggered).toEqual([{ event: 'client-app-message', data: { a: 1 } }]);
    expect(client.trigger('private-unknown', 'client-x', {})).toBe(false);
  });

  it('reports state changes until closed', () => {
    const { client, pusher } = open();
    const states: string[] = [];
    client.onStateChange((s) => states.push(s));
    pusher.setState('connected');
    pusher.setState('unavailable');
    client.close();
    pusher.setState('connected');
    expect(states).toEqual(['connected', 'unavailable']);
  });
});

describe('forced reconnect', () => {
  it('forces a fresh attempt after 2 s without a connection, then backs off gently', () => {
    const { pusher } = open();
    expect(pusher.connection.state).toBe('connecting');
    vi.advanceTimersByTime(1999);
    expect(pusher.forced).toBe(0);
    vi.advanceTimersByTime(1);
    expect(pusher.forced).toBe(1);
    expect(pusher.calls.slice(-2)).toEqual(['disconnect', 'connect']);
    vi.advanceTimersByTime(2999); // second wait: 3 s
    expect(pusher.forced).toBe(1);
    vi.advanceTimersByTime(1);
    expect(pusher.forced).toBe(2);
    vi.advanceTimersByTime(4500); // third: 4.5 s
    expect(pusher.forced).toBe(3);
    vi.advanceTimersByTime(60_000); // capped at 10 s
    expect(pusher.forced).toBeGreaterThanOrEqual(8);
    expect(pusher.forced).toBeLessThanOrEqual(9);
  });

  it('stands down once connected and starts over (2 s again) after the next loss', () => {
    const { pusher } = open();
    vi.advanceTimersByTime(2000);
    vi.advanceTimersByTime(3000);
    expect(pusher.forced).toBe(2);
    pusher.setState('connected');
    vi.advanceTimersByTime(30_000);
    expect(pusher.forced).toBe(2);
    // The server restarts: pusher-js goes 'connecting' and would wait its own long while.
    pusher.setState('connecting');
    vi.advanceTimersByTime(2000);
    expect(pusher.forced).toBe(3);
  });

  it('also fires from unavailable, and never after close', () => {
    const { client, pusher } = open();
    pusher.setState('connected');
    pusher.setState('unavailable');
    vi.advanceTimersByTime(2000);
    expect(pusher.forced).toBe(1);
    client.close();
    const after = pusher.forced;
    pusher.setState('connecting');
    vi.advanceTimersByTime(60_000);
    expect(pusher.forced).toBe(after);
  });

  it('leaves a connection that came up in time alone', () => {
    const { pusher } = open();
    vi.advanceTimersByTime(1500);
    pusher.setState('connected');
    vi.advanceTimersByTime(10_000);
    expect(pusher.forced).toBe(0);
  });

  it('reconnect() drops and reopens at once', () => {
    const { client, pusher } = open();
    pusher.setState('connected');
    client.reconnect();
    expect(pusher.calls.slice(-2)).toEqual(['disconnect', 'connect']);
  });
});
