// Zendesk: every account is its own subdomain (the credential typed at connect), which hosts OAuth and the API.
import type { IntegrationProvider } from '../provider';
import { codeAuthorize, rec, str, sub } from '../oauthUrls';
import { ZendeskClient } from './helpdesk';

export const zendesk: IntegrationProvider = {
  kind: 'zendesk',
  hosts: { env: 'ZENDESK', auth: 'https://{domain}.zendesk.com', api: 'https://{domain}.zendesk.com' },
  flow: 'code',
  pkce: true,
  scopes: ['read', 'write'],
  credentialIsHostLabel: true,
  authorizeUrl(ctx) {
    return codeAuthorize('/oauth/authorizations/new')({ ...ctx, settings: { ...ctx.settings, authBase: sub(ctx.settings.authBase, 'domain', ctx.credential) } }, this.scopes);
  },
  credentialMeta: (credential) => ({ domain: credential }),
  helpdesk: { id: 'zendesk', name: 'Zendesk', notConnected: 'Zendesk is not connected', minKeyword: 1, client: (calls) => new ZendeskClient(calls) },
  tokenUrl: (s, meta) => `${sub(s.tokenBase, 'domain', str(meta.domain))}/oauth/tokens`,
  clientAuth: 'body',
  tokenBody: 'json',
  apiBase: (s, _meta, credential) => sub(s.apiBase, 'domain', credential),
  async account(call) {
    const me = rec(rec(await call('/api/v2/users/me.json')).user);
    return { name: str(me.email) || str(me.name) || 'Zendesk agent' };
  },
  revoke: (s, _t, meta) => ({ url: `${sub(s.apiBase, 'domain', str(meta.domain))}/api/v2/oauth/tokens/current.json`, init: { method: 'DELETE' } }),
};
