// Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph...), path-style addressing, requests signed
// with SigV4 by the maintained aws4 package. S3 needs the length (and we sign the hash) before the first byte: an upload is
// spooled to a temporary file while both are measured, then streamed from it; memory stays flat whatever the size.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import aws4 from 'aws4';
import type { ObjectMeta, ObjectStore } from './objectStore';

export interface S3Settings {
  /** Base address of the S3 API, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are publicly readable (a CDN or public bucket URL); null keeps the bucket private. */
  publicUrl: string | null;
}

const REQUEST_TIMEOUT_MS = 30_000;
/** sha256 of an empty body, what a GET or DELETE signs as its payload hash. */
const EMPTY_SHA256 = crypto.createHash('sha256').digest('hex');

/** An object key as a URL path: each segment percent-encoded as S3 expects (RFC 3986, '/' kept). */
export function encodeKey(key: string): string {
  return key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

/** The request's headers plus host, x-amz-date, x-amz-content-sha256 and the SigV4 authorization, all signed. */
export function signS3(method: string, url: URL, headers: Record<string, string>, payloadHash: string, settings: Pick<S3Settings, 'region' | 'accessKeyId' | 'secretAccessKey'>): Record<string, string> {
  const signed = aws4.sign(
    { method, host: url.host, path: `${url.pathname}${url.search}`, service: 's3', region: settings.region, headers: { ...headers, 'x-amz-content-sha256': payloadHash } },
    { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  );
  return signed.headers as Record<string, string>;
}

/** Drains an error answer into a short reason: S3's <Code> when it sent XML, else the status. */
async function failure(res: IncomingMessage, what: string): Promise<Error> {
  let text = '';
  for await (const chunk of res) if (text.length < 2000) text += String(chunk);
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
  return new Error(`S3 ${what} failed: ${res.statusCode}${code ? ` ${code}` : ''}`);
}

export class S3Store implements ObjectStore {
  private readonly base: string;

  constructor(private readonly settings: S3Settings) {
    this.base = settings.endpoint.replace(/\/+$/, '');
  }

  private url(objectKey: string): URL {
    return new URL(`${this.base}/${encodeKey(this.settings.bucket)}/${encodeKey(objectKey)}`);
  }

  private request(method: string, url: URL, headers: Record<string, string>, body?: Readable): Promise<IncomingMessage> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(url, { method, headers }, resolve);
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`S3 ${method} timed out`)));
      req.on('error', reject);
      if (body) pipeline(body, req).catch(reject);
      else req.end();
    });
  }

  async put(objectKey: string, body: Readable, meta: ObjectMeta): Promise<void> {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'parley-s3-'));
    const spool = path.join(dir, 'body');
    try {
      const hash = crypto.createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(body, measure, fs.createWriteStream(spool));
      const url = this.url(objectKey);
      const extra: Record<string, string> = { 'content-type': meta.type, 'content-length': String(size) };
      if (meta.disposition) extra['content-disposition'] = meta.disposition;
      const headers = signS3('PUT', url, extra, hash.digest('hex'), this.settings);
      const res = await this.request('PUT', url, headers, fs.createReadStream(spool));
      if (res.statusCode !== 200) throw await failure(res, 'upload');
      res.resume();
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  async get(objectKey: string): Promise<Readable | null> {
    const url = this.url(objectKey);
    const res = await this.request('GET', url, signS3('GET', url, {}, EMPTY_SHA256, this.settings));
    if (res.statusCode === 200) return res;
    if (res.statusCode === 404) {
      res.resume();
      return null;
    }
    throw await failure(res, 'download');
  }

  async delete(objectKey: string): Promise<void> {
    const url = this.url(objectKey);
    const res = await this.request('DELETE', url, signS3('DELETE', url, {}, EMPTY_SHA256, this.settings));
    // Deleting what is already gone is done too.
    if (res.statusCode !== 204 && res.statusCode !== 200 && res.statusCode !== 404) throw await failure(res, 'delete');
    res.resume();
  }

  publicUrl(objectKey: string): string | null {
    return this.settings.publicUrl ? `${this.settings.publicUrl.replace(/\/+$/, '')}/${encodeKey(objectKey)}` : null;
  }
}
