// Spec §4 user network status (connected, connecting, unavailable, offline, online) and its timers: rebuild and
// reload 5 s after coming back online with a conversation open; retry a failed subscription after 2 s.
import {
  NETWORK_STATUSES,
  NETWORK_STATUS_STORAGE_KEY,
  initialNetworkState,
  networkReducer,
  parseNetworkStatus,
  subscribeTimer,
  type NetworkInput,
  type NetworkState,
  type NetworkStep,
} from '../../../src/domain/inbox/network';

/** Feed inputs one after another and collect every effect. */
function run(state: NetworkState, ...inputs: NetworkInput[]): NetworkStep {
  return inputs.reduce<NetworkStep>(
    (acc, input) => {
      const step = networkReducer(acc.state, input);
      return { state: step.state, effects: [...acc.effects, ...step.effects] };
    },
    { state, effects: [] },
  );
}

const connected = run(initialNetworkState(true), { type: 'pusher', state: 'connecting' }, { type: 'pusher', state: 'connected' }).state;

describe('status from pusher-js states', () => {
  it('starts connecting when the browser is online and offline when it is not', () => {
    expect(initialNetworkState(true).status).toBe('connecting');
    expect(initialNetworkState(false).status).toBe('offline');
  });

  it.each([
    ['initialized', 'connecting'],
    ['connecting', 'connecting'],
    ['connected', 'connected'],
    ['unavailable', 'unavailable'],
    ['failed', 'unavailable'],
    ['disconnected', 'unavailable'],
  ] as const)('pusher %s shows as %s', (pusher, status) => {
    expect(networkReducer(initialNetworkState(true), { type: 'pusher', state: pusher }).state.status).toBe(status);
  });

  it('shows offline while the browser is offline, unless the socket proves otherwise', () => {
    const offline = run(connected, { type: 'browserOffline' });
    expect(offline.state.status).toBe('connected'); // pusher has not noticed yet: the socket still answers
    expect(run(offline.state, { type: 'pusher', state: 'unavailable' }).state.status).toBe('offline');
    expect(run(offline.state, { type: 'pusher', state: 'connecting' }).state.status).toBe('offline');
    expect(run(offline.state, { type: 'pusher', state: 'unavailable' }, { type: 'pusher', state: 'connected' }).state.status).toBe('connected');
  });

  it('goes offline at once when the socket is already down', () => {
    const down = run(connected, { type: 'pusher', state: 'unavailable' }, { type: 'browserOffline' });
    expect(down.state.status).toBe('offline');
  });
});

describe('back online', () => {
  const offline = run(connected, { type: 'pusher', state: 'unavailable' }, { type: 'browserOffline' }).state;

  it('shows online until pusher reports, without timers when no conversation is open', () => {
    const back = run(offline, { type: 'browserOnline' });
    expect(back.state.status).toBe('online');
    expect(back.effects).toEqual([]);
    expect(run(back.state, { type: 'pusher', state: 'connecting' }).state.status).toBe('connecting');
  });

  it('with a conversation open, schedules the rebuild and reload for 5 s later', () => {
    const back = run(offline, { type: 'conversation', id: 42 }, { type: 'browserOnline' });
    expect(back.effects).toEqual([{ type: 'schedule', timer: 'reconnect', afterMs: 5000 }]);
    const fired = run(back.state, { type: 'timer', timer: 'reconnect' });
    expect(fired.effects).toEqual([{ type: 'rebuildConnection' }, { type: 'reloadInbox' }, { type: 'reloadConversation', conversationId: 42 }]);
    expect(fired.state.timers).toEqual([]);
  });

  it('reloads only the inbox when the conversation was closed before the timer fired', () => {
    const back = run(offline, { type: 'conversation', id: 42 }, { type: 'browserOnline' }, { type: 'conversation', id: null });
    expect(run(back.state, { type: 'timer', timer: 'reconnect' }).effects).toEqual([{ type: 'rebuildConnection' }, { type: 'reloadInbox' }]);
  });

  it('cancels the pending rebuild when the network drops again, and ignores the late tick', () => {
    const flaky = run(offline, { type: 'conversation', id: 42 }, { type: 'browserOnline' }, { type: 'browserOffline' });
    expect(flaky.effects).toEqual([
      { type: 'schedule', timer: 'reconnect', afterMs: 5000 },
      { type: 'cancel', timer: 'reconnect' },
    ]);
    expect(flaky.state.status).toBe('offline');
    expect(run(flaky.state, { type: 'timer', timer: 'reconnect' }).effects).toEqual([]);
  });

  it('does nothing on an online event when the browser was not offline', () => {
    const withConversation = run(connected, { type: 'conversation', id: 42 }).state;
    expect(run(withConversation, { type: 'browserOnline' })).toEqual({ state: withConversation, effects: [] });
  });

  it('stays connected when the socket survived the outage', () => {
    const blip = run(connected, { type: 'browserOffline' }, { type: 'browserOnline' });
    expect(blip.state.status).toBe('connected');
  });
});

describe('subscription retry', () => {
  it('retries a failed subscription after 2 s, once per channel however many errors arrive', () => {
    const failed = run(connected, { type: 'subscriptionError', channel: 'private-project-3' }, { type: 'subscriptionError', channel: 'private-project-3' });
    expect(failed.effects).toEqual([{ type: 'schedule', timer: 'subscribe:private-project-3', afterMs: 2000 }]);
    expect(run(failed.state, { type: 'timer', timer: subscribeTimer('private-project-3') }).effects).toEqual([
      { type: 'subscribe', channel: 'private-project-3' },
    ]);
  });

  it('keeps one timer per channel', () => {
    const failed = run(connected, { type: 'subscriptionError', channel: 'a' }, { type: 'subscriptionError', channel: 'private-project-3-agent-7' });
    expect(failed.state.timers).toEqual(['subscribe:a', 'subscribe:private-project-3-agent-7']);
  });

  it('cancels the retry when the subscription succeeds meanwhile, and ignores a success with nothing pending', () => {
    const failed = run(connected, { type: 'subscriptionError', channel: 'a' }).state;
    const ok = run(failed, { type: 'subscribed', channel: 'a' });
    expect(ok.effects).toEqual([{ type: 'cancel', timer: 'subscribe:a' }]);
    expect(run(ok.state, { type: 'timer', timer: 'subscribe:a' }).effects).toEqual([]);
    expect(run(connected, { type: 'subscribed', channel: 'b' }).effects).toEqual([]);
  });
});

describe('stored status', () => {
  it('lists the five statuses and is stored under the network status key', () => {
    expect(NETWORK_STATUSES).toEqual(['connected', 'connecting', 'unavailable', 'offline', 'online']);
    expect(NETWORK_STATUS_STORAGE_KEY).toBe('parley.networkStatus');
  });

  it('reads a known status back and ignores anything else', () => {
    expect(parseNetworkStatus('offline')).toBe('offline');
    expect(parseNetworkStatus('Offline')).toBeNull();
    expect(parseNetworkStatus(null)).toBeNull();
  });
});
