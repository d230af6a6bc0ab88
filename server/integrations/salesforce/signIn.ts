// Salesforce's login service, shared by the CRM connection and Pardot (Account Engagement signs in there too).
import type { IntegrationProvider } from '../provider';
import { codeAuthorize, q, rec, str } from '../oauthUrls';

type SignIn = Omit<IntegrationProvider, 'kind' | 'hosts'>;

export const salesforceSignIn = (scopes: readonly string[]): SignIn => ({
  flow: 'code',
  scopes,
  pkce: true,
  authorizeUrl(ctx) {
    return codeAuthorize('/services/oauth2/authorize')(ctx, scopes);
  },
  tokenUrl: (s) => `${s.tokenBase}/services/oauth2/token`,
  clientAuth: 'body',
  tokenBody: 'form',
  apiBase: (s, meta) => str(meta.instance_url) || s.apiBase,
  async account(call) {
    const info = rec(await call('/services/oauth2/userinfo'));
    return { name: str(info.preferred_username) || str(info.email) || 'Salesforce user', meta: { organizationId: info.organization_id } };
  },
  revoke: (s, t) => ({ url: `${s.tokenBase}/services/oauth2/revoke`, init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: q({ token: t.refresh ?? t.access }) } }),
});
