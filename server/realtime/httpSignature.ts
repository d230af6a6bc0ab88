/**
 * Pusher's HTTP API request signing (auth_version 1.0), as the `pusher` server SDKs produce it:
 *   auth_signature = hex(HMAC-SHA256(secret, METHOD + "\n" + path + "\n" + sorted "k=v" pairs joined by "&"))
 * over every query parameter but auth_signature (keys lower-cased, values as sent, unencoded), with body_md5 =
 * hex(MD5(raw body)) for requests with a body and auth_timestamp within 600 s of now. Also the webhook signature
 * (X-Pusher-Signature = hex(HMAC-SHA256(secret, raw body))). Pure functions over node:crypto.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const MAX_CLOCK_SKEW_SECONDS = 600;

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The string the signature covers. */
export function signedString(method: string, path: string, query: Record<string, string>): string {
  const pairs = Object.keys(query)
    .filter((k) => k !== 'auth_signature')
    .map((k) => [k.toLowerCase(), query[k]] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`);
  return [method.toUpperCase(), path, pairs.join('&')].join('\n');
}

/** Signs a request the way the SDKs do (used by tests and by Parley's own webhook sender). */
export function signRequest(key: string, secret: string, method: string, path: string, params: Record<string, string>, body?: string, nowSeconds = Math.floor(Date.now() / 1000)): Record<string, string> {
  const query: Record<string, string> = { ...params, auth_key: key, auth_timestamp: String(nowSeconds), auth_version: '1.0' };
  if (body) query.body_md5 = createHash('md5').update(body).digest('hex');
  query.auth_signature = hmacHex(secret, signedString(method, path, query));
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
    const md5 = createHash('md5').update(rawBody).digest('hex');
    if (q.body_md5 !== md5) return 'Invalid body_md5';
  } else if (q.body_md5 !== undefined && q.body_md5 !== createHash('md5').update('').digest('hex')) {
    return 'Invalid body_md5';
  }
  if (typeof q.auth_signature !== 'string' || !sameHex(hmacHex(secret, signedString(method, path, q)), q.auth_signature)) {
    return 'Invalid signature: you should have sent HmacSHA256Hex(' + JSON.stringify(signedString(method, path, q)) + ', your_secret_key)';
  }
  return null;
}

/** A webhook's X-Pusher-Signature over its raw body. */
export function webhookSignature(secret: string, rawBody: string): string {
  return hmacHex(secret, rawBody);
}

export function verifyWebhook(secret: string, rawBody: string, signature: unknown): boolean {
  return typeof signature === 'string' && sameHex(webhookSignature(secret, rawBody), signature);
}
