// Every rate limit of the server, behind one module over rate-limiter-flexible: in process memory in the embedded
// default, in Redis in cluster mode (the same counts on every node). Routes take a preHandler (perAddress, perKey),
// the login throttle uses limiters directly. The realtime endpoint's 10 client events a second per connection is a
// rule of the Pusher protocol, kept beside the socket (server/realtime/rateWindow.ts), not a limit of ours.
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { MSG } from '../../src/domain/messages';
import { ApiError } from './apiError';

export interface LimitRule {
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
}

/** One named limit; its keys are whatever the caller counts by (an address, an account and address, a token). */
export class Limit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    readonly rule: LimitRule,
  ) {}

  /** Counts one attempt: whether it is within the limit, and when to come back if not. */
  async take(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    try {
      await this.limiter.consume(key);
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (res) {
      // A store failure (Redis unreachable) lets the request through: a limit must not take the service down.
      if (!(res instanceof RateLimiterRes)) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
    }
  }

  /** Whether the key is over the limit now, without counting an attempt. */
  async blocked(key: string): Promise<boolean> {
    const res = await this.limiter.get(key).catch(() => null);
    return res !== null && res.consumedPoints >= this.rule.points && res.msBeforeNext > 0;
  }

  /** Counts an attempt that failed (a wrong password) without asking whether it was allowed. */
  async record(key: string): Promise<void> {
    await this.limiter.penalty(key, 1).catch(() => undefined);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key).catch(() => undefined);
  }
}

export class RateLimits {
  constructor(private readonly redis: Redis | undefined = undefined) {}

  /** A limit named `name` (the prefix of its keys in the store). */
  limit(name: string, rule: LimitRule): Limit {
    const opts = { keyPrefix: `parley-rl:${name}`, points: rule.points, duration: rule.windowSeconds, blockDuration: 0 };
    return new Limit(this.redis ? new RateLimiterRedis({ ...opts, storeClient: this.redis }) : new RateLimiterMemory(opts), rule);
  }

  /** A preHandler counting each request against `rule` by `keyOf(req)` (skipped when it gives null); over it: 429. */
  guard(name: string, rule: LimitRule, keyOf: (req: FastifyRequest) => string | null, message?: string) {
    const limit = this.limit(name, rule);
    return async (req: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
      const key = keyOf(req);
      if (key === null) return;
      const { allowed, retryAfterSeconds } = await limit.take(key);
      if (allowed) return;
      reply.header('retry-after', String(retryAfterSeconds));
      throw new ApiError(429, message ?? MSG.tooManyAttempts);
    };
  }

  /** Per client address and route (an office behind one address shares it): `perMinute` requests a minute. */
  perAddress(name: string, perMinute: number) {
    return this.guard(name, { points: perMinute, windowSeconds: 60 }, (req) => `${req.routeOptions.url ?? req.url}|${req.ip}`);
  }
}
