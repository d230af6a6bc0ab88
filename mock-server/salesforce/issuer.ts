// Salesforce's authorization server (and Pardot's, the same one under its own prefix).
import { demoClient, type IssuerSpec } from '../oauth/issuers';

export const salesforceLike = (issuer: string, appName: string): IssuerSpec => ({
  issuer,
  appName,
  clients: demoClient(issuer),
  account: issuer === 'pardot' ? 'marketing@acme-demo.example' : 'admin@acme-demo.example',
  authorizePath: '/services/oauth2/authorize',
  tokenPath: '/services/oauth2/token',
  clientAuth: 'either',
  revoke: { method: 'POST', path: '/services/oauth2/revoke', token: 'body' },
  ttl: 7200,
  discloseExpiry: false,
  tokenResponse: (t, req) => ({
    access_token: t.access,
    ...(t.grant === 'authorization_code' ? { refresh_token: t.refresh } : {}),
    signature: 'c2lnbmF0dXJl',
    scope: t.scope,
    instance_url: req.base,
    id: `${req.base}/id/00D5g000004ABCD/0055g000003EFGH`,
    token_type: 'Bearer',
    issued_at: String(Date.now()),
  }),
  tokenError: (code, description) => ({ status: 400, body: { error: code === 'redirect_uri_mismatch' ? 'redirect_uri_mismatch' : code, error_description: code === 'invalid_grant' ? 'authentication failure' : description } }),
  bearerFailure: () => ({ status: 401, body: [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }] }),
});
