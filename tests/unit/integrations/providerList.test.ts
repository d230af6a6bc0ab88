// The one provider list: every kind the dashboard knows has exactly one provider folder behind IntegrationProvider,
// and what used to be special cases by name in the registry is now asked of the provider itself.
import { describe, expect, it } from 'vitest';
import { INTEGRATION_KINDS, INTEGRATIONS } from '../../../src/domain/integrations/kinds';
import { PROVIDER_LIST, providerOf } from '../../../server/integrations/providers/index';
import { integrationSettings } from '../../../server/integrations/settings';
import { helpdeskOf } from '../../../server/integrations/helpdesk/helpdesk';
import { HELPDESK_IDS, HELPDESKS } from '../../../src/domain/helpdesk/providers';

describe('provider list', () => {
  it('holds one provider per integration kind', () => {
    expect(PROVIDER_LIST.map((p) => p.kind).sort()).toEqual([...INTEGRATION_KINDS].sort());
    for (const kind of INTEGRATION_KINDS) expect(providerOf(kind).kind).toBe(kind);
  });

  it('gives every OAuth provider an authorize URL and every kind its hosts', () => {
    const settings = integrationSettings({});
    for (const p of PROVIDER_LIST) {
      expect(settings[p.kind].apiBase).toMatch(/^https:\/\//);
      if (p.flow === 'code' || p.flow === 'adminConsent') expect(INTEGRATIONS[p.kind].service, p.kind).not.toBeNull();
      if (p.flow === 'code' || p.flow === 'adminConsent') expect(typeof p.authorizeUrl, p.kind).toBe('function');
      if (p.flow === 'adminConsent') expect(typeof p.consentUrl, p.kind).toBe('function');
    }
  });

  it('asks the provider, not a name, for what the callback needs', () => {
    const withHostLabel = PROVIDER_LIST.filter((p) => p.credentialIsHostLabel).map((p) => p.kind).sort();
    expect(withHostLabel).toEqual(['msdynamics', 'zendesk']);
    expect(PROVIDER_LIST.filter((p) => p.holdsCode).map((p) => p.kind)).toEqual(['msdynamics']);
    expect(PROVIDER_LIST.filter((p) => p.callbackWithoutSession).map((p) => p.kind)).toEqual(['pardot']);
    expect(providerOf('zendesk').credentialMeta?.('acme')).toEqual({ domain: 'acme' });
    const zohoSettings = integrationSettings({}).zoho;
    expect(providerOf('zoho').callbackMeta?.({ accountServer: 'https://accounts.zoho.eu' }, zohoSettings)).toEqual({ accountServer: 'https://accounts.zoho.eu' });
    // A data centre the browser names that is not Zoho's own falls back to the configured host.
    expect(providerOf('zoho').callbackMeta?.({ accountServer: 'https://evil.example' }, zohoSettings)).toEqual({ accountServer: zohoSettings.tokenBase });
  });

  it('lists sync and owner lookup as capabilities of their providers', () => {
    expect(PROVIDER_LIST.filter((p) => p.sync).map((p) => p.kind).sort()).toEqual(['hubspot', 'marketo', 'salesforce']);
    expect(PROVIDER_LIST.filter((p) => p.owner).map((p) => p.kind).sort()).toEqual(['hubspot', 'msdynamics', 'salesforce', 'zoho']);
    // Calendars are the agents' own connections: every kind with a calendar capability is a personal one.
    expect(PROVIDER_LIST.filter((p) => p.calendar).map((p) => INTEGRATIONS[p.kind].group)).toEqual(['calendar', 'calendar']);
  });

  it('finds every helpdesk of the dashboard as the capability of the provider whose connection it rides on', () => {
    for (const id of HELPDESK_IDS) {
      const owner = PROVIDER_LIST.find((p) => p.helpdesk?.id === id);
      expect(owner?.kind, id).toBe(HELPDESKS[id].kind);
      expect(helpdeskOf(id)).toBe(owner?.helpdesk);
    }
  });

  it('keeps the bot endpoints beside their provider', () => {
    const s = integrationSettings({ MSTEAMS_GRAPH_URL: 'https://graph.example/' });
    expect(s.msteams.teams?.graphBase).toBe('https://graph.example');
    expect(integrationSettings({}, 'http://127.0.0.1:9').msteams.teams?.botOpenIdUrl).toBe('http://127.0.0.1:9/msteams/v1/.well-known/openidconfiguration');
  });
});
