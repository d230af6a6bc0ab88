// Zendesk's authorization server as the fake plays it.
import { demoClient, oauthError, type IssuerSpec } from '../oauth/issuers';

export const zendeskIssuer: IssuerSpec = {
  issuer: 'zendesk',
  appName: 'Zendesk',
  clients: demoClient('zendesk'),
  account: 'support@acme-demo.example',
  authorizePath: '/oauth/authorizations/new',
  tokenPath: '/oauth/tokens',
  clientAuth: 'body',
  revoke: { method: 'DELETE', path: '/api/v2/oauth/tokens/current.json', token: 'bearer' },
  ttl: 172800,
  discloseExpiry: true,
  tokenResponse: (t) => ({ access_token: t.access, token_type: 'bearer', scope: t.scope, refresh_token: t.refresh, expires_in: 172800, refresh_token_expires_in: 7776000 }),
  tokenError: oauthError(400),
  bearerFailure: () => ({ status: 401, body: { error: 'invalid_token', error_description: 'The access token provided is expired, revoked, malformed or invalid for other reasons.' } }),
};
