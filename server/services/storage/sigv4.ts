// AWS Signature Version 4 for S3-compatible stores, with node:crypto only (no SDK). The pure pieces are exported
// so the bundled S3 fake verifies requests with the same canonical form, and a test pins them to AWS's own example.
import crypto from 'node:crypto';

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';
/** sha256 of an empty body, what a GET or DELETE signs as its payload hash. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface SigV4Key {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface CanonicalParts {
  method: string;
  /** The path as sent on the wire (already URI-encoded). */
  path: string;
  /** Decoded query pairs. */
  query: Array<[string, string]>;
  /** Header names (any case) to values; only those listed in `signedHeaders` are used. */
  headers: Record<string, string | string[] | undefined>;
  signedHeaders: string[];
  payloadHash: string;
}

export const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, '/' kept when asked (paths). */
export function uriEncode(value: string, keepSlash = false): string {
  return Array.from(Buffer.from(value, 'utf8'))
    .map((b) => {
      const c = String.fromCharCode(b);
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
      return `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

function headerValue(headers: CanonicalParts['headers'], name: string): string {
  const found = Object.entries(headers).find(([k]) => k.toLowerCase() === name);
  const raw = found?.[1];
  const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  return value.trim().replace(/\s+/g, ' ');
}

export function canonicalRequest(p: CanonicalParts): string {
  const signed = p.signedHeaders.map((h) => h.toLowerCase()).sort();
  const query = p.query
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signed.map((h) => `${h}:${headerValue(p.headers, h)}\n`).join('');
  return [p.method.toUpperCase(), p.path || '/', query, headers, signed.join(';'), p.payloadHash].join('\n');
}

/** YYYYMMDD'T'HHMMSS'Z' */
export const amzDate = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export const credentialScope = (date: string, key: Pick<SigV4Key, 'region' | 'service'>) => `${date.slice(0, 8)}/${key.region}/${key.service}/aws4_request`;

/** The hex signature of a canonical request made at `date` (an amzDate). */
export function signatureOf(canonical: string, date: string, key: SigV4Key): string {
  const scope = credentialScope(date, key);
  const toSign = [SIGV4_ALGORITHM, date, scope, sha256Hex(canonical)].join('\n');
  const kDate = hmac(`AWS4${key.secretAccessKey}`, date.slice(0, 8));
  const kSigning = hmac(hmac(hmac(kDate, key.region), key.service), 'aws4_request');
  return crypto.createHmac('sha256', kSigning).update(toSign).digest('hex');
}

/**
 * The headers that sign a request: host, x-amz-date, x-amz-content-sha256 and every header given, all signed.
 * `payloadHash` is the body's sha256 (or EMPTY_SHA256).
 */
export function signedHeaders(
  req: { method: string; url: URL; headers?: Record<string, string>; payloadHash: string },
  key: SigV4Key,
  now: Date = new Date(),
): Record<string, string> {
  const date = amzDate(now);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(req.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    host: req.url.host,
    'x-amz-date': date,
    'x-amz-content-sha256': req.payloadHash,
  };
  const names = Object.keys(headers).sort();
  const canonical = canonicalRequest({
    method: req.method,
    path: req.url.pathname,
    query: Array.from(req.url.searchParams.entries()),
    headers,
    signedHeaders: names,
    payloadHash: req.payloadHash,
  });
  const signature = signatureOf(canonical, date, key);
  headers.authorization = `${SIGV4_ALGORITHM} Credential=${key.accessKeyId}/${credentialScope(date, key)}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
  return headers;
}

export interface ParsedAuthorization {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

/** Reads an Authorization header of this scheme; null when it is not one. */
export function parseAuthorization(header: string | undefined): ParsedAuthorization | null {
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
    header ?? '',
  );
  if (!m) return null;
  return { accessKeyId: m[1]!, date: m[2]!, region: m[3]!, service: m[4]!, signedHeaders: m[5]!.split(';'), signature: m[6]! };
}
