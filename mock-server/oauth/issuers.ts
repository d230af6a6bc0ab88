// Each provider's authorization server as the fakes play it: paths, token and error JSON shapes, and what an API
// answers for a bad token. Written from the providers' documentation, independently of Parley's client.
import type { FakeRequest } from './http';
import { consent, consented, idTokenFor } from '../msteams/consent';

export interface TokenErrorShape {
  status: number;
  body: unknown;
}

export interface IssuerSpec {
  issuer: string;
  appName: string;
  /** Registered OAuth apps: client id → secret. */
  clients: Record<string, string>;
  /** Who signs in at the fake (the connected account). */
  account: string;
  authorizePath?: string | RegExp;
  /** Teams' admin consent (tenant instead of a code). */
  adminConsentPath?: RegExp;
  tokenPath: string | RegExp;
  /** How the client authenticates at the token endpoint. */
  clientAuth: 'body' | 'basic' | 'either';
  revoke?: { method: 'POST' | 'DELETE'; path: string | RegExp; token: 'query' | 'body' | 'path' | 'bearer' };
  /** Access token lifetime (seconds); undisclosed (Salesforce) tokens still expire at the fake. */
  ttl: number;
  discloseExpiry: boolean;
  /** A refresh spends its refresh token and issues a new one (Eloqua: valid "until it is used"). */
  singleUseRefreshTokens?: boolean;
  tokenResponse(t: { access: string; refresh: string; scope: string; grant: string }, req: FakeRequest): Record<string, unknown>;
  tokenError(code: 'invalid_grant' | 'invalid_client' | 'redirect_uri_mismatch' | 'unsupported_grant_type', description: string): TokenErrorShape;
  bearerFailure(): TokenErrorShape;
  /** Extra query values on the redirect back (Zoho: location, accounts-server). */
  redirectExtras?(req: FakeRequest): Record<string, string>;
  /** OpenID Connect: the ID token a code grant with the openid scope answers with (Microsoft). */
  idToken?(clientId: string, account: string): string;
  /** Tenants (Microsoft): whose admin consents where, and which tenants an app may get tokens for. */
  tenants?: { consent(clientId: string, pathTenant: string, account: string): string | null; consented(clientId: string, tenant: string): boolean };
}

const demoClient = (...envs: string[]) => Object.fromEntries(envs.map((e) => [`parley-demo-${e}`, `parley-demo-secret-${e}`]));

const oauthError = (status: number) => (code: string, description: string): TokenErrorShape => ({ status: code === 'invalid_client' ? 401 : status, body: { error: code, error_description: description } });

const salesforceLike = (issuer: string, appName: string): IssuerSpec => ({
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

const microsoftLike: IssuerSpec = {
  issuer: 'microsoft',
  appName: 'Microsoft',
  clients: demoClient('microsoft', 'msdynamics', 'msteams'),
  account: 'alex@acme-demo.onmicrosoft.com',
  authorizePath: /^\/(?<tenant>common|organizations|consumers|[0-9a-z-]+)\/oauth2\/v2\.0\/authorize$/,
  adminConsentPath: /^\/(?<tenant>[^/]+)(?:\/v2\.0)?\/adminconsent$/,
  idToken: idTokenFor,
  tenants: { consent, consented },
  tokenPath: /^\/(?<tenant>[^/]+)\/oauth2\/v2\.0\/token$/,
  clientAuth: 'either',
  ttl: 3599,
  discloseExpiry: true,
  tokenResponse: (t) => ({
    token_type: 'Bearer',
    scope: t.scope,
    expires_in: 3599,
    ext_expires_in: 3599,
    access_token: t.access,
    ...(t.grant === 'client_credentials' ? {} : { refresh_token: t.refresh }),
  }),
  tokenError: (code, description) => ({ status: code === 'invalid_client' ? 401 : 400, body: { error: code, error_description: `AADSTS70008: ${description}`, error_codes: [70008], timestamp: new Date().toISOString() } }),
  bearerFailure: () => ({ status: 401, body: { error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired or is not yet valid.' } } }),
};

export const ISSUERS: Record<string, IssuerSpec> = {
  salesforce: salesforceLike('salesforce', 'Salesforce'),
  pardot: salesforceLike('pardot', 'Salesforce Pardot'),
  microsoft: microsoftLike,
  hubspot: {
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
  },
  zoho: {
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
  },
  google: {
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
  },
  zendesk: {
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
  },
  eloqua: {
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
  },
  slack: {
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
  },
  marketo: {
    issuer: 'marketo',
    appName: 'Marketo',
    clients: demoClient('marketo'),
    account: 'api-user@acme-demo.example',
    tokenPath: '/identity/oauth/token',
    clientAuth: 'body',
    ttl: 3599,
    discloseExpiry: true,
    tokenResponse: (t) => ({ access_token: t.access, token_type: 'bearer', expires_in: 3599, scope: 'api-user@acme-demo.example' }),
    tokenError: (code) => ({ status: 401, body: { error: code === 'invalid_client' ? 'invalid_client' : code, error_description: 'Bad client credentials' } }),
    bearerFailure: () => ({ status: 200, body: { requestId: 'e42b#fake', success: false, errors: [{ code: '601', message: 'Access token invalid' }] } }),
  },
};

/** API prefixes whose tokens another prefix issues (Dynamics and Teams sign in with Microsoft). */
export const ISSUER_OF: Record<string, string> = { msdynamics: 'microsoft', msteams: 'microsoft', office365: 'microsoft' };
export const issuerOf = (provider: string) => ISSUER_OF[provider] ?? provider;
