// The Pusher-protocol endpoint driven by the real pusher-js 8 client (node build) and by raw `ws` sockets for
// what pusher-js will not send (forged signatures, floods); the hub's clock-driven rules run without sockets.
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import Pusher, { type Channel } from 'pusher-js';
import WebSocket from 'ws';
import type { AddressInfo } from 'node:net';
import { authorizeChannel, channelAuth, realtimePlugin, type ClientEvent } from '../../server/realtime/plugin';
import { RealtimeHub, type RealtimeTransport } from '../../server/realtime/hub';
import { SOCKET_ID_PATTERN, verifyChannelAuth } from '../../server/realtime/signature';

const KEY = 'test-key';
const SECRET = 'test-secret';
const CHANNEL = 'private-project-1';
const TOKEN = 'Bearer agent-token';

interface Frame { event: string; channel?: string; data?: unknown }

function waitFor<T>(register: (resolve: (value: T) => void) => void, what: string, ms = 2000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

async function startServer(): Promise<{ app: FastifyInstance; port: number }> {
  const app = Fastify();
  await app.register(formbody);
  await app.register(realtimePlugin, { key: KEY, secret: SECRET });
  // Test-only stand-in for the app's POST /app/realtime/auth: checks the bearer header, then signs.
  app.post<{ Body: { socket_id: string; channel_name: string } }>('/auth', async (request, reply) => {
    if (request.headers.authorization !== TOKEN) return reply.code(403).send({ message: 'Forbidden' });
    return authorizeChannel(KEY, SECRET, request.body.socket_id, request.body.channel_name);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

const clients: Pusher[] = [];
const sockets: WebSocket[] = [];

function pusherClient(port: number): Pusher {
  const client = new Pusher(KEY, {
    cluster: 'x',
    wsHost: '127.0.0.1',
    wsPort: port,
    wsPath: '/realtime',
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: { endpoint: `http://127.0.0.1:${port}/auth`, transport: 'ajax', headers: { Authorization: TOKEN } },
  });
  clients.push(client);
  return client;
}

function connected(client: Pusher): Promise<string> {
  return waitFor((done) => client.connection.bind('connected', () => done(client.connection.socket_id)), 'connected');
}

function subscribed(client: Pusher, name: string): Promise<Channel> {
  const channel = client.subscribe(name);
  return waitFor((done) => channel.bind('pusher:subscription_succeeded', () => done(channel)), `subscribe ${name}`);
}

/** A raw socket keeping every frame it received, with `data` parsed back as pusher-js does. */
async function rawClient(port: number, key = KEY) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/realtime/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`);
  sockets.push(ws);
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    if (typeof frame.data === 'string') frame.data = JSON.parse(frame.data);
    frames.push(frame);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = waitFor<{ code: number; reason: string }>(
    (done) => ws.on('close', (code, reason) => done({ code, reason: reason.toString() })), 'close', 3000);
  const next = (event: string, from = 0) =>
    waitFor<Frame>((done) => {
      const check = () => {
        const found = frames.slice(from).find((f) => f.event === event);
        if (found) done(found);
        else waiters.push(check);
      };
      check();
    }, event);
  const send = (frame: Frame) => ws.send(JSON.stringify(frame));
  const hello = await next('pusher:connection_established');
  const socketId = (hello.data as { socket_id: string }).socket_id;
  return { ws, frames, next, send, closed, socketId };
}

afterEach(() => {
  clients.splice(0).forEach((c) => c.disconnect());
  sockets.splice(0).forEach((s) => s.terminate());
});

describe('realtime endpoint with pusher-js', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => ({ app, port } = await startServer()));
  afterAll(() => app.close());

  it('greets with a Pusher socket id and activity timeout', async () => {
    const socketId = await connected(pusherClient(port));
    expect(socketId).toMatch(/^\d+\.\d+$/);
    const raw = await rawClient(port);
    expect(raw.frames[0].data).toEqual({ socket_id: raw.socketId, activity_timeout: 30 });
    expect(app.realtime.connectionCount).toBe(2);
  });

  it('subscribes to a private channel signed by the auth endpoint', async () => {
    const client = pusherClient(port);
    const socketId = await connected(client);
    await subscribed(client, CHANNEL);
    expect(app.realtime.isSubscribed(socketId, CHANNEL)).toBe(true);
  });

  it('refuses forged and replayed signatures with an AuthError', async () => {
    const raw = await rawClient(port);
    raw.send({ event: 'pusher:subscribe', data: { channel: CHANNEL, auth: `${KEY}:${'0'.repeat(64)}` } });
    const forged = await raw.next('pusher:subscription_error');
    expect(forged.channel).toBe(CHANNEL);
    expect(forged.data).toMatchObject({ type: 'AuthError', status: 401 });
    // A genuine signature for another socket is no good either.
    const from = raw.frames.length;
    raw.send({ event: 'pusher:subscribe', data: { channel: CHANNEL, auth: channelAuth(KEY, SECRET, '1.1', CHANNEL) } });
    await raw.next('pusher:subscription_error', from);
    expect(app.realtime.isSubscribed(raw.socketId, CHANNEL)).toBe(false);
  });

  it('delivers server events with their data parsed, skipping the excluded socket', async () => {
    const [a, b] = [pusherClient(port), pusherClient(port)];
    const aId = await connected(a);
    const [channelA, channelB] = await Promise.all([subscribed(a, CHANNEL), subscribed(b, CHANNEL)]);
    const seenByA: unknown[] = [];
    channelA.bind('message.created', (data: unknown) => seenByA.push(data));
    const atB = waitFor<unknown>((done) => channelB.bind('message.created', done), 'publish');
    expect(app.realtime.publish(CHANNEL, 'message.created', { id: 7, text: 'hi' }, aId)).toBe(1);
    expect(await atB).toEqual({ id: 7, text: 'hi' });
    // A later event reaching A proves the excluded one was never sent to it (one socket is in order).
    const marker = waitFor<unknown>((done) => channelA.bind('marker', done), 'marker');
    app.realtime.publish(CHANNEL, 'marker', 'end');
    expect(await marker).toBe('end');
    expect(seenByA).toEqual([]);
  });

  it('relays client events to other subscribers and the handlers, never back to the sender', async () => {
    const heard: ClientEvent[] = [];
    const stop = app.realtime.onClientEvent((event) => void heard.push(event));
    const [a, b] = [pusherClient(port), pusherClient(port)];
    const aId = await connected(a);
    const [channelA, channelB] = await Promise.all([subscribed(a, CHANNEL), subscribed(b, CHANNEL)]);
    const echoed: unknown[] = [];
    channelA.bind('client-app-message', (data: unknown) => echoed.push(data));
    const atB = waitFor<unknown>((done) => channelB.bind('client-app-message', done), 'client event');
    const message = { clientId: 'c-1', message: { text: 'hello', mentions: [] } };
    channelA.trigger('client-app-message', message);
    expect(await atB).toEqual(message);
    expect(heard).toMatchObject([{ socketId: aId, channel: CHANNEL, event: 'client-app-message', data: message }]);
    const marker = waitFor<unknown>((done) => channelA.bind('marker', done), 'marker');
    app.realtime.publish(CHANNEL, 'marker', {});
    await marker;
    expect(echoed).toEqual([]);
    stop();
  });

  it('rejects the 11th client event within a second with 4301 and drops it', async () => {
    const [sender, receiver] = [await rawClient(port), await rawClient(port)];
    for (const raw of [sender, receiver]) {
      raw.send({ event: 'pusher:subscribe', data: { channel: CHANNEL, auth: channelAuth(KEY, SECRET, raw.socketId, CHANNEL) } });
      await raw.next('pusher_internal:subscription_succeeded');
    }
    for (let i = 0; i < 11; i += 1) sender.send({ event: 'client-typing', channel: CHANNEL, data: { i } });
    const rejected = await sender.next('pusher:error');
    expect(rejected.data).toMatchObject({ code: 4301 });
    app.realtime.publish(CHANNEL, 'marker', {});
    await receiver.next('marker');
    expect(receiver.frames.filter((f) => f.event === 'client-typing').map((f) => f.data)).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ i })),
    );
    expect(sender.frames.filter((f) => f.event === 'pusher:error')).toHaveLength(1);
  });

  it('rejects client events on public or unsubscribed channels', async () => {
    const raw = await rawClient(port);
    raw.send({ event: 'pusher:subscribe', data: { channel: 'news' } });
    await raw.next('pusher_internal:subscription_succeeded');
    raw.send({ event: 'client-x', channel: 'news', data: {} });
    raw.send({ event: 'client-x', channel: CHANNEL, data: {} });
    await raw.next('pusher:error');
    raw.send({ event: 'pusher:ping', data: {} });
    await raw.next('pusher:pong');
    const errors = raw.frames.filter((f) => f.event === 'pusher:error').map((f) => (f.data as { code: unknown }).code);
    expect(errors).toEqual([null, null]);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const raw = await rawClient(port);
    raw.send({ event: 'pusher:ping', data: {} });
    expect(await raw.next('pusher:pong')).toMatchObject({ event: 'pusher:pong' });
  });

  it('refuses an unknown app key with 4001', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/realtime/app/wrong?protocol=7`);
    sockets.push(ws);
    const first = waitFor<Frame>((done) => ws.once('message', (raw) => done(JSON.parse(raw.toString()))), 'error frame');
    const closed = waitFor<number>((done) => ws.on('close', (code) => done(code)), 'close');
    expect(JSON.parse((await first).data as string)).toMatchObject({ code: 4001 });
    expect(await closed).toBe(4001);
  });

  it('unsubscribes, and pusher-js reconnects and re-subscribes at once after a 4200 close', async () => {
    const client = pusherClient(port);
    const firstId = await connected(client);
    const channel = await subscribed(client, CHANNEL);
    const resubscribed = waitFor((done) => channel.bind('pusher:subscription_succeeded', done), 'resubscribe');
    const closeError = waitFor<unknown>((done) => client.connection.bind('error', done), 'close error');
    app.realtime.closeAll();
    expect(await closeError).toMatchObject({ data: { code: 4200 } });
    await resubscribed;
    const secondId = client.connection.socket_id;
    expect(secondId).toMatch(SOCKET_ID_PATTERN);
    expect(secondId).not.toBe(firstId);
    client.unsubscribe(CHANNEL);
    // A socket that never subscribed may unsubscribe too: a no-op, and the connection stays up.
    const raw = await rawClient(port);
    raw.send({ event: 'pusher:unsubscribe', data: { channel: CHANNEL } });
    raw.send({ event: 'pusher:ping', data: {} });
    await raw.next('pusher:pong');
    // pusher-js's unsubscribe travels on its own socket: nothing orders it before the raw socket's pong, so wait for it.
    await waitFor<void>((done) => {
      const check = () => (app.realtime.subscriberCount(CHANNEL) === 0 ? done() : setTimeout(check, 10));
      check();
    }, 'the channel to empty');
    expect(app.realtime.subscriberCount(CHANNEL)).toBe(0);
  });
});

