// RingLead: an API key the admin pastes; no OAuth.
import type { IntegrationProvider } from '../provider';
import { rec, str } from '../oauthUrls';

export const ringlead: IntegrationProvider = {
  kind: 'ringlead',
  hosts: { env: 'RINGLEAD', auth: 'https://api.ringlead.com', api: 'https://api.ringlead.com' },
  flow: 'apiKey',
  scopes: [],
  tokenUrl: (s) => `${s.tokenBase}/api/v1/account`,
  clientAuth: 'body',
  tokenBody: 'json',
  apiBase: (s) => s.apiBase,
  async account(call) {
    const acct = rec(await call('/api/v1/account'));
    return { name: str(acct.name) || 'RingLead' };
  },
};
