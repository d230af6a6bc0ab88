// HubSpot's authorization server as the fake plays it.
import { demoClient, type IssuerSpec } from '../oauth/issuers';

export const hubspotIssuer: IssuerSpec = {
  issuer: 'hubspot',
  appName: 'HubSpot',
  clients: demoClient('hubspot'),
  account: 'admin@acme-demo.example',
  authorizePath: '/oauth/authorize',
  tokenPath: '/oauth/v1/token',
  clientAuth: 'body',
  revoke: { method: 'DELETE', path: /^\/oauth\/v1\/refresh-tokens\/(?<token>[^/]+)$/, token: 'path' },
  ttl: 1800,
  discloseExpiry: true,
  tokenResponse: (t) => ({ token_type: 'bearer', refresh_token: t.refresh, access_token: t.access, expires_in: 1800 }),
  tokenError: (code, description) => ({
    status: 400,
    body: { status: { invalid_grant: 'BAD_AUTH_CODE', invalid_client: 'BAD_CLIENT_ID', redirect_uri_mismatch: 'BAD_REDIRECT_URI', unsupported_grant_type: 'BAD_GRANT_TYPE' }[code], message: description, correlationId: '5a6f-fake' },
  }),
  bearerFailure: () => ({ status: 401, body: { status: 'error', message: 'The OAuth token used to make this call expired.', category: 'EXPIRED_AUTHENTICATION', correlationId: '5a6f-fake' } }),
};
