// The cluster pieces of presence and revocation against a real redis-server, with two hubs in this process standing
// for two nodes (the full two-node run is cluster.test.ts): a revocation on node A closes node B's socket of that
// session within a second (over the bus), and when node A's heartbeat is gone node B reports A's channels as
// vacated, so the visitors whose sockets were on A go offline.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { Redis } from 'ioredis';
import { RealtimeHub } from '../../server/realtime/hub';
import { authorizeChannel } from '../../server/realtime/signature';
import { RedisBus } from '../../server/cluster/redisBus';
import { NodeRegistry } from '../../server/cluster/nodes';
import { RedisOccupancy } from '../../server/cluster/redisOccupancy';
import { tick } from './support';
import { freePort } from '../../scripts/lib/freePort';

const KEY = 'parley-key';
const SECRET = 'secret';
const log = { error: () => undefined, warn: () => undefined, info: () => undefined };
let server: ChildProcess;
let url: string;
const closers: Array<() => Promise<unknown> | void> = [];

/** A node: a hub relaying through the bus, its occupancy in Redis and its heartbeat. */
async function node(id: string) {
  const bus = new RedisBus(url, id, log);
  const redis = new Redis(url);
  const vacated: string[] = [];
  redis.on('error', () => undefined);
  const hub = new RealtimeHub({ key: KEY, secret: SECRET, cluster: { relay: bus, occupancy: new RedisOccupancy(redis, id, () => registry.live()) } });
  await bus.start(hub);
  const registry = new NodeRegistry(redis, id, (channel, frame) => hub.deliver(channel, frame), log, (channels) => hub.vacatedElsewhere(channels));
  await registry.start();
  hub.onOccupancy((channel, occupied) => {
    if (!occupied) vacated.push(channel);
  });
  closers.push(() => bus.stop(), () => redis.disconnect());
  return { hub, redis, registry, vacated };
}

function socket(hub: RealtimeHub) {
  const closes: number[] = [];
  const socketId = hub.open({ send: () => undefined, close: (code) => void closes.push(code) });
  const subscribe = (channel: string, grant?: { user_id: string; project_id: string; session: string }) => {
    const auth = authorizeChannel(KEY, SECRET, socketId, channel, undefined, grant);
    hub.receive(socketId, JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...auth } }));
  };
  return { socketId, closes, subscribe };
}

beforeAll(async () => {
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', os.tmpdir()], { stdio: 'ignore' });
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 100 });
  probe.on('error', () => undefined); // refused until redis-server listens
  for (let i = 0; i < 50; i++) {
    try {
      await probe.connect();
      break;
    } catch {
      await tick(100);
    }
  }
  expect(await probe.ping()).toBe('PONG');
  probe.disconnect();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  server?.kill('SIGTERM');
});

describe('across nodes', () => {
  it("a revocation on node A closes node B's sockets of that session within a second (4009)", async () => {
    const a = await node('rev-a');
    const b = await node('rev-b');
    const onB = socket(b.hub);
    const otherOnB = socket(b.hub);
    onB.subscribe('private-project-1', { user_id: '7', project_id: '1', session: 'ended' });
    otherOnB.subscribe('private-project-1', { user_id: '7', project_id: '1', session: 'still-valid' });
    const started = Date.now();
    a.hub.revoke({ session: 'ended' });
    await expect.poll(() => onB.closes, { timeout: 1000, interval: 20 }).toEqual([4009]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(otherOnB.closes).toEqual([]);
  });

  it("a node whose heartbeat is gone: another node reports its channels vacated (its visitors go offline)", async () => {
    const a = await node('dead-a');
    const b = await node('dead-b');
    const visitor = socket(a.hub);
    visitor.subscribe('private-visitor-1-stranded');
    const held = socket(b.hub);
    held.subscribe('private-visitor-1-both');
    socket(a.hub).subscribe('private-visitor-1-both');
    await expect.poll(() => b.hub.channelSubscriptions('private-visitor-1-stranded'), { timeout: 2000 }).toBe(1);
    // kill -9 of node A: it stops beating and its heartbeat key expires (here: removed at once, before its next beat).
    await a.redis.del('parley:node:dead-a');
    await b.registry.sweep();
    expect(b.vacated).toContain('private-visitor-1-stranded');
    expect(b.vacated).not.toContain('private-visitor-1-both'); // B still holds it
    expect(await b.hub.channelSubscriptions('private-visitor-1-stranded')).toBe(0);
    expect(await b.hub.channelSubscriptions('private-visitor-1-both')).toBe(1);
  });
});
