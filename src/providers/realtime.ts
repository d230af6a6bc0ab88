// The realtime transport: a thin wrapper over pusher-js that knows channels, events and connection states, and no
// inbox rules (those live in custom/inbox/data). It adds one thing pusher-js lacks: after a server restart pusher-js
// can sit up to ~15 s before its next attempt, so while the connection is not 'connected' the client forces a
// fresh attempt (disconnect + connect) after ~2 s, backing off gently so a slow handshake still gets to finish.
// pusher-js re-subscribes (and re-authorises) every channel after each reconnect; callers hear that as
// onSubscribed() again, which is where they fetch what they missed. One client is shared by the whole dashboard
// (custom/realtime), so a channel may have several holders: it is left only when the last one lets go.
import Pusher, { type Options } from 'pusher-js';
import type { PusherState } from '../domain/inbox/network';

/** What the client needs to reach the endpoint (see realtimeSettings in custom/inbox/data for the browser's). */
export interface RealtimeSettings {
  key: string;
  wsHost: string;
  /** Undefined: pusher-js's default port for the scheme. */
  wsPort?: number;
  wsPath: string;
  forceTLS: boolean;
  /** Full URL or path of the channel authorisation endpoint. */
  authEndpoint: string;
  /** Read at every authorisation, so a refreshed token is used after a reconnect. */
  authHeaders: () => Record<string, string>;
}

/** The parts of a pusher-js channel this module uses (a fake implements them in tests). */
export interface ChannelLike {
  bind(event: string, callback: (data: unknown) => void): unknown;
  bind_global(callback: (event: string, data: unknown) => void): unknown;
  unbind(event?: string, callback?: (data: unknown) => void): unknown;
  unbind_global(callback?: (event: string, data: unknown) => void): unknown;
  trigger(event: string, data: unknown): boolean;
  /** pusher-js: the subscription succeeded and still holds. */
  readonly subscribed?: boolean;
  /** pusher-js presence channels: the members now (id and the user_info their channel auth signed). */
  readonly members?: { each(callback: (member: PresenceMember) => void): void };
}

/** A member of a presence channel as pusher-js reports it. */
export interface PresenceMember {
  id: string;
  info: unknown;
}

export interface PusherLike {
  connection: {
    state: string;
    bind(event: string, callback: (change: { previous: string; current: string }) => void): unknown;
  };
  subscribe(channel: string): ChannelLike;
  unsubscribe(channel: string): void;
  connect(): void;
  disconnect(): void;
}

export type PusherConstructor = new (key: string, options: Options) => PusherLike;

export interface SubscriptionError {
  type?: string;
  error?: string;
  status?: number;
}

export interface ChannelHandlers {
  /** Any event on the channel except pusher-js's own (pusher:*). `data` is already parsed. */
  onEvent(event: string, data: unknown): void;
  /** Subscribed, the first time and after every reconnect. */
  onSubscribed?(): void;
  onError?(error: SubscriptionError): void;
  /** Presence channels: every member, on subscription and after each member_added / member_removed. */
  onMembers?(members: PresenceMember[]): void;
}

export interface RealtimeClient {
  readonly state: PusherState;
  subscribe(channel: string, handlers: ChannelHandlers): () => void;
  /** Try a channel's subscription again (after a subscription error). */
  retrySubscribe(channel: string): void;
  /** Send a client event; false when there is no connection to send it on. */
  trigger(channel: string, event: string, data: unknown): boolean;
  onStateChange(listener: (state: PusherState) => void): () => void;
  /** Drop the connection and open a new one now. */
  reconnect(): void;
  close(): void;
}

export interface RealtimeOptions {
  settings: RealtimeSettings;
  /** Injected in tests (a fake) and in Node (the same pusher-js import works there). */
  Pusher?: PusherConstructor;
  /** First forced attempt after this long without a connection; later ones back off by `backoff` up to `maxMs`. */
  watchdog?: { stuckAfterMs?: number; backoff?: number; maxMs?: number };
}

/** pusher-js's presence events after which the member list is read again. */
const PRESENCE_EVENTS = ['pusher:subscription_succeeded', 'pusher:member_added', 'pusher:member_removed'] as const;

export const WATCHDOG_DEFAULTS = { stuckAfterMs: 2000, backoff: 1.5, maxMs: 10000 } as const;

const PUSHER_STATES: readonly PusherState[] = ['initialized', 'connecting', 'connected', 'unavailable', 'failed', 'disconnected'];
const asState = (s: string): PusherState => PUSHER_STATES.find((p) => p === s) ?? 'connecting';

