// How each provider authorizes, issues tokens, names the connected account and revokes: the real providers' wire
// shapes, one entry per kind. Only the addresses come from settings.ts.
import type { IntegrationKind } from '../../src/domain/integrations/kinds';
import type { ProviderSettings } from './settings';

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds from now; null: the provider does not say (Salesforce, Slack without rotation). */
  expiresIn: number | null;
  /** Provider facts kept with the connection (Salesforce instance_url, Zoho api_domain, Slack team...). */
  meta: Record<string, unknown>;
  /** An OpenID Connect ID token when the provider sent one (read, never stored: MS Teams takes the tenant from it). */
  idToken?: string;
}

export interface AuthorizeContext {
  settings: ProviderSettings;
  redirectUri: string;
  state: string;
  credential: string | null;
  /** The signed-in user's email: Google and Microsoft preselect that account (a calendar is the agent's own). */
  loginHint?: string | null;
  /** PKCE S256 challenge (RFC 7636), for the providers that support it. */
  codeChallenge?: string | null;
}

export interface Provider {
  /** 'code': authorization code; 'adminConsent': Teams' tenant consent + client credentials; 'clientCredentials':
   *  Marketo's API-only app; 'apiKey': a key the admin pastes (RingLead). */
  flow: 'code' | 'adminConsent' | 'clientCredentials' | 'apiKey';
  scopes: readonly string[];
  /** Put the project name in the state (spec §7: HubSpot passes it along; Microsoft sign-in strips it). */
  projectNameInState?: boolean;
  /** The provider supports PKCE (RFC 7636) on its authorization code flow: every code exchange then proves it. */
  pkce?: boolean;
  authorizeUrl?(ctx: AuthorizeContext): string;
  tokenUrl(settings: ProviderSettings, meta: Record<string, unknown>): string;
  /** How the client proves itself at the token endpoint. */
  clientAuth: 'body' | 'basic';
  tokenBody: 'form' | 'json';
  extraTokenParams?: Record<string, string>;
  /** The API base of a connection (Salesforce: instance_url, Zoho: api_domain, Eloqua: its pod). */
  apiBase(settings: ProviderSettings, meta: Record<string, unknown>, credential: string | null): string;
  /** The account name shown as "connected as ..." (and provider facts to keep). */
  account(call: (path: string) => Promise<unknown>, tokens: TokenSet): Promise<{ name: string; meta?: Record<string, unknown> }>;
  revoke?(settings: ProviderSettings, tokens: { access: string; refresh: string | null }, meta: Record<string, unknown>): { url: string; init: RequestInit } | null;
  /** Some providers answer HTTP 200 with an error in the body (Slack, Marketo): an expired token there is this. */
  authFailure?(status: number, body: unknown): boolean;
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const rec = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const sub = (base: string, key: string, value: string | null) => base.replace(`{${key}}`, encodeURIComponent(value ?? ''));

function codeAuthorize(path: string, extra: (ctx: AuthorizeContext) => Record<string, string> = () => ({})) {
  return (ctx: AuthorizeContext, scopes: readonly string[], sep = ' ') =>
    `${ctx.settings.authBase}${path}?${q({
      response_type: 'code',
      client_id: ctx.settings.clientId,
      redirect_uri: ctx.redirectUri,
      scope: scopes.join(sep),
      state: ctx.state,
      ...(ctx.codeChallenge ? { code_challenge: ctx.codeChallenge, code_challenge_method: 'S256' } : {}),
      ...extra(ctx),
    })}`;
}

const salesforceLike = (scopes: readonly string[]): Provider => ({
  flow: 'code',
  scopes,
  pkce: true,
  authorizeUrl(ctx) {
    return codeAuthorize('/services/oauth2/authorize')(ctx, scopes);
  },
  tokenUrl: (s) => `${s.tokenBase}/services/oauth2/token`,
  clientAuth: 'body',
  tokenBody: 'form',
  apiBase: (s, meta) => str(meta.instance_url) || s.apiBase,
  async account(call) {
    const info = rec(await call('/services/oauth2/userinfo'));
    return { name: str(info.preferred_username) || str(info.email) || 'Salesforce user', meta: { organizationId: info.organization_id } };
  },
  revoke: (s, t) => ({ url: `${s.tokenBase}/services/oauth2/revoke`, init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: q({ token: t.refresh ?? t.access }) } }),
});

