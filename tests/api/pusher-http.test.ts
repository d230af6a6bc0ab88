// Parley's realtime endpoint speaks the Pusher HTTP API: the official `pusher` server SDK triggers into the real
// server (listening on a port) exactly as into Pusher, and real pusher-js clients receive what it sends.
import PusherServer from 'pusher';
import Pusher, { type Channel } from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { startTestServer } from './support/server';
import { listen, nextEvent, subscribed, tick } from './support/pusher';
import { authorizeChannel } from '../../server/realtime/plugin';
import { signRequest } from '../../server/realtime/httpSignature';

const KEY = 'parley-key';
const SECRET = 'pusher-http-secret';
let app: FastifyInstance;
let port: number;
const clients: Pusher[] = [];

/** pusher-js signing its own subscriptions with the app secret (no user session needed for this API). */
function client(userId = 'u1'): Pusher {
  const c = new Pusher(KEY, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    wsPath: '/realtime',
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: '',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, done) =>
        done(null, authorizeChannel(KEY, SECRET, socketId, channelName, { user_id: userId, user_info: { name: `User ${userId}` } })),
    },
  });
  clients.push(c);
  return c;
}

const sdk = (secret = SECRET) => new PusherServer({ appId: '1', key: KEY, secret, host: '127.0.0.1', port: String(port), useTLS: false });

beforeAll(async () => {
  app = await startTestServer({ realtime: { key: KEY, secret: SECRET, wsPath: '/realtime' } });
  port = await listen(app);
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app.close();
});

