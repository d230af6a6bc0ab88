// Counters shared by every node (cluster mode), in Redis: a fixed window (INCR + PEXPIRE). Embedded mode keeps its
// counters in process memory. Rate limits are not counted here: server/lib/rateLimits.ts (rate-limiter-flexible).
import type { Redis } from 'ioredis';

export interface SharedCounters {
  /** Adds one to `key`'s current window of `windowMs`; the count after adding. */
  hit(key: string, windowMs: number): Promise<number>;
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
}
