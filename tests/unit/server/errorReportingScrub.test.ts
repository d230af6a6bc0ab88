// What the server's error reports keep of a request: no credential headers or cookies, no body or query of the
// routes that carry passwords and codes, secret-looking keys redacted elsewhere.
import { describe, expect, it } from 'vitest';
import type { ErrorEvent } from '@sentry/node';
import { scrubEvent } from '../../../server/lib/errorReporting';

const event = (url: string, data: unknown): ErrorEvent => ({
  type: undefined,
  request: {
    url,
    headers: { Authorization: 'Bearer s3cret', cookie: 'parley_token=s3cret', 'user-agent': 'test' },
    cookies: { parley_token: 's3cret' },
    data,
    query_string: 'code=abc',
  },
});

describe('scrubEvent', () => {
  it('drops credential headers and cookies everywhere', () => {
    const { request } = scrubEvent(event('http://h/app/inbox/conversations', { note: 'hi' }));
    expect(request?.headers).toEqual({ 'user-agent': 'test' });
    expect(request?.cookies).toBeUndefined();
    expect(request?.data).toEqual({ note: 'hi' });
  });

  it('drops the body and query of credential routes', () => {
    for (const path of ['/app/login', '/app/register', '/app/password/reset', '/app/invitations/accept', '/app/integration/slack', '/app/realtime/auth']) {
      const { request } = scrubEvent(event(`http://h${path}`, { email: 'a@b.c', password: 'pw' }));
      expect(request?.data, path).toBeUndefined();
      expect(request?.query_string, path).toBeUndefined();
    }
  });

  it('redacts secret-looking keys in other bodies', () => {
    const { request } = scrubEvent(event('http://h/app/profile', { name: 'Ann', nested: { apiToken: 't', clientSecret: 's' } }));
    expect(request?.data).toEqual({ name: 'Ann', nested: { apiToken: '[Filtered]', clientSecret: '[Filtered]' } });
  });
});
