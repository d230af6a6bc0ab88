// Issue 29, the Developers page's rules: the forms show the shared schemas' messages per field, and times read
// as "x ago" then as a date.
import { describe, expect, it } from 'vitest';
import { apiKeySchema, API_KEY_MSG } from '../../../src/domain/apiKeys/schemas';
import { webhookEndpointSchema, WEBHOOK_MSG } from '../../../src/domain/webhooks/schemas';
import { MSG } from '../../../src/domain/messages';
import { ago, formErrors } from '../../../src/custom/settings/developers/model';

describe('developers forms', () => {
  it('an API key needs a name and a scope', () => {
    expect(formErrors(apiKeySchema, { name: '', scopes: [] })).toEqual({ name: MSG.fieldEmpty, scopes: API_KEY_MSG.scopesRequired });
    expect(formErrors(apiKeySchema, { name: 'Sync', scopes: ['conversations:read'] })).toBeNull();
    expect(formErrors(apiKeySchema, { name: 'Sync', scopes: ['root'] })).not.toBeNull();
  });

  it('an endpoint needs an http(s) address and an event', () => {
    expect(formErrors(webhookEndpointSchema, { url: 'ftp://x', events: [] })).toEqual({ url: WEBHOOK_MSG.urlInvalid, events: WEBHOOK_MSG.eventsRequired });
    expect(formErrors(webhookEndpointSchema, { url: 'https://hooks.example.com/parley', events: ['message.created'] })).toBeNull();
  });
});

describe('times', () => {
  it('reads recent times as ago and older ones as a date', () => {
    expect(ago(null, 1000, 'Never')).toBe('Never');
    expect(ago(990, 1000)).toBe('Just now');
    expect(ago(1000 - 5 * 60, 1000)).toBe('5 min ago');
    expect(ago(1000 - 3 * 3600, 1000)).toBe('3 h ago');
    expect(ago(0, 10 * 86400)).toMatch(/1970/);
  });
});
