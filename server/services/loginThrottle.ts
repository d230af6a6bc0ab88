// Login rate limit per email and per IP: a sliding window of failed attempts. In-process memory is right for the
// single-node default; a multi-node deployment puts the same counters in its shared store.
export interface ThrottleLimits {
  perEmail: number;
  perIp: number;
  windowMs: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: ThrottleLimits, private readonly clock: () => number = Date.now) {}

  /** True when another attempt may be made for this email from this IP. */
  allows(email: string, ip: string): boolean {
    return (
      this.recent(`e:${email.toLowerCase()}`) < this.limits.perEmail && this.recent(`i:${ip}`) < this.limits.perIp
    );
  }

  recordFailure(email: string, ip: string): void {
    const t = this.clock();
    for (const key of [`e:${email.toLowerCase()}`, `i:${ip}`]) {
      this.failures.set(key, [...this.live(key, t), t]);
    }
  }

  /** A successful login clears the email's failures (not the IP's: one good account must not unlock guessing). */
  recordSuccess(email: string): void {
    this.failures.delete(`e:${email.toLowerCase()}`);
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