/** States the watchdog treats as "not connected yet": 'failed' means unsupported, retrying cannot help. */
const waiting = (s: PusherState) => s === 'connecting' || s === 'unavailable' || s === 'disconnected';

export function pusherOptions(settings: RealtimeSettings): Options {
  return {
    cluster: 'local',
    wsHost: settings.wsHost,
    wsPort: settings.wsPort,
    wssPort: settings.wsPort,
    wsPath: settings.wsPath,
    forceTLS: settings.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: { endpoint: settings.authEndpoint, transport: 'ajax', headersProvider: settings.authHeaders },
  };
}

export function createRealtimeClient(options: RealtimeOptions): RealtimeClient {
  const Ctor = options.Pusher ?? (Pusher as unknown as PusherConstructor);
  const wd = { ...WATCHDOG_DEFAULTS, ...options.watchdog };
  const pusher = new Ctor(options.settings.key, pusherOptions(options.settings));
  const listeners = new Set<(state: PusherState) => void>();
  const channels = new Map<string, { channel: ChannelLike; holders: number }>();
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let forced = 0;

  const current = (): PusherState => asState(pusher.connection.state);

  const disarm = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const arm = () => {
    if (timer !== null || closed) return;
    const delay = Math.min(wd.maxMs, wd.stuckAfterMs * wd.backoff ** forced);
    timer = setTimeout(() => {
      timer = null;
      if (closed || !waiting(current())) return;
      forced += 1;
      pusher.disconnect();
      pusher.connect();
      arm();
    }, delay);
  };

  pusher.connection.bind('state_change', ({ current: next }) => {
    const state = asState(next);
    if (state === 'connected') {
      forced = 0;
      disarm();
    } else if (waiting(state)) arm();
    if (!closed) listeners.forEach((l) => l(state));
  });

  pusher.connect();
  if (waiting(current())) arm();

  return {
    get state() {
      return current();
    },
    subscribe(name, handlers) {
      const held = channels.get(name);
      const channel = held?.channel ?? pusher.subscribe(name);
      if (held) held.holders += 1;
      else channels.set(name, { channel, holders: 1 });
      let holding = true;
      const onGlobal = (event: string, data: unknown) => {
        if (!event.startsWith('pusher:')) handlers.onEvent(event, data);
      };
      const onSubscribed = () => handlers.onSubscribed?.();
      const onError = (error: unknown) => handlers.onError?.((error ?? {}) as SubscriptionError);
      const onMembers = () => {
        const members: PresenceMember[] = [];
        channel.members?.each((m) => members.push({ id: m.id, info: m.info }));
        handlers.onMembers?.(members);
      };
      channel.bind_global(onGlobal);
      channel.bind('pusher:subscription_succeeded', onSubscribed);
      channel.bind('pusher:subscription_error', onError);
      if (handlers.onMembers) for (const e of PRESENCE_EVENTS) channel.bind(e, onMembers);
      // A later holder of a channel already subscribed hears no subscription_succeeded of its own: tell it here.
      if (held && channel.subscribed)
        queueMicrotask(() => {
          if (holding && !closed) {
            onSubscribed();
            if (handlers.onMembers) onMembers();
          }
        });
      return () => {
        if (!holding) return;
        holding = false;
        channel.unbind_global(onGlobal);
        channel.unbind('pusher:subscription_succeeded', onSubscribed);
        channel.unbind('pusher:subscription_error', onError);
        if (handlers.onMembers) for (const e of PRESENCE_EVENTS) channel.unbind(e, onMembers);
        const entry = channels.get(name);
        if (!entry || entry.channel !== channel) return;
        entry.holders -= 1;
        if (entry.holders > 0) return;
        channels.delete(name);
        pusher.unsubscribe(name);
      };
    },
    retrySubscribe(name) {
      if (!closed && channels.has(name)) pusher.subscribe(name);
    },
    trigger(name, event, data) {
      const channel = channels.get(name)?.channel;
      if (closed || !channel || current() !== 'connected') return false;
      return channel.trigger(event, data);
    },
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reconnect() {
      if (closed) return;
      pusher.disconnect();
      pusher.connect();
    },
    close() {
      closed = true;
      disarm();
      listeners.clear();
      pusher.disconnect();
    },
  };
}

/** Opens a client for given settings; tests inject a fake. */
export type RealtimeClientFactory = (settings: RealtimeSettings) => RealtimeClient;
export const defaultRealtimeFactory: RealtimeClientFactory = (settings) => createRealtimeClient({ settings });
