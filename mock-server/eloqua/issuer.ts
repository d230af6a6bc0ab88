// Oracle Eloqua's authorization server as the fake plays it.
import { demoClient, oauthError, type IssuerSpec } from '../oauth/issuers';

export const eloquaIssuer: IssuerSpec = {
  issuer: 'eloqua',
  appName: 'Oracle Eloqua',
  clients: demoClient('eloqua'),
  account: 'marketing@acme-demo.example',
  authorizePath: '/auth/oauth2/authorize',
  tokenPath: '/auth/oauth2/token',
  clientAuth: 'basic',
  ttl: 28800,
  discloseExpiry: true,
  singleUseRefreshTokens: true,
  tokenResponse: (t) => ({ access_token: t.access, token_type: 'bearer', expires_in: 28800, refresh_token: t.refresh }),
  tokenError: oauthError(400),
  bearerFailure: () => ({ status: 401, body: { error: 'Not authenticated' } }),
};
