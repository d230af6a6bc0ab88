// The SigV4 signer against AWS's published S3 examples ("Signature Calculations for the Authorization Header:
// Transferring Payload in a Single Chunk"): if our canonical form drifts, a real bucket would refuse every upload.
import { describe, expect, it } from 'vitest';
import { EMPTY_SHA256, parseAuthorization, sha256Hex, signedHeaders, uriEncode } from '../../server/services/storage/sigv4';

const KEY = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' };
const WHEN = new Date('2013-05-24T00:00:00Z');
const signatureOf = (headers: Record<string, string>) => parseAuthorization(headers.authorization)?.signature;

describe('AWS Signature V4', () => {
  it('signs the GET object example', () => {
    const headers = signedHeaders(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { Range: 'bytes=0-9' }, payloadHash: EMPTY_SHA256 },
      KEY,
      WHEN,
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(signatureOf(headers)).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(parseAuthorization(headers.authorization)).toMatchObject({
      accessKeyId: KEY.accessKeyId,
      date: '20130524',
      region: 'us-east-1',
      signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
    });
  });

  it('signs the PUT object example, payload hash included', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signedHeaders(
      {
        method: 'PUT',
        url: new URL(`https://examplebucket.s3.amazonaws.com/${uriEncode('test$file.text', true)}`),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
      },
      KEY,
      WHEN,
    );
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('signs the list-objects example (sorted, encoded query)', () => {
    const headers = signedHeaders(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'), payloadHash: EMPTY_SHA256 },
      KEY,
      WHEN,
    );
    expect(signatureOf(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});
