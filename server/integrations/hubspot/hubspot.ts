// HubSpot: authorizes on app.hubspot.com, issues tokens and serves its API on api.hubapi.com.
import type { IntegrationProvider } from '../provider';
import { codeAuthorize, rec, str } from '../oauthUrls';
import { hubspotOwner } from './owner';
import { hubspotRecord } from './record';
import { hubspotSync } from './sync';

export const hubspot: IntegrationProvider = {
  kind: 'hubspot',
  hosts: { env: 'HUBSPOT', auth: 'https://app.hubspot.com', token: 'https://api.hubapi.com', api: 'https://api.hubapi.com' },
  flow: 'code',
  scopes: ['crm.objects.contacts.read', 'crm.objects.companies.read', 'crm.objects.owners.read', 'oauth'],
  projectNameInState: true,
  authorizeUrl(ctx) {
    return codeAuthorize('/oauth/authorize')(ctx, this.scopes);
  },
  tokenUrl: (s) => `${s.tokenBase}/oauth/v1/token`,
  clientAuth: 'body',
  tokenBody: 'form',
  apiBase: (s) => s.apiBase,
  async account(call, tokens) {
    const info = rec(await call(`/oauth/v1/access-tokens/${encodeURIComponent(tokens.accessToken)}`));
    return { name: str(info.hub_domain) || str(info.user) || 'HubSpot portal', meta: { hubId: info.hub_id } };
  },
  sync: hubspotSync,
  owner: hubspotOwner,
  crmRecord: hubspotRecord,
  revoke: (s, t) => (t.refresh ? { url: `${s.tokenBase}/oauth/v1/refresh-tokens/${encodeURIComponent(t.refresh)}`, init: { method: 'DELETE' } } : null),
};
