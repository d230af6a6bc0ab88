// What the server's error reports keep of a request: no credential headers or cookies, no body or query of the
// routes that carry passwords and codes, secret-looking keys redacted elsewhere.
import { describe, expect, it } from 'vitest';
import type { ErrorEvent } from '@sentry/node';
import { scrubEvent as scrubWith, scrubRules } from '../../../server/lib/errorReporting';
import { PROVIDER_LIST } from '../../../server/integrations/providers/index';

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

/** The rules the server runs with (server.ts passes the provider list). */
const scrubEvent = (e: ErrorEvent) => scrubWith(e, scrubRules(PROVIDER_LIST));

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

  it("drops what the providers declare: their signature headers, and their own routes' bodies", () => {
    const signed = event('http://h/app/slack/events', { event: { text: 'hi' } });
    signed.request!.headers = { ...signed.request!.headers, 'X-Slack-Signature': 'v0=abc' };
    const { request } = scrubEvent(signed);
    expect(request?.headers).toEqual({ 'user-agent': 'test' });
    expect(request?.data).toBeUndefined();
    for (const path of ['/app/msteams/signin', '/app/msteams/messages', '/app/msdynamics/callback', '/app/zoho/generatetoken']) {
      expect(scrubEvent(event(`http://h${path}`, { code: 'c' })).request?.data, path).toBeUndefined();
    }
    // The list, not a name in the scrubber: a new provider's headers and routes are dropped as it declares them.
    const rules = scrubRules([{ kind: 'acme', secretHeaders: ['X-Acme-Signature'] }]);
    const acme = event('http://h/app/acme/hook', { text: 'x' });
    acme.request!.headers = { 'x-acme-signature': 's', 'user-agent': 'test' };
    const scrubbed = scrubWith(acme, rules).request;
    expect(scrubbed?.headers).toEqual({ 'user-agent': 'test' });
    expect(scrubbed?.data).toBeUndefined();
    expect(scrubWith(event('http://h/app/slack/events', { text: 'x' }), rules).request?.data).toEqual({ text: 'x' });
  });

  it('redacts secret-looking keys in other bodies', () => {
    const { request } = scrubEvent(event('http://h/app/profile', { name: 'Ann', nested: { apiToken: 't', clientSecret: 's' } }));
    expect(request?.data).toEqual({ name: 'Ann', nested: { apiToken: '[Filtered]', clientSecret: '[Filtered]' } });
  });
});
