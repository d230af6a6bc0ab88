// Zoho's authorization server as the fake plays it.
import { demoClient, type IssuerSpec } from '../oauth/issuers';

export const zohoIssuer: IssuerSpec = {
  issuer: 'zoho',
  appName: 'Zoho CRM',
  clients: demoClient('zoho'),
  account: 'owner@acme-demo.example',
  authorizePath: '/oauth/v2/auth',
  tokenPath: '/oauth/v2/token',
  clientAuth: 'body',
  revoke: { method: 'POST', path: '/oauth/v2/token/revoke', token: 'query' },
  ttl: 3600,
  discloseExpiry: true,
  tokenResponse: (t, req) => ({ access_token: t.access, ...(t.grant === 'authorization_code' ? { refresh_token: t.refresh } : {}), api_domain: req.base, token_type: 'Bearer', expires_in: 3600 }),
  // Zoho answers token errors with HTTP 200 and an error code.
  tokenError: (code) => ({ status: 200, body: { error: code === 'invalid_grant' ? 'invalid_code' : code === 'redirect_uri_mismatch' ? 'invalid_redirect_uri' : code } }),
  bearerFailure: () => ({ status: 401, body: { code: 'INVALID_TOKEN', details: {}, message: 'invalid oauth token', status: 'error' } }),
  redirectExtras: (req) => ({ location: 'us', 'accounts-server': req.base }),
};
