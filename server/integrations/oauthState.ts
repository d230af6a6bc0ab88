// The `state` of an authorization: URL-encoded JSON carrying integrationKey (spec §3), where integrationKey is
// "<nonce>.<expiry>.<hmac>". The HMAC makes it unforgeable, the expiry bounds it, and the nonce's row makes it
// single-use (and ties it to the project, the user and the kind that started it).
import crypto from 'node:crypto';
import type { TokenCipher } from './crypto';

/** Ten minutes from Connect to the callback: long enough for a provider's sign-in, short enough to be useless later. */
export const STATE_TTL_SECONDS = 600;

export interface SignedKey {
  nonce: string;
  expiresAt: number;
}

export function newIntegrationKey(cipher: TokenCipher, kind: string, now: number): { key: string } & SignedKey {
  const nonce = crypto.randomBytes(18).toString('base64url');
  const expiresAt = now + STATE_TTL_SECONDS;
  return { key: `${nonce}.${expiresAt}.${cipher.sign(`${nonce}.${expiresAt}.${kind}`)}`, nonce, expiresAt };
}

/** The nonce and expiry of a well-signed key for this kind; null when forged, malformed or for another kind. */
export function verifyIntegrationKey(cipher: TokenCipher, kind: string, key: string): SignedKey | null {
  const [nonce, exp, sig] = key.split('.');
  if (!nonce || !exp || !sig || !/^\d+$/.test(exp)) return null;
  const expected = Buffer.from(cipher.sign(`${nonce}.${exp}.${kind}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { nonce, expiresAt: Number(exp) };
}
