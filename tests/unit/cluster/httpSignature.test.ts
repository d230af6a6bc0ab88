// Pusher's HTTP API signing, checked against the official `pusher` SDK's own signer (its createSignedQueryString).
import { createRequire } from 'node:module';
import { signRequest, signedString, verifyRequest, verifyWebhook, webhookSignature } from '../../../server/realtime/httpSignature';

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

  it('webhook signatures', () => {
    const sig = webhookSignature('s', '{"events":[]}');
    expect(verifyWebhook('s', '{"events":[]}', sig)).toBe(true);
    expect(verifyWebhook('s', '{"events":[1]}', sig)).toBe(false);
    expect(verifyWebhook('s', '{"events":[]}', undefined)).toBe(false);
  });
});