const microsoft = (scopes: (credential: string | null) => readonly string[]): Provider => ({
  flow: 'code',
  scopes: scopes(null),
  pkce: true,
  projectNameInState: true,
  authorizeUrl(ctx) {
    return codeAuthorize('/common/oauth2/v2.0/authorize', (c) => ({ response_mode: 'query', prompt: 'select_account', ...(c.loginHint ? { login_hint: c.loginHint } : {}) }))(ctx, scopes(ctx.credential));
  },
  tokenUrl: (s) => `${s.tokenBase}/common/oauth2/v2.0/token`,
  clientAuth: 'body',
  tokenBody: 'form',
  apiBase: (s) => s.apiBase,
  async account(call) {
    const me = rec(await call('/v1.0/me'));
    return { name: str(me.mail) || str(me.userPrincipalName) || str(me.displayName) || 'Microsoft account' };
  },
});

export const PROVIDERS: Record<IntegrationKind, Provider> = {
  salesforce: salesforceLike(['api', 'refresh_token', 'offline_access']),
  pardot: {
    ...salesforceLike(['pardot_api', 'refresh_token', 'offline_access']),
    apiBase: (s) => s.apiBase,
  },
  hubspot: {
    flow: 'code',
    scopes: ['crm.objects.contacts.read', 'crm.objects.companies.read', 'crm.objects.owners.read', 'oauth'],
    projectNameInState: true,
    authorizeUrl(ctx) {
      return codeAuthorize('/oauth/authorize')(ctx, this.scopes);
    },
    tokenUrl: (s) => `${s.tokenBase}/oauth/v1/token`,
    clientAuth: 'body',
    tokenBody: 'form',
    apiBase: (s) => s.apiBase,
    async account(call, tokens) {
      const info = rec(await call(`/oauth/v1/access-tokens/${encodeURIComponent(tokens.accessToken)}`));
      return { name: str(info.hub_domain) || str(info.user) || 'HubSpot portal', meta: { hubId: info.hub_id } };
    },
    revoke: (s, t) => (t.refresh ? { url: `${s.tokenBase}/oauth/v1/refresh-tokens/${encodeURIComponent(t.refresh)}`, init: { method: 'DELETE' } } : null),
  },
  zoho: {
    flow: 'code',
    scopes: ['ZohoCRM.modules.ALL', 'ZohoCRM.users.READ', 'ZohoCRM.org.READ'],
    authorizeUrl(ctx) {
      return codeAuthorize('/oauth/v2/auth', () => ({ access_type: 'offline', prompt: 'consent' }))(ctx, this.scopes, ',');
    },
    // Zoho issues tokens from the accounts server of the user's data centre (the callback's 'accounts-server').
    tokenUrl: (s, meta) => `${str(meta.accountServer) || s.tokenBase}/oauth/v2/token`,
    clientAuth: 'body',
    tokenBody: 'form',
    apiBase: (s, meta) => str(meta.api_domain) || s.apiBase,
    async account(call) {
      const org = rec(await call('/crm/v2/org'));
      const first = rec(Array.isArray(org.org) ? org.org[0] : null);
      return { name: str(first.company_name) || 'Zoho CRM' };
    },
    revoke: (s, t, meta) => ({ url: `${str(meta.accountServer) || s.tokenBase}/oauth/v2/token/revoke?${q({ token: t.refresh ?? t.access })}`, init: { method: 'POST' } }),
  },
  msdynamics: {
    ...microsoft((org) => [`https://${org ?? '{org}'}.crm.dynamics.com/user_impersonation`, 'offline_access']),
    projectNameInState: false,
    apiBase: (s, _meta, credential) => sub(s.apiBase, 'org', credential),
    async account(call) {
      const who = rec(await call('/api/data/v9.2/WhoAmI'));
      return { name: str(who.OrganizationName) || str(who.OrganizationId) || 'Dynamics 365', meta: { userId: who.UserId } };
    },
  },
  office365Calendar: microsoft(() => ['openid', 'email', 'offline_access', 'Calendars.ReadWrite', 'User.Read']),
  googleCalendar: {
    flow: 'code',
    pkce: true,
    scopes: ['openid', 'email', 'https://www.googleapis.com/auth/calendar.events', 'https://www.googleapis.com/auth/calendar.freebusy'],
    projectNameInState: true,
    authorizeUrl(ctx) {
      return codeAuthorize('/o/oauth2/v2/auth', (c) => ({ access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true', ...(c.loginHint ? { login_hint: c.loginHint } : {}) }))(ctx, this.scopes);
    },
    tokenUrl: (s) => `${s.tokenBase}/token`,
    clientAuth: 'body',
    tokenBody: 'form',
    apiBase: (s) => s.apiBase,
    async account(call) {
      const me = rec(await call('/oauth2/v3/userinfo'));
      return { name: str(me.email) || 'Google account' };
    },
    revoke: (s, t) => ({ url: `${s.tokenBase}/revoke?${q({ token: t.refresh ?? t.access })}`, init: { method: 'POST' } }),
  },
  zendesk: {
    flow: 'code',
    pkce: true,
    scopes: ['read', 'write'],
    authorizeUrl(ctx) {
      return codeAuthorize('/oauth/authorizations/new')({ ...ctx, settings: { ...ctx.settings, authBase: sub(ctx.settings.authBase, 'domain', ctx.credential) } }, this.scopes);
    },
    tokenUrl: (s, meta) => `${sub(s.tokenBase, 'domain', str(meta.domain))}/oauth/tokens`,
    clientAuth: 'body',
    tokenBody: 'json',
    apiBase: (s, _meta, credential) => sub(s.apiBase, 'domain', credential),
    async account(call) {
      const me = rec(rec(await call('/api/v2/users/me.json')).user);
      return { name: str(me.email) || str(me.name) || 'Zendesk agent' };
    },
    revoke: (s, _t, meta) => ({ url: `${sub(s.apiBase, 'domain', str(meta.domain))}/api/v2/oauth/tokens/current.json`, init: { method: 'DELETE' } }),
  },
  eloqua: {
    flow: 'code',
    scopes: ['full'],
    authorizeUrl(ctx) {
      return codeAuthorize('/auth/oauth2/authorize')(ctx, this.scopes);
    },
    tokenUrl: (s) => `${s.tokenBase}/auth/oauth2/token`,
    clientAuth: 'basic',
    tokenBody: 'json',
    apiBase: (s, meta) => str(meta.podBase) || s.apiBase,
    async account(call) {
      const id = rec(await call('/id'));
      return { name: str(rec(id.site).name) || str(rec(id.user).username) || 'Eloqua', meta: { podBase: str(rec(id.urls).base) } };
    },
  },
  slack: {
    flow: 'code',
    scopes: ['chat:write', 'channels:read', 'channels:history', 'users:read', 'im:write'],
    authorizeUrl(ctx) {
      return `${ctx.settings.authBase}/oauth/v2/authorize?${q({ client_id: ctx.settings.clientId, scope: this.scopes.join(','), redirect_uri: ctx.redirectUri, state: ctx.state })}`;
    },
    tokenUrl: (s) => `${s.tokenBase}/api/oauth.v2.access`,
    clientAuth: 'body',
    tokenBody: 'form',
    apiBase: (s) => s.apiBase,
    async account(_call, tokens) {
      const team = rec(tokens.meta.team);
      return { name: str(team.name) || 'Slack workspace' };
    },
    revoke: (s, t) => ({ url: `${s.apiBase}/api/auth.revoke`, init: { method: 'POST', headers: { authorization: `Bearer ${t.access}` } } }),
    authFailure: (_status, body) => ['invalid_auth', 'token_expired', 'token_revoked', 'not_authed'].includes(str(rec(body).error)),
  },
  // Microsoft's advice for admin consent: sign the admin in first (OpenID Connect, PKCE), so the tenant comes from the
  // ID token's tid, then send them to that tenant's admin consent (consentUrl). The consent's redirect names a tenant
  // the browser could change: it must be the signed-in one.
  msteams: {
    flow: 'adminConsent',
    scopes: ['https://api.botframework.com/.default'],
    pkce: true,
    authorizeUrl(ctx) {
      return codeAuthorize('/organizations/oauth2/v2.0/authorize', () => ({ response_mode: 'query', prompt: 'select_account' }))(ctx, ['openid', 'profile']);
    },
    tokenUrl: (s, meta) => `${s.tokenBase}/${encodeURIComponent(str(meta.tenantId) || 'common')}/oauth2/v2.0/token`,
    clientAuth: 'body',
    tokenBody: 'form',
    apiBase: (s) => s.apiBase,
    async account(_call, tokens) {
      return { name: `Tenant ${str(tokens.meta.tenantId)}` };
    },
  },
  marketo: {
    flow: 'clientCredentials',
    scopes: [],
    tokenUrl: (s, meta) => `${str(meta.baseUrl) || s.tokenBase}/identity/oauth/token`,
    clientAuth: 'body',
    tokenBody: 'form',
    apiBase: (s, meta, credential) => str(meta.baseUrl) || credential || s.apiBase,
    async account(_call, tokens) {
      return { name: `Marketo ${new URL(str(tokens.meta.baseUrl) || 'https://instance').hostname.split('.')[0]}` };
    },
    authFailure: (_status, body) => Array.isArray(rec(body).errors) && (rec(body).errors as unknown[]).some((e) => ['601', '602'].includes(str(rec(e).code))),
  },
  ringlead: {
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
  },
};

/** MS Teams' second step: the signed-in admin's tenant consents to the bot's permissions (v2 admin consent). */
export const teamsConsentUrl = (settings: ProviderSettings, tenant: string, redirectUri: string, state: string) =>
  `${settings.authBase}/${encodeURIComponent(tenant)}/v2.0/adminconsent?${q({ client_id: settings.clientId, scope: 'https://graph.microsoft.com/.default', redirect_uri: redirectUri, state })}`;
