// The fake's signing keys and a JWT signer (RS256, Node's crypto only). Two issuers, each with its own key, as at
// Microsoft: the Bot Framework (tokens on the activities it sends a bot) and Entra ID (a Teams tab's SSO token).
// A "forger" key is never published: what it signs must be refused.
import crypto from 'node:crypto';

export interface SigningKey {
  kid: string;
  privateKey: crypto.KeyObject;
  /** The public half as a JWK, as published at the issuer's jwks_uri. */
  jwk: Record<string, unknown>;
}

function newKey(kid: string): SigningKey {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = publicKey.export({ format: 'jwk' }) as Record<string, unknown>;
  return { kid, privateKey, jwk: { kty: 'RSA', use: 'sig', kid, n: jwk.n, e: jwk.e } };
}

export const BOT_KEY = newKey(`bf-${crypto.randomBytes(6).toString('hex')}`);
export const SSO_KEY = newKey(`aad-${crypto.randomBytes(6).toString('hex')}`);
/** Same kid as the Bot Framework key, another private key: a forged token looks right until its signature is checked. */
export const FORGER_KEY: SigningKey = { ...newKey(BOT_KEY.kid), kid: BOT_KEY.kid };

const b64url = (v: object | Buffer) => (Buffer.isBuffer(v) ? v : Buffer.from(JSON.stringify(v))).toString('base64url');

export function signJwt(key: SigningKey, claims: Record<string, unknown>, kid = key.kid): string {
  const head = b64url({ alg: 'RS256', typ: 'JWT', kid, x5t: kid });
  const body = b64url(claims);
  const signature = crypto.sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key.privateKey);
  return `${head}.${body}.${b64url(signature)}`;
}
