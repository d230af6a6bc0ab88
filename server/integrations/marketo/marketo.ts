// Marketo: the admin's own API-only app (client id, secret and base URL typed at connect), renewed by client
// credentials; errors come back as HTTP 200 with codes in the body.
import type { IntegrationProvider } from '../provider';
import { rec, str } from '../oauthUrls';
import { marketoSync } from './sync';

export const marketo: IntegrationProvider = {
  kind: 'marketo',
  hosts: { env: 'MARKETO', auth: 'https://{instance}.mktorest.com', api: 'https://{instance}.mktorest.com' },
  flow: 'clientCredentials',
  scopes: [],
  tokenUrl: (s, meta) => `${str(meta.baseUrl) || s.tokenBase}/identity/oauth/token`,
  clientAuth: 'body',
  tokenBody: 'form',
  apiBase: (s, meta, credential) => str(meta.baseUrl) || credential || s.apiBase,
  async account(_call, tokens) {
    return { name: `Marketo ${new URL(str(tokens.meta.baseUrl) || 'https://instance').hostname.split('.')[0]}` };
  },
  sync: marketoSync,
  authFailure: (_status, body) => Array.isArray(rec(body).errors) && (rec(body).errors as unknown[]).some((e) => ['601', '602'].includes(str(rec(e).code))),
};
