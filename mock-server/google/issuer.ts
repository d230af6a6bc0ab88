// Google's authorization server as the fake plays it.
import { demoClient, type IssuerSpec } from '../oauth/issuers';

export const googleIssuer: IssuerSpec = {
  issuer: 'google',
  appName: 'Google',
  clients: demoClient('google'),
  account: 'alex@acme-demo.example',
  authorizePath: '/o/oauth2/v2/auth',
  tokenPath: '/token',
  clientAuth: 'either',
  revoke: { method: 'POST', path: '/revoke', token: 'query' },
  ttl: 3599,
  discloseExpiry: true,
  tokenResponse: (t) => ({ access_token: t.access, expires_in: 3599, ...(t.grant === 'authorization_code' ? { refresh_token: t.refresh } : {}), scope: t.scope, token_type: 'Bearer', id_token: 'eyJhbGciOiJub25lIn0.e30.' }),
  tokenError: (code, description) => ({ status: code === 'invalid_client' ? 401 : 400, body: { error: code, error_description: code === 'invalid_grant' ? 'Bad Request' : description } }),
  bearerFailure: () => ({ status: 401, body: { error: { code: 401, message: 'Request had invalid authentication credentials. Expected OAuth 2 access token.', status: 'UNAUTHENTICATED' } } }),
};
