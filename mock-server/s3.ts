// A small S3-compatible fake (path-style: /<bucket>/<key>) for tests and demos: PUT, GET and DELETE of objects kept
// in memory. Like S3 it VERIFIES each request's SigV4 signature with its own copy of the secret (re-signing what it
// received with the aws4 package, never the server's code), the clock skew and the signed payload hash, and answers
// S3's XML errors; a bucket may be public-read, so unsigned GETs serve objects.
import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import aws4 from 'aws4';

export interface S3FakeOptions {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
  /** Unsigned GETs of objects are served (what a public bucket or CDN in front of it does). */
  publicRead?: boolean;
  port?: number;
  host?: string;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
  contentDisposition: string | null;
}

export interface S3Fake {
  url: string;
  objects: Map<string, StoredObject>;
  /** Codes of the errors answered, in order (SignatureDoesNotMatch...), for tests to assert on. */
  refusals: string[];
  close(): Promise<void>;
}

const MAX_SKEW_MS = 15 * 60 * 1000;

const sha256Hex = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

interface ParsedAuthorization {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

/** Reads an AWS4-HMAC-SHA256 Authorization header; null when it is not one. */
function parseAuthorization(header: string | undefined): ParsedAuthorization | null {
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return null;
  return { accessKeyId: m[1]!, date: m[2]!, region: m[3]!, service: m[4]!, signedHeaders: m[5]!.split(';'), signature: m[6]! };
}

/** The signature S3 would compute for this request with the bucket's secret: aws4 re-signs the signed headers as received. */
function expectedSignature(req: IncomingMessage, signedHeaders: string[], opts: S3FakeOptions): string {
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const signed = aws4.sign(
    { method: req.method ?? 'GET', host: headers.host, path: req.url ?? '/', service: 's3', region: opts.region, headers },
    { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
  );
  return parseAuthorization(String(signed.headers?.Authorization ?? ''))?.signature ?? '';
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function verify(req: IncomingMessage, body: Buffer, opts: S3FakeOptions): void {
  const auth = parseAuthorization(req.headers.authorization);
  if (!auth) throw new S3Error(403, 'AccessDenied', 'Access Denied');
  if (auth.accessKeyId !== opts.accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  const date = String(req.headers['x-amz-date'] ?? '');
  const when = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  if (!when || auth.date !== date.slice(0, 8) || auth.region !== opts.region || auth.service !== 's3') {
    throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  }
  const at = Date.UTC(+when[1]!, +when[2]! - 1, +when[3]!, +when[4]!, +when[5]!, +when[6]!);
  if (Math.abs(Date.now() - at) > MAX_SKEW_MS) throw new S3Error(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!auth.signedHeaders.includes(required)) throw new S3Error(403, 'AccessDenied', `${required} must be signed`);
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
    throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
  const expected = Buffer.from(expectedSignature(req, auth.signedHeaders, opts), 'hex');
  const given = Buffer.from(auth.signature, 'hex');
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }
}

function sendError(res: ServerResponse, err: S3Error) {
  res.writeHead(err.status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${err.code}</Code><Message>${err.message}</Message></Error>`);
}

export async function startS3Fake(opts: S3FakeOptions): Promise<S3Fake> {
  const objects = new Map<string, StoredObject>();
  const refusals: string[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const raw = req.url ?? '/';
    const [path = '/'] = raw.split('?', 2);
    const [, bucket, ...rest] = path.split('/');
    const objectKey = decodeURIComponent(rest.join('/'));
    if (bucket !== opts.bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const anonymousRead = req.method === 'GET' && !req.headers.authorization && opts.publicRead;
    if (!anonymousRead) verify(req, body, opts);
    if (!objectKey) throw new S3Error(400, 'InvalidRequest', 'Bucket operations are not supported by this fake');

    if (req.method === 'PUT') {
      if (req.headers['content-length'] === undefined) throw new S3Error(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
      objects.set(objectKey, {
        body,
        contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        contentDisposition: req.headers['content-disposition'] ? String(req.headers['content-disposition']) : null,
      });
      res.writeHead(200, { etag: `"${crypto.createHash('md5').update(body).digest('hex')}"` });
      res.end();
    } else if (req.method === 'GET') {
      const found = objects.get(objectKey);
      if (!found) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
      const headers: Record<string, string> = { 'content-type': found.contentType, 'content-length': String(found.body.length) };
      if (found.contentDisposition) headers['content-disposition'] = found.contentDisposition;
      res.writeHead(200, headers);
      res.end(found.body);
    } else if (req.method === 'DELETE') {
      objects.delete(objectKey);
      res.writeHead(204);
      res.end();
    } else {
      throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const e = err instanceof S3Error ? err : new S3Error(500, 'InternalError', String(err));
      refusals.push(e.code);
      sendError(res, e);
    });
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    objects,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
