// Counters shared by every node (cluster mode), in Redis: a fixed window (INCR + PEXPIRE, as @fastify/rate-limit
// does) and a sliding log of timestamps (a sorted set per key). Embedded mode keeps its counters in process memory.
import type { Redis } from 'ioredis';

export interface SharedCounters {
  /** Adds one to `key`'s current window of `windowMs`; the count after adding. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Records an event at `now` in `key`'s sliding log (older than `windowMs` dropped). */
  record(key: string, now: number, windowMs: number): Promise<void>;
  /** Events in `key`'s log within `windowMs` of `now`. */
  count(key: string, now: number, windowMs: number): Promise<number>;
  clear(key: string): Promise<void>;
}

const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export class RedisCounters implements SharedCounters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'parley:count:',
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(HIT, 1, this.prefix + key, String(windowMs)));
  }

  async record(key: string, now: number, windowMs: number): Promise<void> {
    const k = `${this.prefix}log:${key}`;
    await this.redis
      .multi()
      .zremrangebyscore(k, '-inf', now - windowMs)
      .zadd(k, now, `${now}:${Math.random().toString(36).slice(2, 8)}`)
      .pexpire(k, windowMs)
      .exec();
  }

  async count(key: string, now: number, windowMs: number): Promise<number> {
    return this.redis.zcount(`${this.prefix}log:${key}`, `(${now - windowMs}`, '+inf');
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}log:${key}`);
  }
}
