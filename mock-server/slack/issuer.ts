// Slack's authorization server as the fake plays it.
import { demoClient, type IssuerSpec } from '../oauth/issuers';

export const slackIssuer: IssuerSpec = {
  issuer: 'slack',
  appName: 'Slack',
  clients: demoClient('slack'),
  account: 'Acme Demo',
  authorizePath: '/oauth/v2/authorize',
  tokenPath: '/api/oauth.v2.access',
  clientAuth: 'either',
  revoke: { method: 'POST', path: '/api/auth.revoke', token: 'bearer' },
  ttl: 43200,
  discloseExpiry: false,
  tokenResponse: (t) => ({
    ok: true,
    access_token: t.access,
    token_type: 'bot',
    scope: t.scope,
    bot_user_id: 'U0PARLEYBOT',
    app_id: 'A0PARLEY',
    team: { id: 'T0ACMEDEMO', name: 'Acme Demo' },
    enterprise: null,
    authed_user: { id: 'U0ADMIN' },
  }),
  // Slack answers every Web API error with HTTP 200 and ok:false.
  tokenError: (code) => ({ status: 200, body: { ok: false, error: { invalid_grant: 'invalid_code', invalid_client: 'bad_client_secret', redirect_uri_mismatch: 'bad_redirect_uri', unsupported_grant_type: 'invalid_grant_type' }[code] } }),
  bearerFailure: () => ({ status: 200, body: { ok: false, error: 'invalid_auth' } }),
};
