// Wrong passwords are counted three ways (src/domain/constants.ts LOGIN_LIMIT, OWASP's account-lockout guidance):
// per account and client address (5 / 15 min: a guesser is stopped, the real user elsewhere is not), per address
// across accounts (20 / 15 min: one address spraying many accounts), and a slower ceiling per account from every
// address (50 / hour: guessing spread over many addresses). A login is refused while any of the three is full.
// The counts live in server/lib/rateLimits.ts (memory, or Redis across cluster nodes).
import { LOGIN_LIMIT } from '../../src/domain/constants';
import type { Limit, RateLimits } from '../lib/rateLimits';

export class LoginThrottle {
  private readonly pair: Limit;
  private readonly address: Limit;
  private readonly account: Limit;

  constructor(limits: RateLimits) {
    this.pair = limits.limit('login-pair', LOGIN_LIMIT.perAccountAndAddress);
    this.address = limits.limit('login-address', LOGIN_LIMIT.perAddress);
    this.account = limits.limit('login-account', LOGIN_LIMIT.perAccount);
  }

  /** True when another attempt may be made for this account from this address. */
  async allows(email: string, ip: string): Promise<boolean> {
    const e = email.toLowerCase();
    const refused = await Promise.all([this.pair.blocked(`${e}|${ip}`), this.address.blocked(ip), this.account.blocked(e)]);
    return !refused.some(Boolean);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const e = email.toLowerCase();
    await Promise.all([this.pair.record(`${e}|${ip}`), this.address.record(ip), this.account.record(e)]);
  }

  /** The right password from this address clears this pair only: the address's and the account's counts stay,
   *  so one good account does not unlock guessing others, nor reset a distributed guesser's ceiling. */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.pair.clear(`${email.toLowerCase()}|${ip}`);
  }
}
