// SigV4 through the aws4 package, as the S3 store uses it (signS3), against AWS's published S3 examples ("Signature
// Calculations for the Authorization Header: Transferring Payload in a Single Chunk"): if our use of it drifts, a real
// bucket would refuse every upload. And the S3 fake, which re-signs what it receives with its own copy of the secret,
// refuses a request signed with another secret or changed after signing.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeKey, signS3 } from '../../server/services/storage/s3Store';
import { startS3Fake, type S3Fake } from '../../mock-server/s3';

const KEY = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
const sha256Hex = (data: string) => crypto.createHash('sha256').update(data).digest('hex');
const EMPTY_SHA256 = sha256Hex('');
const signatureOf = (headers: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(headers.Authorization ?? '')?.[1];

describe('AWS Signature V4 (aws4)', () => {
  it('signs the PUT object example, payload hash and an encoded key included', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const url = new URL(`https://examplebucket.s3.amazonaws.com/${encodeKey('test$file.text')}`);
    const headers = signS3('PUT', url, { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' }, sha256Hex(body), KEY);
    expect(headers.Authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,');
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('signs the list-objects example (sorted, encoded query)', () => {
    const url = new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J');
    const headers = signS3('GET', url, { 'x-amz-date': '20130524T000000Z' }, EMPTY_SHA256, KEY);
    expect(signatureOf(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('encodes keys segment by segment, keeping the slashes', () => {
    expect(encodeKey("uploads/a b/ré(1)!.png")).toBe('uploads/a%20b/r%C3%A9%281%29%21.png');
  });
});

describe('the S3 fake checks signatures', () => {
  const BUCKET = { accessKeyId: 'PARLEYTESTKEY', secretAccessKey: 'parley-test-secret-0123456789', region: 'eu-west-1', bucket: 'sig-bucket' };
  let fake: S3Fake;
  beforeAll(async () => {
    fake = await startS3Fake(BUCKET);
  });
  afterAll(async () => fake.close());

  const put = (key: string, body: string, sign: typeof BUCKET, change: (h: Record<string, string>) => void = () => undefined) => {
    const url = new URL(`${fake.url}/${BUCKET.bucket}/${encodeKey(key)}`);
    const headers = signS3('PUT', url, { 'content-type': 'text/plain', 'content-length': String(Buffer.byteLength(body)) }, sha256Hex(body), sign);
    change(headers);
    return fetch(url, { method: 'PUT', headers, body });
  };

  it('stores a request signed with the bucket secret, keys with spaces and accents included', async () => {
    const res = await put('notes/ré sumé (final).txt', 'hello', BUCKET);
    expect(res.status).toBe(200);
    expect(fake.objects.get('notes/ré sumé (final).txt')?.body.toString()).toBe('hello');
  });

  it('refuses a request signed with another secret', async () => {
    const res = await put('wrong-secret.txt', 'hello', { ...BUCKET, secretAccessKey: 'not-the-secret' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('SignatureDoesNotMatch');
    expect(fake.objects.has('wrong-secret.txt')).toBe(false);
  });

  it('refuses a request whose signed header was changed after signing', async () => {
    const res = await put('tampered.txt', 'hello', BUCKET, (h) => (h['content-type'] = 'text/html'));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('SignatureDoesNotMatch');
    expect(fake.objects.has('tampered.txt')).toBe(false);
  });
});
