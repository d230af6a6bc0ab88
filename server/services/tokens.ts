// Opaque bearer and link tokens: 32 random bytes for the holder, only their SHA-256 in the database, so a leaked
// database cannot be replayed as sessions.
import crypto from 'node:crypto';

export function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

// The demo seed replays weeks of history through the services at past times: it sets this clock while it runs
// (before the server listens); everything else reads the real time.
let clock: (() => number) | null = null;
export const nowSeconds = (): number => (clock ? clock() : Math.round(Date.now() / 1000));
export function useClock(next: (() => number) | null): void {
  clock = next;
}
