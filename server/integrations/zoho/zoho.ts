// Zoho CRM: tokens come from the accounts server of the user's data centre (the callback's 'accounts-server'),
// the API from the api_domain the token answer names.
import type { IntegrationProvider } from '../provider';
import type { ProviderSettings } from '../settings';
import { codeAuthorize, q, rec, str } from '../oauthUrls';
import { zohoOwner } from './owner';

/** The accounts server comes from the browser: only Zoho's own data centres (or the configured host) are used. */
export function trustedAccountServer(server: string, settings: ProviderSettings): string {
  const configured = settings.tokenBase;
  if (server.replace(/\/+$/, '') === configured) return configured;
  if (/^https:\/\/accounts\.zoho\.(com|eu|in|com\.au|jp|com\.cn|sa|ca)$/.test(server)) return server;
  return configured;
}

export const zoho: IntegrationProvider = {
  kind: 'zoho',
  hosts: { env: 'ZOHO', auth: 'https://accounts.zoho.com', api: 'https://www.zohoapis.com' },
  flow: 'code',
  scopes: ['ZohoCRM.modules.ALL', 'ZohoCRM.users.READ', 'ZohoCRM.org.READ'],
  authorizeUrl(ctx) {
    return codeAuthorize('/oauth/v2/auth', () => ({ access_type: 'offline', prompt: 'consent' }))(ctx, this.scopes, ',');
  },
  callbackMeta: (facts, settings) => (facts.accountServer ? { accountServer: trustedAccountServer(facts.accountServer, settings) } : {}),
  tokenUrl: (s, meta) => `${str(meta.accountServer) || s.tokenBase}/oauth/v2/token`,
  clientAuth: 'body',
  tokenBody: 'form',
  apiBase: (s, meta) => str(meta.api_domain) || s.apiBase,
  async account(call) {
    const org = rec(await call('/crm/v2/org'));
    const first = rec(Array.isArray(org.org) ? org.org[0] : null);
    return { name: str(first.company_name) || 'Zoho CRM' };
  },
  owner: zohoOwner,
  revoke: (s, t, meta) => ({ url: `${str(meta.accountServer) || s.tokenBase}/oauth/v2/token/revoke?${q({ token: t.refresh ?? t.access })}`, init: { method: 'POST' } }),
};
