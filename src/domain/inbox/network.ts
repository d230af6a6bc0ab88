// The agent's network status of spec §4 (connected, connecting, unavailable, offline, online) as a pure reducer
// over pusher-js connection states and the browser's online/offline events. Timers are returned as effects to
// schedule and cancel, so the realtime provider owns the clock and tests need none.
import { RECONNECT_AFTER_ONLINE_MS, STORAGE_KEYS, SUBSCRIPTION_RETRY_MS } from '../constants';

export type NetworkStatus = 'connected' | 'connecting' | 'unavailable' | 'offline' | 'online';
export const NETWORK_STATUSES: readonly NetworkStatus[] = ['connected', 'connecting', 'unavailable', 'offline', 'online'];

/** pusher-js 8 connection states (connection.bind('state_change', ({ current }) => ...)). */
export type PusherState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export type TimerId = 'reconnect' | `subscribe:${string}`;

export interface NetworkState {
  status: NetworkStatus;
  browserOnline: boolean;
  pusher: PusherState;
  /** The conversation open in the detail pane, reloaded after coming back online. */
  conversationId: number | null;
  /** Timers scheduled and not yet fired or cancelled: a late tick of any other is ignored. */
  timers: TimerId[];
}

export type NetworkInput =
  | { type: 'pusher'; state: PusherState }
  | { type: 'browserOffline' }
  | { type: 'browserOnline' }
  | { type: 'conversation'; id: number | null }
  | { type: 'subscriptionError'; channel: string }
  | { type: 'subscribed'; channel: string }
  | { type: 'timer'; timer: TimerId };

export type NetworkEffect =
  | { type: 'schedule'; timer: TimerId; afterMs: number }
  | { type: 'cancel'; timer: TimerId }
  | { type: 'rebuildConnection' }
  | { type: 'reloadInbox' }
  | { type: 'reloadConversation'; conversationId: number }
  | { type: 'subscribe'; channel: string };

export interface NetworkStep {
  state: NetworkState;
  effects: NetworkEffect[];
}

export const subscribeTimer = (channel: string): TimerId => `subscribe:${channel}`;

export const initialNetworkState = (browserOnline: boolean): NetworkState => ({
  status: browserOnline ? 'connecting' : 'offline',
  browserOnline,
  pusher: 'initialized',
  conversationId: null,
  timers: [],
});

/** What the agent sees: a working socket is connected whatever the browser says; otherwise offline wins. */
function statusFor(pusher: PusherState, browserOnline: boolean): NetworkStatus {
  if (pusher === 'connected') return 'connected';
  if (!browserOnline) return 'offline';
  if (pusher === 'initialized' || pusher === 'connecting') return 'connecting';
  return 'unavailable';
}

const schedule = (state: NetworkState, timer: TimerId, afterMs: number): NetworkStep =>
  state.timers.includes(timer)
    ? { state, effects: [] }
    : { state: { ...state, timers: [...state.timers, timer] }, effects: [{ type: 'schedule', timer, afterMs }] };

const cancel = (state: NetworkState, timer: TimerId): NetworkStep =>
  state.timers.includes(timer)
    ? { state: { ...state, timers: state.timers.filter((t) => t !== timer) }, effects: [{ type: 'cancel', timer }] }
    : { state, effects: [] };

export function networkReducer(state: NetworkState, input: NetworkInput): NetworkStep {
  switch (input.type) {
    case 'pusher':
      return { state: { ...state, pusher: input.state, status: statusFor(input.state, state.browserOnline) }, effects: [] };
    case 'browserOffline':
      // A pending rebuild would only fail: wait for the next time the network comes back.
      return cancel({ ...state, browserOnline: false, status: statusFor(state.pusher, false) }, 'reconnect');
    case 'browserOnline': {
      if (state.browserOnline) return { state, effects: [] };
      const back: NetworkState = { ...state, browserOnline: true, status: state.pusher === 'connected' ? 'connected' : 'online' };
      // Offline to online with a conversation open: rebuild the connection and reload after 5 s (spec §4).
      return back.conversationId === null ? { state: back, effects: [] } : schedule(back, 'reconnect', RECONNECT_AFTER_ONLINE_MS);
    }
    case 'conversation':
      return { state: { ...state, conversationId: input.id }, effects: [] };
    case 'subscriptionError':
      return schedule(state, subscribeTimer(input.channel), SUBSCRIPTION_RETRY_MS);
    case 'subscribed':
      return cancel(state, subscribeTimer(input.channel));
    case 'timer': {
      if (!state.timers.includes(input.timer)) return { state, effects: [] };
      const next = { ...state, timers: state.timers.filter((t) => t !== input.timer) };
      if (input.timer !== 'reconnect') return { state: next, effects: [{ type: 'subscribe', channel: input.timer.slice('subscribe:'.length) }] };
      const effects: NetworkEffect[] = [{ type: 'rebuildConnection' }, { type: 'reloadInbox' }];
      if (next.conversationId !== null) effects.push({ type: 'reloadConversation', conversationId: next.conversationId });
      return { state: next, effects };
    }
  }
}

/** The status is kept in local storage under STORAGE_KEYS.networkStatus; anything else read there is ignored. */
export const NETWORK_STATUS_STORAGE_KEY = STORAGE_KEYS.networkStatus;

export function parseNetworkStatus(raw: string | null | undefined): NetworkStatus | null {
  return NETWORK_STATUSES.find((s) => s === raw) ?? null;
}
