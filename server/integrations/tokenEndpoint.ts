// A provider's OAuth token endpoint: the code exchange, client credentials and refresh grants, each sent the way
// that provider wants them (client auth in a Basic header or the body, a form or a JSON body), and the answer turned
// into a TokenSet or an error in the provider's own words.
import type { FastifyBaseLogger } from 'fastify';
import { INTEGRATIONS, type IntegrationKind } from '../../src/domain/integrations/kinds';
import { ApiError } from '../plugins/errors';
import { PROVIDERS, type TokenSet } from './providers';
import type { IntegrationSettings } from './settings';

/** A token endpoint that has not answered by now is treated as unreachable (and a renewal lease outlives this). */
export const TOKEN_CALL_TIMEOUT_MS = 15_000;

export interface ClientCredentials {
  id: string;
  secret: string;
}

export class TokenEndpoint {
  constructor(
    private readonly settings: IntegrationSettings,
    private readonly redirectUri: (kind: IntegrationKind) => string,
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: typeof fetch,
    private readonly timeoutMs = TOKEN_CALL_TIMEOUT_MS,
  ) {}

  /** The code exchange; `codeVerifier` proves PKCE for providers that support it (the verifier of the state). */
  exchangeCode(kind: IntegrationKind, code: string, meta: Record<string, unknown>, codeVerifier: string | null = null): Promise<TokenSet> {
    return this.call(kind, meta, { grant_type: 'authorization_code', code, redirect_uri: this.redirectUri(kind), ...(codeVerifier ? { code_verifier: codeVerifier } : {}) });
  }

  /** The client credentials grant: the app's own client (admin-consent kinds) or the admin's (Marketo). */
  clientCredentials(kind: IntegrationKind, meta: Record<string, unknown>, client: ClientCredentials | null): Promise<TokenSet> {
    const scope = PROVIDERS[kind].scopes.join(' ');
    return this.call(kind, meta, { grant_type: 'client_credentials', ...(scope ? { scope } : {}) }, client ?? undefined);
  }

  refresh(kind: IntegrationKind, meta: Record<string, unknown>, refreshToken: string): Promise<TokenSet> {
    return this.call(kind, meta, { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async call(kind: IntegrationKind, meta: Record<string, unknown>, params: Record<string, string>, client?: ClientCredentials): Promise<TokenSet> {
    const provider = PROVIDERS[kind];
    const s = this.settings[kind];
    const id = client?.id ?? s.clientId;
    const secret = client?.secret ?? s.clientSecret;
    const headers: Record<string, string> = { accept: 'application/json' };
    const fields: Record<string, string> = { ...provider.extraTokenParams, ...params };
    if (provider.clientAuth === 'basic') headers.authorization = `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
    else Object.assign(fields, { client_id: id, client_secret: secret });
    let body: string;
    if (provider.tokenBody === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(fields);
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(fields).toString();
    }
    let res: Response;
    try {
      res = await this.fetchImpl(provider.tokenUrl(s, meta), { method: 'POST', headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      this.log.warn({ kind, err: (err as Error).message }, 'token endpoint unreachable');
      throw new ApiError(400, `${INTEGRATIONS[kind].name} could not be reached. Please try again`);
    }
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || !json || json.ok === false || typeof json.access_token !== 'string') {
      const text = providerMessage(json) ?? `${INTEGRATIONS[kind].name} answered ${res.status}`;
      this.log.warn({ kind, status: res.status, error: text }, 'token request refused');
      throw new ApiError(400, text);
    }
    const { access_token, refresh_token, expires_in, id_token, ...rest } = json;
    return {
      ...(typeof id_token === 'string' ? { idToken: id_token } : {}),
      accessToken: access_token,
      refreshToken: typeof refresh_token === 'string' ? refresh_token : null,
      expiresIn: expires_in === undefined || expires_in === null ? null : Number(expires_in),
      meta: { ...meta, ...pickMeta(rest) },
    };
  }

  /** Zoho's accounts server comes from the browser: only Zoho's own data centres (or the configured host) are used. */
  trustedZohoServer(server: string): string {
    const configured = this.settings.zoho.tokenBase;
    if (server.replace(/\/+$/, '') === configured) return configured;
    if (/^https:\/\/accounts\.zoho\.(com|eu|in|com\.au|jp|com\.cn|sa|ca)$/.test(server)) return server;
    return configured;
  }
}

/** Token-response facts worth keeping (never tokens: those go through the cipher). */
function pickMeta(rest: Record<string, unknown>): Record<string, unknown> {
  const keep = ['instance_url', 'api_domain', 'team', 'bot_user_id', 'app_id', 'scope', 'authed_user', 'hub_id'];
  return Object.fromEntries(Object.entries(rest).filter(([k]) => keep.includes(k)));
}

/** A provider's error text from its own error JSON shapes (OAuth, Slack, Salesforce arrays, Zendesk, HubSpot, Marketo). */
export function providerMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  if (Array.isArray(body)) return providerMessage(body[0]);
  const b = body as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' && v ? v : null);
  if (Array.isArray(b.errors) && b.errors.length) return providerMessage(b.errors[0]);
  return s(b.error_description) ?? s(b.message) ?? s(b.error) ?? s(b.description) ?? null;
}