describe('Pusher HTTP API with the pusher SDK', () => {
  let a: Channel;
  let b: Channel;
  let bSocket: string;

  beforeAll(async () => {
    const ca = client();
    const cb = client();
    a = await subscribed(ca, 'private-room-1');
    b = await subscribed(cb, 'private-room-1');
    bSocket = cb.connection.socket_id;
  });

  it('trigger: an event reaches every subscriber, data as the SDK encoded it; socket_id excludes one', async () => {
    const got = Promise.all([nextEvent(a, 'greeting'), nextEvent(b, 'greeting')]);
    const res = await sdk().trigger('private-room-1', 'greeting', { text: 'hello', n: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await got).toEqual([{ text: 'hello', n: 1 }, { text: 'hello', n: 1 }]);

    const heardByB: unknown[] = [];
    b.bind('excluded', (d: unknown) => heardByB.push(d));
    const toA = nextEvent(a, 'excluded');
    await sdk().trigger('private-room-1', 'excluded', { x: 1 }, { socket_id: bSocket });
    expect(await toA).toEqual({ x: 1 });
    await tick(150);
    expect(heardByB).toEqual([]);
  });

  it('trigger to several channels, with info', async () => {
    const other = await subscribed(client(), 'private-room-2');
    const got = Promise.all([nextEvent(a, 'multi'), nextEvent(other, 'multi')]);
    const res = await sdk().trigger(['private-room-1', 'private-room-2', 'private-empty'], 'multi', 'plain text', { info: 'subscription_count' });
    expect(await res.json()).toEqual({
      channels: { 'private-room-1': { subscription_count: 2 }, 'private-room-2': { subscription_count: 1 }, 'private-empty': { subscription_count: 0 } },
    });
    expect(await got).toEqual(['plain text', 'plain text']);
  });

  it('batch: events arrive in order', async () => {
    const seen: string[] = [];
    const done = new Promise<void>((resolve) => {
      a.bind('batched', (d: { i: string }) => {
        seen.push(d.i);
        if (seen.length === 3) resolve();
      });
    });
    const res = await sdk().triggerBatch([
      { channel: 'private-room-1', name: 'batched', data: { i: 'one' } },
      { channel: 'private-room-1', name: 'batched', data: { i: 'two' } },
      { channel: 'private-room-1', name: 'batched', data: JSON.stringify({ i: 'three' }) },
    ]);
    expect(res.status).toBe(200);
    await done;
    expect(seen).toEqual(['one', 'two', 'three']);
  });

  it('channel info and the channel list', async () => {
    const info = await (await sdk().get({ path: '/channels/private-room-1', params: { info: 'subscription_count' } })).json();
    expect(info).toEqual({ occupied: true, subscription_count: 2 });
    expect(await (await sdk().get({ path: '/channels/private-nobody' })).json()).toEqual({ occupied: false });
    const list = await (await sdk().get({ path: '/channels', params: { filter_by_prefix: 'private-room-' } })).json();
    expect(Object.keys(list.channels).sort()).toEqual(['private-room-1', 'private-room-2']);
    // user_count is for presence channels only, as in Pusher
    await expect(sdk().get({ path: '/channels/private-room-1', params: { info: 'user_count' } })).rejects.toMatchObject({ status: 400 });
  });

  it('presence: users and user_count across several sockets of one user', async () => {
    await subscribed(client('ann'), 'presence-lobby');
    await subscribed(client('ann'), 'presence-lobby'); // a second tab of the same user
    const bob = await subscribed(client('bob'), 'presence-lobby');
    expect(await (await sdk().get({ path: '/channels/presence-lobby/users' })).json()).toEqual({ users: [{ id: 'ann' }, { id: 'bob' }] });
    const info = await (await sdk().get({ path: '/channels/presence-lobby', params: { info: 'user_count,subscription_count' } })).json();
    expect(info).toEqual({ occupied: true, user_count: 2, subscription_count: 3 });
    const list = await (await sdk().get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })).json();
    expect(list).toEqual({ channels: { 'presence-lobby': { user_count: 2 } } });
    expect((bob as unknown as { members: { count: number } }).members.count).toBe(2);
    await expect(sdk().get({ path: '/channels/private-room-1/users' })).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a wrong secret, a stale timestamp, a tampered body and an unknown app; nothing is delivered', async () => {
    const heard: unknown[] = [];
    a.bind('forged', (d: unknown) => heard.push(d));
    await expect(sdk('not-the-secret').trigger('private-room-1', 'forged', { x: 1 })).rejects.toMatchObject({ status: 401 });

    const body = JSON.stringify({ name: 'forged', channels: ['private-room-1'], data: '{}' });
    const post = (query: Record<string, string>, payload = body, path = '/apps/1/events') =>
      fetch(`http://127.0.0.1:${port}${path}?${new URLSearchParams(query)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
    const stale = signRequest(KEY, SECRET, 'POST', '/apps/1/events', {}, body, Math.floor(Date.now() / 1000) - 3600);
    expect((await post(stale)).status).toBe(401);
    const fresh = signRequest(KEY, SECRET, 'POST', '/apps/1/events', {}, body);
    expect((await post(fresh, body.replace('forged', 'forgeD'))).status).toBe(401);
    const unsigned = { ...fresh };
    delete unsigned.auth_signature;
    expect((await post(unsigned)).status).toBe(401);
    expect((await post(signRequest(KEY, SECRET, 'POST', '/apps/2/events', {}, body), body, '/apps/2/events')).status).toBe(404);
    // A signature of the right length in other characters is a refusal like any other (it was a 500).
    const odd = await post({ ...fresh, auth_signature: `é${fresh.auth_signature!.slice(1)}` });
    expect(odd.status).toBe(401);
    expect(await odd.text()).toMatch(/^Invalid signature/);
    // the same request correctly signed goes through (the refusals above were the signature's doing)
    expect((await post(fresh)).status).toBe(200);
    await tick(150);
    expect(heard).toEqual([{}]);
  });

  it('validates like Pusher: no channel, oversized data, more than 10 batch events', async () => {
    await expect(sdk().post({ path: '/events', body: { name: 'x', data: '{}' } as unknown as string }) /* the SDK JSON-encodes body itself */).rejects.toMatchObject({ status: 400 });
    await expect(sdk().trigger('private-room-1', 'big', 'x'.repeat(10 * 1024 + 1))).rejects.toMatchObject({ status: 400 });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ channel: 'private-room-1', name: 'n', data: String(i) }));
    await expect(sdk().triggerBatch(eleven)).rejects.toMatchObject({ status: 400 });
  });
});
