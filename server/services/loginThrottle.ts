// Login rate limit per email and per IP: a sliding window of failed attempts. In-process memory is right for the
// single-node default; a multi-node deployment puts the same counters in its shared store (useShared: Redis in
// cluster mode, so a guesser spreading attempts over the nodes meets one limit).
import type { SharedCounters } from '../cluster/counters';

export interface ThrottleLimits {
  perEmail: number;
  perIp: number;
  windowMs: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private shared: SharedCounters | null = null;

  constructor(private readonly limits: ThrottleLimits, private readonly clock: () => number = Date.now) {}

  /** Cluster mode: the failures are counted in the shared store instead of this process. */
  useShared(counters: SharedCounters): void {
    this.shared = counters;
  }

  /** True when another attempt may be made for this email from this IP. */
  allows(email: string, ip: string): boolean | Promise<boolean> {
    const e = `e:${email.toLowerCase()}`;
    const i = `i:${ip}`;
    if (this.shared) return this.sharedAllows(this.shared, e, i);
    return this.recent(e) < this.limits.perEmail && this.recent(i) < this.limits.perIp;
  }

  recordFailure(email: string, ip: string): void | Promise<void> {
    const t = this.clock();
    const keys = [`e:${email.toLowerCase()}`, `i:${ip}`];
    const shared = this.shared;
    if (shared) return Promise.all(keys.map((k) => shared.record(`login:${k}`, t, this.limits.windowMs))).then(() => undefined);
    for (const key of keys) {
      this.failures.set(key, [...this.live(key, t), t]);
    }
  }

  /** A successful login clears the email's failures (not the IP's: one good account must not unlock guessing). */
  recordSuccess(email: string): void | Promise<void> {
    if (this.shared) return this.shared.clear(`login:e:${email.toLowerCase()}`);
    this.failures.delete(`e:${email.toLowerCase()}`);
  }

  private async sharedAllows(shared: SharedCounters, e: string, i: string): Promise<boolean> {
    const now = this.clock();
    const [byEmail, byIp] = await Promise.all([shared.count(`login:${e}`, now, this.limits.windowMs), shared.count(`login:${i}`, now, this.limits.windowMs)]);
    return byEmail < this.limits.perEmail && byIp < this.limits.perIp;
  }

  private recent(key: string): number {
    return this.live(key, this.clock()).length;
  }

  private live(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((t) => now - t < this.limits.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }
}
