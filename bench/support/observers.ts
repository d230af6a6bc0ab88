// Real pusher-js clients (as the dashboard uses them) subscribed to the project channel: they time every
// 'new-message' callback. Options mirror tests/api/support/pusher.ts.
import Pusher from 'pusher-js';

export interface Observer {
  name: string;
  client: Pusher;
  /** Message text -> performance.now() when this observer's callback ran. */
  received: Map<string, number>;
}

export function subscribeObserver(name: string, base: string, appKey: string, channel: string, token: string): Promise<Observer> {
  const url = new URL(base);
  const client = new Pusher(appKey, {
    cluster: 'local',
    wsHost: url.hostname,
    wsPort: Number(url.port),
    wsPath: '/realtime',
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: { endpoint: `${base}/app/realtime/auth`, transport: 'ajax', headers: { Authorization: `Bearer ${token}` } },
  });
  const observer: Observer = { name, client, received: new Map() };
  return new Promise((resolve, reject) => {
    const ch = client.subscribe(channel);
    ch.bind('new-message', (data: { message: { text: string } }) => {
      // Time first: everything after this line is the benchmark's own bookkeeping.
      const at = performance.now();
      observer.received.set(data.message.text, at);
    });
    ch.bind('pusher:subscription_succeeded', () => resolve(observer));
    ch.bind('pusher:subscription_error', (e: unknown) => reject(new Error(`${name}: subscription failed: ${JSON.stringify(e)}`)));
  });
}
