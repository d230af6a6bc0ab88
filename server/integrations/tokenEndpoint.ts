// A provider's OAuth token endpoint: the code exchange (with its PKCE verifier), client credentials and refresh
// grants, sent and checked by oauth4webapi with the client authentication each provider wants (Basic or the body),
// and the answer turned into a TokenSet or an error in the provider's own words. Plain http is refused except for
// hosts on the outbound allow-list (the bundled fakes).
import type { FastifyBaseLogger } from 'fastify';
import * as oauth from 'oauth4webapi';
import { INTEGRATIONS, type IntegrationKind } from '../../src/domain/integrations/kinds';
import { ApiError } from '../lib/apiError';
import type { TokenSet } from './provider';
import { providerOf } from './providers/index';
import type { IntegrationSettings } from './settings';
import { providerMessage } from './providerMessage';

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
    /** Plain-http token endpoints are refused unless this says yes: the outbound allow-list (the bundled fakes). */
    private readonly insecureAllowed: (url: URL) => boolean = () => false,
  ) {}

  /** The code exchange; `codeVerifier` proves PKCE for providers that support it (the verifier of the state). */
  exchangeCode(kind: IntegrationKind, code: string, meta: Record<string, unknown>, codeVerifier: string | null = null): Promise<TokenSet> {
    return this.call(kind, meta, { grant_type: 'authorization_code', code, redirect_uri: this.redirectUri(kind), ...(codeVerifier ? { code_verifier: codeVerifier } : {}) });
  }

  /** The client credentials grant: the app's own client (admin-consent kinds) or the admin's (a typed API-only app). */
  clientCredentials(kind: IntegrationKind, meta: Record<string, unknown>, client: ClientCredentials | null): Promise<TokenSet> {
    const scope = providerOf(kind).scopes.join(' ');
    return this.call(kind, meta, { grant_type: 'client_credentials', ...(scope ? { scope } : {}) }, client ?? undefined);
  }

  refresh(kind: IntegrationKind, meta: Record<string, unknown>, refreshToken: string): Promise<TokenSet> {
    return this.call(kind, meta, { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** A grant at the provider's token endpoint, sent and read by oauth4webapi. */
  async call(kind: IntegrationKind, meta: Record<string, unknown>, params: Record<string, string>, client?: ClientCredentials): Promise<TokenSet> {
    const provider = providerOf(kind);
    const s = this.settings[kind];
    const url = new URL(provider.tokenUrl(s, meta));
    const as: oauth.AuthorizationServer = { issuer: url.origin, token_endpoint: url.href };
    const app: oauth.Client = { client_id: client?.id ?? s.clientId };
    const secret = client?.secret ?? s.clientSecret;
    const auth = provider.clientAuth === 'basic' ? oauth.ClientSecretBasic(secret) : oauth.ClientSecretPost(secret);
    const { grant_type: grant, code, redirect_uri: redirectUri, code_verifier: verifier, refresh_token: refreshToken, ...rest } = params;
    const options: oauth.TokenEndpointRequestOptions = {
      additionalParameters: { ...provider.extraTokenParams, ...(grant === 'authorization_code' || grant === 'refresh_token' ? rest : {}) },
      signal: AbortSignal.timeout(this.timeoutMs),
      [oauth.allowInsecureRequests]: url.protocol === 'http:' && this.insecureAllowed(url),
      // Providers whose token endpoint documents JSON requests (tokenBody 'json'): the same fields, sent as JSON.
      [oauth.customFetch]: provider.tokenBody === 'json' ? jsonBodies(this.fetchImpl) : this.fetchImpl,
    };
    let res: Response;
    try {
      if (grant === 'authorization_code') {
        const callback = oauth.validateAuthResponse(as, app, new URLSearchParams({ code: code ?? '' }), oauth.skipStateCheck);
        res = await oauth.authorizationCodeGrantRequest(as, app, auth, callback, redirectUri ?? '', verifier ?? oauth.nopkce, options);
      } else if (grant === 'refresh_token') {
        res = await oauth.refreshTokenGrantRequest(as, app, auth, refreshToken ?? '', options);
      } else {
        res = await oauth.clientCredentialsGrantRequest(as, app, auth, rest, options);
      }
    } catch (err) {
      this.log.warn({ kind, err: (err as Error).message }, 'token endpoint unreachable');
      throw new ApiError(400, `${INTEGRATIONS[kind].name} could not be reached. Please try again`);
    }
    // Some providers answer a refusal with HTTP 200 and an error in the body: their words, before the OAuth checks.
    const raw = (await res.clone().json().catch(() => null)) as Record<string, unknown> | null;
    const refused = (text: string | null) => {
      const message = text ?? `${INTEGRATIONS[kind].name} answered ${res.status}`;
      this.log.warn({ kind, status: res.status, error: message }, 'token request refused');
      return new ApiError(400, message);
    };
    if (res.ok && (!raw || raw.ok === false || typeof raw.access_token !== 'string')) throw refused(providerMessage(raw));
    let json: oauth.TokenEndpointResponse;
    try {
      // An ID token is read by the one caller that needs it (the admin-consent sign-in, verified with jose).
      const { id_token: _idToken, ...withoutIdToken } = raw ?? {};
      const checked = res.ok ? new Response(JSON.stringify(withoutIdToken), { status: res.status, headers: res.headers }) : res;
      json = await oauth.processGenericTokenEndpointResponse(as, app, checked, { recognizedTokenTypes: BOT_TOKEN_TYPES });
    } catch (err) {
      throw refused(providerMessage(err instanceof oauth.ResponseBodyError ? err.cause : raw) ?? (err as Error).message);
    }
    const { access_token, refresh_token, expires_in, token_type: _type, ...others } = json;
    const idToken = raw?.id_token;
    return {
      ...(typeof idToken === 'string' ? { idToken } : {}),
      accessToken: access_token,
      refreshToken: typeof refresh_token === 'string' ? refresh_token : null,
      expiresIn: expires_in === undefined ? null : Number(expires_in),
      meta: { ...meta, ...pickMeta(others) },
    };
  }
}

/** Workspace apps' token types: a bot token and a user token, both used as bearer tokens. */
const BOT_TOKEN_TYPES: oauth.RecognizedTokenTypes = { bot: () => undefined, user: () => undefined };

/** A fetch that sends oauth4webapi's form fields as a JSON body (providers whose token endpoint documents JSON). */
function jsonBodies(fetchImpl: typeof fetch): typeof fetch {
  return ((url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (!(init?.body instanceof URLSearchParams)) return fetchImpl(url, init);
    headers.set('content-type', 'application/json');
    return fetchImpl(url, { ...init, headers, body: JSON.stringify(Object.fromEntries(init.body)) });
  }) as typeof fetch;
}

/** Token-response facts worth keeping (never tokens: those go through the cipher). */
function pickMeta(rest: Record<string, unknown>): Record<string, unknown> {
  const keep = ['instance_url', 'api_domain', 'team', 'bot_user_id', 'app_id', 'scope', 'authed_user', 'hub_id'];
  return Object.fromEntries(Object.entries(rest).filter(([k]) => keep.includes(k)));
}
