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
