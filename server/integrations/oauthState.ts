// The `state` of an authorization: URL-encoded JSON carrying integrationKey (spec §3), where integrationKey is
// "<nonce>.<expiry>.<binding>.<hmac>". The HMAC makes it unforgeable, the expiry bounds it, and the nonce's row makes
// it single-use (and ties it to the project, the user and the kind that started it). <binding> is a hash of the
// browser binding cookie of the browser that clicked Connect (RFC 9700 §4.7.1): a callback is completed only by that
// browser, so a victim who follows an attacker's authorize link cannot connect their account into the attacker's
// project. The state key comes from the integrations key as before (server/integrations/crypto.ts).
import crypto from 'node:crypto';
import type { TokenCipher } from './crypto';

/** Ten minutes from Connect to the callback: long enough for a provider's sign-in, short enough to be useless later. */
export const STATE_TTL_SECONDS = 600;

export interface SignedKey {
  nonce: string;
  expiresAt: number;
  /** The binding hash the key was made for. */
  binding: string;
}

/** A browser binding cookie's value: 32 random bytes. */
export const newBrowserBinding = () => crypto.randomBytes(32).toString('base64url');
export const isBrowserBinding = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v);

/** What the state carries of the cookie: a hash, so the URL never holds the cookie itself. */
const bindingHash = (binding: string) => crypto.createHash('sha256').update(`parley-oauth-binding:${binding}`).digest('base64url').slice(0, 32);

export function newIntegrationKey(cipher: TokenCipher, kind: string, now: number, browserBinding: string): { key: string } & SignedKey {
  const nonce = crypto.randomBytes(18).toString('base64url');
  const expiresAt = now + STATE_TTL_SECONDS;
  const binding = bindingHash(browserBinding);
  return { key: `${nonce}.${expiresAt}.${binding}.${cipher.sign(`${nonce}.${expiresAt}.${kind}.${binding}`)}`, nonce, expiresAt, binding };
}

/** The nonce, expiry and binding of a well-signed key for this kind; null when forged, malformed or another kind's. */
export function verifyIntegrationKey(cipher: TokenCipher, kind: string, key: string): SignedKey | null {
  const [nonce, exp, binding, sig, extra] = key.split('.');
  if (!nonce || !exp || !binding || !sig || extra !== undefined || !/^\d+$/.test(exp)) return null;
  const expected = Buffer.from(cipher.sign(`${nonce}.${exp}.${kind}.${binding}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { nonce, expiresAt: Number(exp), binding };
}

/** True when the request's binding cookie is the one the key was made for. */
export function boundTo(signed: SignedKey, browserBinding: string | null): boolean {
  if (!isBrowserBinding(browserBinding)) return false;
  const a = Buffer.from(bindingHash(browserBinding));
  const b = Buffer.from(signed.binding);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The PKCE code_verifier of a state (RFC 7636): derived from its nonce with the state key, so nothing more is stored
 * and only this server can produce it. 43 base64url characters, as the RFC's S256 example.
 */
export const codeVerifierOf = (cipher: TokenCipher, nonce: string): string => cipher.sign(`pkce.${nonce}`);
