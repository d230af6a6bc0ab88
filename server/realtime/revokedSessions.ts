/** Sessions whose sockets were revoked: a channel auth signed just before the logout is refused for a while. */

/** How long a revoked session's grants are refused. */
export const REVOKED_SESSION_MS = 10 * 60 * 1000;

export class RevokedSessions {
  private readonly until = new Map<string, number>();

  add(session: string, now: number): void {
    for (const [ref, until] of this.until) if (until <= now) this.until.delete(ref);
    this.until.set(session, now + REVOKED_SESSION_MS);
  }

  has(session: string, now: number): boolean {
    const until = this.until.get(session);
    return until !== undefined && until > now;
  }
}
