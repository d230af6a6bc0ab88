// Oracle Eloqua: Basic client auth and JSON token requests; the API lives on the account's pod, named by /id.
import type { IntegrationProvider } from '../provider';
import { codeAuthorize, rec, str } from '../oauthUrls';

export const eloqua: IntegrationProvider = {
  kind: 'eloqua',
  hosts: { env: 'ELOQUA', auth: 'https://login.eloqua.com', api: 'https://login.eloqua.com' },
  flow: 'code',
  scopes: ['full'],
  authorizeUrl(ctx) {
    return codeAuthorize('/auth/oauth2/authorize')(ctx, this.scopes);
  },
  tokenUrl: (s) => `${s.tokenBase}/auth/oauth2/token`,
  clientAuth: 'basic',
  tokenBody: 'json',
  apiBase: (s, meta) => str(meta.podBase) || s.apiBase,
  async account(call) {
    const id = rec(await call('/id'));
    return { name: str(rec(id.site).name) || str(rec(id.user).username) || 'Eloqua', meta: { podBase: str(rec(id.urls).base) } };
  },
};
