/**
 * Pusher's request signatures, checked with the `pusher` server SDK's own code rather than ours:
 * - webhooks (X-Pusher-Key, X-Pusher-Signature = hex(HMAC-SHA256(secret, raw body))): the SDK's
 *   `pusher.webhook(request).isValid()`, which also insists on a JSON body;
 * - the HTTP API (auth_version 1.0): auth_signature = hex(HMAC-SHA256(secret, METHOD + "\n" + path + "\n" + sorted
 *   "k=v" pairs joined by "&")) over every query parameter but auth_signature, body_md5 = hex(MD5(raw body)) for
 *   requests with a body, auth_timestamp within 600 s of now. The SDK only signs these requests (it has no server
 *   side), so the string to sign is built here and the HMAC and its constant-time comparison are the SDK's Token.
 */
import { createHash } from 'node:crypto';
import Pusher from 'pusher';

export const MAX_CLOCK_SKEW_SECONDS = 600;

/** The SDK's signer (`Pusher.Token`, exported at runtime though its typings only describe its shape). */
interface SdkToken {
  sign(text: string): string;
  verify(text: string, signature: string): boolean;
}
const Token = (Pusher as unknown as { Token: new (key: string, secret: string) => SdkToken }).Token;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** The string the signature covers. */
export function signedString(method: string, path: string, query: Record<string, string>): string {
  const pairs = Object.keys(query)
    .filter((k) => k !== 'auth_signature')
    .map((k) => [k.toLowerCase(), query[k]] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`);
  return [method.toUpperCase(), path, pairs.join('&')].join('\n');
}

/** Signs a request the way the SDK does, at a chosen time (tests sign stale requests with it). */
export function signRequest(key: string, secret: string, method: string, path: string, params: Record<string, string>, body?: string, nowSeconds = Math.floor(Date.now() / 1000)): Record<string, string> {
  const query: Record<string, string> = { ...params, auth_key: key, auth_timestamp: String(nowSeconds), auth_version: '1.0' };
  if (body) query.body_md5 = md5(body);
  query.auth_signature = new Token(key, secret).sign(signedString(method, path, query));
  return query;
}

/** Null when the request is correctly signed for (key, secret); otherwise why not (answered with 401). */
export function verifyRequest(
  key: string,
  secret: string,
  method: string,
  path: string,
  query: Record<string, unknown>,
  rawBody: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): string | null {
  const q: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (typeof v === 'string') q[k] = v;
  if (q.auth_key !== key) return 'Unknown auth_key';
  if (q.auth_version !== '1.0') return 'Unsupported auth_version';
  const ts = Number(q.auth_timestamp);
  if (!Number.isFinite(ts) || Math.abs(nowSeconds - ts) > MAX_CLOCK_SKEW_SECONDS) {
    return `Timestamp expired: Given timestamp (${q.auth_timestamp}) not within ${MAX_CLOCK_SKEW_SECONDS}s of server time (${nowSeconds})`;
  }
  if (rawBody) {
    if (q.body_md5 !== md5(rawBody)) return 'Invalid body_md5';
  } else if (q.body_md5 !== undefined && q.body_md5 !== md5('')) {
    return 'Invalid body_md5';
  }
  const signed = signedString(method, path, q);
  if (typeof q.auth_signature !== 'string' || !new Token(key, secret).verify(signed, q.auth_signature)) {
    return 'Invalid signature: you should have sent HmacSHA256Hex(' + JSON.stringify(signed) + ', your_secret_key)';
  }
  return null;
}

/** A webhook's X-Pusher-Signature over its raw body (Parley's own webhook sender signs with it). */
export function webhookSignature(secret: string, rawBody: string): string {
  return new Token('', secret).sign(rawBody);
}

/** The webhook check, built once per (key, secret): the SDK's WebHook on the request's headers and raw body. */
export function webhookVerifier(key: string, secret: string): (headers: Record<string, unknown>, rawBody: string) => boolean {
  // Only its webhook reader is used: the host it would send to is never contacted.
  const sdk = new Pusher({ appId: 'parley', key, secret, host: '127.0.0.1' });
  return (headers, rawBody) => {
    const signature = headers['x-pusher-signature'];
    // The SDK compares strings only (a missing or repeated header would throw inside it).
    if (typeof signature !== 'string' || typeof headers['x-pusher-key'] !== 'string') return false;
    // Its content-type test is an exact match: the route has already parsed the body as JSON, whatever parameters.
    return sdk.webhook({ headers: { ...headers, 'content-type': 'application/json' }, rawBody }).isValid();
  };
}
