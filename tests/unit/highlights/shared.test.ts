// Cluster mode's shared tier of the Highlights cache (server/services/highlights/shared.ts) with a Redis stand-in.
import { describe, expect, it } from 'vitest';
import { sharedLoader, type RedisLike } from '../../../server/services/highlights/shared';
import { SourceCache } from '../../../server/services/highlights/cache';

class FakeRedis implements RedisLike {
  data = new Map<string, string>();
  down = false;
  async get(k: string) {
    if (this.down) throw new Error('ECONNREFUSED');
    return this.data.get(k) ?? null;
  }
  async set(k: string, v: string) {
    if (this.down) throw new Error('ECONNREFUSED');
    this.data.set(k, v);
    return 'OK';
  }
}

describe('shared Highlights answers', () => {
  it('a second node reads the first node’s settled answer instead of calling the provider', async () => {
    const redis = new FakeRedis();
    let calls = 0;
    const load = async () => (calls++, { ownerName: 'Alex Morgan' });
    const nodeA = new SourceCache({ ttlMs: 60_000, errorTtlMs: 10_000, max: 10 });
    const nodeB = new SourceCache({ ttlMs: 60_000, errorTtlMs: 10_000, max: 10 });
    expect(await nodeA.get('1:7:salesforce', 'fp', sharedLoader(redis, '1:7:salesforce', 'fp', 60_000, load)).promise).toEqual({ ok: true, value: { ownerName: 'Alex Morgan' } });
    expect(await nodeB.get('1:7:salesforce', 'fp', sharedLoader(redis, '1:7:salesforce', 'fp', 60_000, load)).promise).toEqual({ ok: true, value: { ownerName: 'Alex Morgan' } });
    expect(calls).toBe(1);
    // Another visitor record (fingerprint) is looked up again; "no match" (null) is shared too.
    const none = async () => (calls++, null);
    expect(await sharedLoader(redis, '1:7:salesforce', 'fp2', 60_000, none)()).toBeNull();
    expect(await sharedLoader(redis, '1:7:salesforce', 'fp2', 60_000, load)()).toBeNull();
    expect(calls).toBe(2);
  });

  it('Redis being down only costs the provider call', async () => {
    const redis = new FakeRedis();
    redis.down = true;
    let calls = 0;
    expect(await sharedLoader(redis, 'k', 'fp', 1000, async () => (calls++, 'v'))()).toBe('v');
    expect(calls).toBe(1);
  });

  it('the in-process cache shares a running lookup, keeps answers for the TTL and failures for less', async () => {
    let now = 0;
    const cache = new SourceCache({ ttlMs: 1000, errorTtlMs: 100, max: 2, now: () => now });
    let calls = 0;
    const ok = () => cache.get('a', 'fp', async () => (calls++, 'v'));
    const [e1, e2] = [ok(), ok()];
    expect(e1).toBe(e2);
    await e1.promise;
    now = 999;
    expect(ok()).toBe(e1);
    now = 1000;
    expect(ok()).not.toBe(e1);
    const failing = cache.get('b', 'fp', async () => Promise.reject(new Error('down')));
    expect(await failing.promise).toEqual({ ok: false, error: 'down' });
    now += 99;
    expect(cache.get('b', 'fp', async () => 'x')).toBe(failing);
    now += 1;
    expect(cache.get('b', 'fp', async () => 'x')).not.toBe(failing);
    cache.get('c', 'fp', async () => 'y');
    expect(cache.get('a', 'fp', async () => 'z')).not.toBe(e1); // 'a' was the oldest of three: dropped at max 2
  });
});