describe('graceful shutdown', () => {
  it('closes every socket with 4200 so pusher-js retries at once', async () => {
    const { app, port } = await startServer();
    const raw = await rawClient(port);
    const client = pusherClient(port);
    await connected(client);
    const clientError = waitFor<unknown>((done) => client.connection.bind('error', done), 'pusher-js error');
    await app.close();
    expect(await raw.closed).toEqual({ code: 4200, reason: 'Server shutting down' });
    expect(await clientError).toMatchObject({ data: { code: 4200 } });
    expect(app.realtime.connectionCount).toBe(0);
  });
});

describe('hub rules without sockets', () => {
  function fakeTransport() {
    const sent: Frame[] = [];
    const closes: number[] = [];
    const transport: RealtimeTransport = {
      send: (frame) => void sent.push(JSON.parse(frame) as Frame),
      close: (code) => void closes.push(code),
    };
    return { transport, sent, closes };
  }

  function subscribe(hub: RealtimeHub, socketId: string, channel: string, channelData?: string) {
    const auth = channelAuth(KEY, SECRET, socketId, channel, channelData);
    hub.receive(socketId, JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } }));
  }

  it('signs and verifies timing-safely, and rejects malformed auth requests', () => {
    const auth = channelAuth(KEY, SECRET, '1.2', CHANNEL);
    expect(auth).toMatch(/^test-key:[0-9a-f]{64}$/);
    expect(verifyChannelAuth(KEY, SECRET, '1.2', CHANNEL, auth)).toBe(true);
    expect(verifyChannelAuth(KEY, SECRET, '1.2', CHANNEL, `${auth}0`)).toBe(false);
    expect(authorizeChannel(KEY, SECRET, '1.2', CHANNEL)).toEqual({ auth });
    expect(() => authorizeChannel(KEY, SECRET, 'abc', CHANNEL)).toThrow('Invalid socket_id');
    expect(() => authorizeChannel(KEY, SECRET, '1.2', 'public')).toThrow();
  });

  it('slides the client-event window: room comes back a second after the first event', () => {
    let now = 0;
    const hub = new RealtimeHub({ key: KEY, secret: SECRET, now: () => now });
    const { transport, sent } = fakeTransport();
    const id = hub.open(transport);
    subscribe(hub, id, CHANNEL);
    /** Sends one client event at `at` ms and tells whether it was accepted (no error frame came back). */
    const fire = (at: number) => {
      now = at;
      const before = sent.length;
      hub.receive(id, JSON.stringify({ event: 'client-x', channel: CHANNEL, data: {} }));
      return sent.length === before;
    };
    const accepted = [0, 50, 100, 150, 200, 250, 300, 350, 400, 450].map(fire);
    expect(accepted).toEqual(Array(10).fill(true));
    expect([fire(500), fire(999), fire(1000), fire(1001), fire(1050)]).toEqual([false, false, true, false, true]);
    expect(sent.filter((f) => f.event === 'pusher:error').map((f) => JSON.parse(f.data as string).code)).toEqual([4301, 4301, 4301]);
  });

  it('pings silent connections and closes them with 4201 when no pong comes', () => {
    let now = 0;
    const hub = new RealtimeHub({ key: KEY, secret: SECRET, now: () => now, activityTimeout: 30, pongTimeout: 30 });
    const { transport, sent, closes } = fakeTransport();
    hub.open(transport);
    now = 29_999;
    hub.sweep();
    expect(sent.map((f) => f.event)).toEqual(['pusher:connection_established']);
    now = 30_000;
    hub.sweep();
    expect(sent.at(-1)?.event).toBe('pusher:ping');
    now = 60_000;
    hub.sweep();
    expect(closes).toEqual([4201]);
    expect(hub.connectionCount).toBe(0);
  });

  it('announces presence members once per user and stamps user_id on their client events', () => {
    const hub = new RealtimeHub({ key: KEY, secret: SECRET });
    const [alice, bob] = [fakeTransport(), fakeTransport()];
    const aliceId = hub.open(alice.transport);
    const bobId = hub.open(bob.transport);
    const room = 'presence-project-1';
    subscribe(hub, aliceId, room, JSON.stringify({ user_id: 'u1', user_info: { name: 'Alice' } }));
    subscribe(hub, bobId, room, JSON.stringify({ user_id: 'u2' }));
    const joined = bob.sent.at(-1);
    expect(joined?.event).toBe('pusher_internal:subscription_succeeded');
    expect(JSON.parse(joined?.data as string).presence).toMatchObject({ ids: ['u1', 'u2'], count: 2 });
    expect(alice.sent.at(-1)).toMatchObject({ event: 'pusher_internal:member_added', channel: room });
    hub.receive(bobId, JSON.stringify({ event: 'client-typing', channel: room, data: {} }));
    expect(alice.sent.at(-1)).toMatchObject({ event: 'client-typing', user_id: 'u2' });
    hub.disconnect(bobId);
    expect(alice.sent.at(-1)).toMatchObject({ event: 'pusher_internal:member_removed', data: '{"user_id":"u2"}' });
  });
});
