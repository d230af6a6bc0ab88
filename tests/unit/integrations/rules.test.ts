// The integrations' pure rules: the one-MAP rule, the callback state, signed single-use keys, token envelopes.
import { describe, expect, it } from 'vitest';
import { INTEGRATIONS, INTEGRATION_KINDS, kindOfService, CALLBACK_SERVICES } from '../../../src/domain/integrations/kinds';
import { INTEGRATION_MSG, callbackFailedText, callbackSuccessText, integratedSuccessfully } from '../../../src/domain/integrations/messages';
import { connectBlockedReason, marketingAutomationConflict, parseCallbackState, replacedCalendar } from '../../../src/domain/integrations/rules';
import { TokenCipher } from '../../../server/integrations/crypto';
import { boundTo, codeVerifierOf, newBrowserBinding, newIntegrationKey, verifyIntegrationKey, STATE_TTL_SECONDS } from '../../../server/integrations/oauthState';

describe('kinds', () => {
  it('has every kind of spec §3 in a group, and every callback service maps to a kind that comes back to it', () => {
    expect(INTEGRATION_KINDS).toHaveLength(13);
    for (const service of CALLBACK_SERVICES) expect(INTEGRATIONS[kindOfService(service)].service).toBe(service);
    expect(INTEGRATIONS.zendesk.credential?.required).toBe('Domain is required');
  });

  it('words the callback screens and toasts as the spec does', () => {
    expect(integratedSuccessfully('salesforce')).toBe('Salesforce integrated successfully!');
    expect(callbackSuccessText('zoho')).toBe('Successfully connected your Zoho with Parley');
    expect(callbackFailedText('msteams')).toBe('Something went wrong while connecting Microsoft Teams with Parley');
  });
});

describe('one marketing-automation platform', () => {
  it('refuses a second platform but not the same one again, nor a CRM', () => {
    expect(marketingAutomationConflict('marketo', ['pardot'])).toBe(INTEGRATION_MSG.onlyOneMap);
    expect(marketingAutomationConflict('pardot', ['pardot', 'salesforce'])).toBeNull();
    expect(marketingAutomationConflict('hubspot', ['pardot'])).toBeNull();
    expect(marketingAutomationConflict('eloqua', ['hubspot', 'zendesk'])).toBeNull();
  });

  it('counts Marketo, Pardot and Eloqua only: RingLead is a routing tool beside them', () => {
    expect(marketingAutomationConflict('ringlead', ['marketo'])).toBeNull();
    expect(marketingAutomationConflict('pardot', ['ringlead'])).toBeNull();
    expect(marketingAutomationConflict('eloqua', ['ringlead', 'marketo'])).toBe(INTEGRATION_MSG.onlyOneMap);
    expect(INTEGRATIONS.ringlead.group).toBe('routing');
  });

  it('gives a card the reason its Connect is disabled, naming the connected platform', () => {
    expect(connectBlockedReason('pardot', ['marketo', 'ringlead'])).toBe(INTEGRATION_MSG.mapTaken('Marketo'));
    expect(connectBlockedReason('pardot', ['marketo'])).toMatch(/^Marketo is already connected\. Only one Marketing Automation Platform/);
    expect(connectBlockedReason('marketo', ['marketo'])).toBeNull();
    expect(connectBlockedReason('ringlead', ['pardot'])).toBeNull();
  });
});

describe('one calendar per agent', () => {
  it('names the other calendar a connect would replace; the same one or no calendar replaces nothing', () => {
    const google = { kind: 'googleCalendar' as const, account: 'ada@demo.test' };
    expect(replacedCalendar('office365Calendar', google)).toBe(google);
    expect(replacedCalendar('googleCalendar', google)).toBeNull();
    expect(replacedCalendar('office365Calendar', null)).toBeNull();
    expect(replacedCalendar('salesforce', google)).toBeNull();
    expect(INTEGRATION_MSG.calendarReplaceText('Office 365 calendar', 'Google calendar', 'ada@demo.test')).toContain('disconnects your Google calendar (ada@demo.test)');
  });
});

describe('callback state', () => {
  it('reads JSON (plain or URL-encoded) with an integrationKey, keeping the project name and Zoho accountServer', () => {
    const raw = JSON.stringify({ integrationKey: 'k', projectName: 'Acme', accountServer: 'https://accounts.zoho.eu', extra: 1 });
    expect(parseCallbackState(raw)).toEqual({ integrationKey: 'k', projectName: 'Acme', accountServer: 'https://accounts.zoho.eu' });
    expect(parseCallbackState(encodeURIComponent(raw))?.integrationKey).toBe('k');
  });
  it('is null without JSON or without an integrationKey', () => {
    for (const bad of [null, '', '{', '"k"', '[]', '{"integrationKey":""}', '{"integrationKey":7}']) expect(parseCallbackState(bad)).toBeNull();
  });
});

describe('signed integration keys', () => {
  const cipher = new TokenCipher('test-secret');
  const browser = newBrowserBinding();
  it('verify for their kind only, and carry their expiry', () => {
    const k = newIntegrationKey(cipher, 'hubspot', 1000, browser);
    expect(verifyIntegrationKey(cipher, 'hubspot', k.key)).toEqual({ nonce: k.nonce, expiresAt: 1000 + STATE_TTL_SECONDS, binding: k.binding });
    expect(verifyIntegrationKey(cipher, 'salesforce', k.key)).toBeNull();
    expect(verifyIntegrationKey(new TokenCipher('other'), 'hubspot', k.key)).toBeNull();
    const [nonce, , binding, sig] = k.key.split('.');
    expect(verifyIntegrationKey(cipher, 'hubspot', `${nonce}.${9_999_999_999}.${binding}.${sig}`)).toBeNull();
    expect(verifyIntegrationKey(cipher, 'hubspot', 'garbage')).toBeNull();
  });
  it('are bound to the browser that started them: another binding (or none) is refused, and the binding cannot be swapped', () => {
    const k = newIntegrationKey(cipher, 'hubspot', 1000, browser);
    const signed = verifyIntegrationKey(cipher, 'hubspot', k.key)!;
    expect(boundTo(signed, browser)).toBe(true);
    expect(boundTo(signed, newBrowserBinding())).toBe(false);
    expect(boundTo(signed, null)).toBe(false);
    const other = newIntegrationKey(cipher, 'hubspot', 1000, newBrowserBinding());
    const [nonce, exp, , sig] = k.key.split('.');
    expect(verifyIntegrationKey(cipher, 'hubspot', `${nonce}.${exp}.${other.binding}.${sig}`)).toBeNull();
    expect(k.key).not.toContain(browser);
  });
  it('give a PKCE verifier per state: 43 unreserved characters, different per nonce and per key', () => {
    const v = codeVerifierOf(cipher, 'n1');
    expect(v).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(codeVerifierOf(cipher, 'n2')).not.toBe(v);
    expect(codeVerifierOf(new TokenCipher('other'), 'n1')).not.toBe(v);
  });
});

describe('token envelopes', () => {
  it('round-trip, differ each time, and refuse tampering or another key', () => {
    const cipher = new TokenCipher('k1');
    const a = cipher.encrypt('xoxb-secret-token');
    expect(a).not.toContain('secret');
    expect(cipher.encrypt('xoxb-secret-token')).not.toBe(a);
    expect(cipher.decrypt(a)).toBe('xoxb-secret-token');
    const parts = a.split('.');
    parts[3] = parts[3]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => new TokenCipher('k2').decrypt(a)).toThrow();
  });
});
