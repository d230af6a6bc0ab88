// Pusher's HTTP API signing, checked against the official `pusher` SDK's own signer (its createSignedQueryString).
import { createRequire } from 'node:module';
import Pusher from 'pusher';
import { vi } from 'vitest';
import { signRequest, signedString, verifyRequest, webhookSignature, webhookVerifier } from '../../../server/realtime/httpSignature';

const require = createRequire(import.meta.url);
const { createSignedQueryString } = require('pusher/lib/requests') as {
  createSignedQueryString(token: unknown, req: { method: string; path: string; params?: Record<string, string>; body?: string }): string;
};
const Token = require('pusher/lib/token') as new (key: string, secret: string) => unknown;

const parse = (qs: string) => Object.fromEntries(new URLSearchParams(qs));

describe('Pusher request signing', () => {
  it('accepts what the SDK signs, body included', () => {
    const body = JSON.stringify({ name: 'e', channels: ['private-a'], data: '{"x":1}' });
    const qs = createSignedQueryString(new Token('k', 's'), { method: 'POST', path: '/apps/1/events', body });
    expect(verifyRequest('k', 's', 'POST', '/apps/1/events', parse(qs), body)).toBeNull();
    const get = createSignedQueryString(new Token('k', 's'), { method: 'GET', path: '/apps/1/channels', params: { info: 'user_count', filter_by_prefix: 'presence-' } });
    expect(verifyRequest('k', 's', 'GET', '/apps/1/channels', parse(get), null)).toBeNull();
  });

  it('refuses another secret, key, path, body or an old timestamp', () => {
    const body = '{"a":1}';
    const q = signRequest('k', 's', 'POST', '/apps/1/events', {}, body);
    expect(verifyRequest('k', 'other', 'POST', '/apps/1/events', q, body)).toMatch(/Invalid signature/);
    expect(verifyRequest('k2', 's', 'POST', '/apps/1/events', q, body)).toMatch(/auth_key/);
    expect(verifyRequest('k', 's', 'POST', '/apps/1/batch_events', q, body)).toMatch(/Invalid signature/);
    expect(verifyRequest('k', 's', 'POST', '/apps/1/events', q, '{"a":2}')).toMatch(/body_md5/);
    const old = signRequest('k', 's', 'POST', '/apps/1/events', {}, body, Math.floor(Date.now() / 1000) - 601);
    expect(verifyRequest('k', 's', 'POST', '/apps/1/events', old, body)).toMatch(/Timestamp expired/);
  });

  it('signs the sorted parameters, auth_signature left out', () => {
    expect(signedString('get', '/p', { b: '2', a: '1', auth_signature: 'x' })).toBe('GET\n/p\na=1&b=2');
  });

  it('refuses a signature of the right length in other characters (401, where comparing bytes threw)', () => {
    const q = signRequest('k', 's', 'POST', '/apps/1/events', {}, '{}');
    const forged = { ...q, auth_signature: `é${q.auth_signature!.slice(1)}` };
    expect(verifyRequest('k', 's', 'POST', '/apps/1/events', forged, '{}')).toMatch(/Invalid signature/);
  });

  it('webhook signatures, checked by the SDK', () => {
    const check = vi.spyOn(Pusher.prototype, 'webhook');
    const valid = webhookVerifier('k', 's');
    const body = '{"events":[]}';
    const headers = (signature: unknown, key: unknown = 'k') => ({ 'x-pusher-key': key, 'x-pusher-signature': signature, 'content-type': 'application/json; charset=utf-8' });
    expect(valid(headers(webhookSignature('s', body)), body)).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
    expect(valid(headers(webhookSignature('s', body)), '{"events":[1]}')).toBe(false);
    expect(valid(headers(webhookSignature('s', body), 'other'), body)).toBe(false);
    expect(valid(headers(webhookSignature('other', body)), body)).toBe(false);
    expect(valid(headers(undefined), body)).toBe(false);
    expect(valid(headers([webhookSignature('s', body)]), body)).toBe(false);
    expect(valid(headers('é'.repeat(64)), body)).toBe(false);
    // The SDK takes signed JSON only.
    expect(valid(headers(webhookSignature('s', 'not json')), 'not json')).toBe(false);
    check.mockRestore();
  });
});
