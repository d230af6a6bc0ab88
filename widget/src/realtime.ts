// The visitor's realtime connection: pusher-js to our Pusher-protocol endpoint, subscribed to the visitor's own
// private channel (authorised with the visitor token). The transport knows no widget rules: it hands every event
// to `onEvent` and says when the channel is (re)subscribed, which is when the caller fetches what it missed —
// Pusher delivers at most once and keeps no history.
import Pusher from 'pusher-js';
import type { WidgetConfig } from './types';

export interface RealtimeHandlers {
  onEvent(event: string, data: unknown): void;
  /** The first subscription and every one after a reconnect. */
  onSubscribed(): void;
  onState(state: 'connecting' | 'connected' | 'unavailable'): void;
}

export interface RealtimeOptions {
  origin: string;
  settings: WidgetConfig['realtime'];
  channel: string;
  token: () => string | null;
  handlers: RealtimeHandlers;
  /** Injected by tests. */
  PusherImpl?: typeof Pusher;
}

/** Where the socket goes: the settings' host and port, or those of the script's own origin when they are null. */
export function socketAddress(origin: string, settings: WidgetConfig['realtime']): { wsHost: string; wsPort: number; forceTLS: boolean } {
  const url = new URL(origin);
  const tls = settings.forceTLS || url.protocol === 'https:';
  const port = settings.port ?? (url.port ? Number(url.port) : tls ? 443 : 80);
  return { wsHost: settings.host ?? url.hostname, wsPort: port, forceTLS: tls };
}

export function connectRealtime(opts: RealtimeOptions): { close(): void } {
  const { wsHost, wsPort, forceTLS } = socketAddress(opts.origin, opts.settings);
  const Impl = opts.PusherImpl ?? Pusher;
  const pusher = new Impl(opts.settings.key, {
    cluster: 'parley', // required by the type; unused with wsHost
    wsHost,
    wsPort,
    wssPort: wsPort,
    wsPath: opts.settings.wsPath,
    forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${opts.origin}/app/visitor/realtime/auth`,
      transport: 'ajax',
      // A function so a renewed token is used when pusher-js re-authorises after a reconnect.
      headersProvider: () => ({ Authorization: `Bearer ${opts.token() ?? ''}` }),
    },
  });
  const channel = pusher.subscribe(opts.channel);
  channel.bind('pusher:subscription_succeeded', () => opts.handlers.onSubscribed());
  channel.bind_global((event: string, data: unknown) => {
    if (!event.startsWith('pusher:') && !event.startsWith('pusher_internal:')) opts.handlers.onEvent(event, data);
  });

  // After a server restart pusher-js may wait ~15 s before trying again; nudge it after a short while instead.
  let retryMs = 2000;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const watch = (state: string) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (state === 'connected') {
      retryMs = 2000;
      return;
    }
    timer = setTimeout(() => {
      retryMs = Math.min(retryMs * 2, 30_000);
      pusher.disconnect();
      pusher.connect();
    }, retryMs);
  };
  pusher.connection.bind('state_change', (s: { current: string }) => {
    opts.handlers.onState(s.current === 'connected' ? 'connected' : s.current === 'unavailable' || s.current === 'failed' ? 'unavailable' : 'connecting');
    if (s.current !== 'disconnected') watch(s.current);
  });

  return {
    close() {
      if (timer) clearTimeout(timer);
      pusher.unsubscribe(opts.channel);
      pusher.disconnect();
    },
  };
}
