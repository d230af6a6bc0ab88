// The integrations layer's one interface (decorated as fastify.integrations): starting a connection, completing the
// provider's callback, valid tokens (refreshed before expiry and once on a 401), authorized provider calls, the
// dashboard's views, and disconnecting. Routes, the bot runtime and routing call only this; the parts live beside
// it: callbackStates.ts (signed single-use states), tokenEndpoint.ts (the providers' token endpoints),
// connectionRows.ts (where rows live) and accessTokens.ts (renewal).
import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../db/repositories/index';
import {
  INTEGRATIONS,
  INTEGRATION_KINDS,
  isIntegrationKind,
  kindOfService,
  type CallbackService,
  type ConnectionState,
  type IntegrationKind,
  type IntegrationView,
} from '../../src/domain/integrations/kinds';
import { INTEGRATION_MSG } from '../../src/domain/integrations/messages';
import { marketingAutomationConflict, parseCallbackState } from '../../src/domain/integrations/rules';
import { hasFeature, type Feature } from '../../src/domain/plans';
import { ApiError, badRequest, forbidden } from '../lib/apiError';
import { nowSeconds } from '../lib/clock';
import type { NodeLeases } from '../db/repositories/leases';
import { AccessTokens } from './accessTokens';
import { refuseUnconfirmedCalendarReplacement } from './calendars/replacement';
import { CallbackStates, tryAgain } from './callbackStates';
import { ConnectionRows, fromCalendar, isPersonal, keyOf, metaOf, toConnection, type Connection, type Key } from './connectionRows';
import type { TokenCipher } from './crypto';
import { ProviderError } from './errors';
import { allowListed, OutboundRefused, outboundFetch, routedFetch, type OutboundPolicy } from './outbound';
import { calculatePKCECodeChallenge } from 'oauth4webapi';
import { codeVerifierOf } from './oauthState';
import type { TokenSet } from './provider';
import { providerOf } from './providers/index';
import type { IntegrationSettings } from './settings';
import { summaryOf } from './summary';
import { TOKEN_CALL_TIMEOUT_MS, TokenEndpoint } from './tokenEndpoint';
import { providerMessage } from './providerMessage';

export interface ConnectInput {
  credential?: string;
  clientId?: string;
  clientSecret?: string;
  baseUrl?: string;
}

export class Integrations {
  private readonly rows: ConnectionRows;
  private readonly states: CallbackStates;
  private readonly endpoint: TokenEndpoint;
  private readonly tokens: AccessTokens;
  /** Every provider call: configured hosts directly, typed or provider-given ones through the outbound guard. */
  private readonly send: typeof fetch;

  constructor(
    private readonly repos: Repositories,
    private readonly settings: IntegrationSettings,
    private readonly cipher: TokenCipher,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    /** Cluster mode: token renewals take a lease, one node at a time per connection (accessTokens.ts). */
    renewalLeases: NodeLeases | null = null,
    fetchImpl: typeof fetch = fetch,
    /** Hosts reachable beyond the public internet (OUTBOUND_ALLOW_HOSTS: the bundled fakes). */
    outbound: OutboundPolicy = { allowHosts: [] },
  ) {
    const configured = Object.values(settings).flatMap((s) => [s.authBase, s.tokenBase, s.apiBase]);
    this.send = routedFetch(configured, fetchImpl, outboundFetch(outbound));
    this.rows = new ConnectionRows(repos, cipher);
    this.states = new CallbackStates(repos, cipher);
    this.endpoint = new TokenEndpoint(settings, (kind) => this.redirectUri(kind), log, this.send, TOKEN_CALL_TIMEOUT_MS, allowListed(outbound.allowHosts));
    this.tokens = new AccessTokens(this.rows, this.endpoint, cipher, log, renewalLeases);
  }

  /** Cookies of the OAuth flows are Secure (and __Host-) when Parley is served over https. */
  get secureCookies(): boolean {
    return this.publicUrl.startsWith('https:');
  }

  /**
   * Where a provider sends the browser back with a code: the dashboard's callback screen, or our server first when
   * the provider says so (redirectPath: a held code, or an admin's sign-in before the consent).
   */
  redirectUri(kind: IntegrationKind): string {
    const path = providerOf(kind).redirectPath;
    if (path) return `${this.publicUrl}${path}`;
    return `${this.publicUrl}/verify/${INTEGRATIONS[kind].service}`;
  }

  // ---- reading -------------------------------------------------------------------------------------------------

  /** A project's connection of this kind; for a calendar kind, the connection of the agent `userId`. */
  async connection(projectId: number, kind: IntegrationKind, userId: number | null = null): Promise<Connection | null> {
    if (isPersonal(kind) && userId === null) return null;
    const row = await this.rows.find(keyOf(projectId, kind, userId));
    return row ? toConnection(row) : null;
  }

  /** GET app/integration: every kind as a connected flag (spec §7); calendars are the caller's own. */
  async flags(projectId: number, userId: number | null = null): Promise<Record<IntegrationKind, boolean>> {
    const rows = await this.rows.ofProject(projectId, userId);
    const connected = new Set(rows.filter((r) => r.state === 'connected').map((r) => r.kind));
    return Object.fromEntries(INTEGRATION_KINDS.map((k) => [k, connected.has(k)])) as Record<IntegrationKind, boolean>;
  }

  /** GET app/integrations: every kind with its state, account, plan gating and summary. */
  async views(projectId: number, features: readonly string[], userId: number | null = null): Promise<IntegrationView[]> {
    const rows = new Map((await this.rows.ofProject(projectId, userId)).map((r) => [r.kind, r]));
    const now = nowSeconds();
    return Promise.all(
      INTEGRATION_KINDS.map(async (kind) => {
        const info = INTEGRATIONS[kind];
        const row = rows.get(kind);
        const sync = info.hasSummary && row ? await this.repos.integrations.findSync(projectId, kind) : undefined;
        return {
          kind,
          name: info.name,
          group: info.group,
          state: (row?.state as ConnectionState | undefined) ?? 'notConnected',
          account: row?.account ?? null,
          error: row?.error ?? null,
          connectedAt: row?.connected_at ?? null,
          credential: row?.credential ?? null,
          gated: !hasFeature(features, 'integrations') || !hasFeature(features, info.feature as Feature),
          summary: info.hasSummary && row ? summaryOf(sync, now) : null,
        };
      }),
    );
  }

  // ---- connecting ----------------------------------------------------------------------------------------------

  /** Connect: the provider's authorize URL with a signed single-use state, or (API-only kinds) the connection itself. */
  async startConnect(
    caller: { projectId: number; userId: number },
    kind: IntegrationKind,
    input: ConnectInput,
    features: readonly string[],
    /** The browser binding cookie of the browser that clicked Connect (browserBinding.ts). */
    browserBinding: string,
  ): Promise<{ authorizeUrl: string } | { connected: true }> {
    const info = INTEGRATIONS[kind];
    if (!hasFeature(features, 'integrations') || !hasFeature(features, info.feature as Feature)) throw forbidden();
    const connected = (await this.repos.integrations.list(caller.projectId)).map((r) => r.kind).filter(isIntegrationKind);
    const conflict = marketingAutomationConflict(kind, connected);
    if (conflict) throw new ApiError(409, conflict);
    await refuseUnconfirmedCalendarReplacement(this.repos, caller, kind, input);
    const credential = input.credential?.trim() || null;
    if (info.credential && !credential) throw badRequest(info.credential.required, { credential: info.credential.required });
    // A typed domain or organization becomes part of a host name: one DNS label, nothing more.
    if (providerOf(kind).credentialIsHostLabel && !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(credential ?? '')) {
      throw badRequest(INTEGRATION_MSG.invalidCredential(info.credential!.label), { credential: INTEGRATION_MSG.invalidCredential(info.credential!.label) });
    }

    const provider = providerOf(kind);
    if (provider.flow === 'clientCredentials') return this.connectClientCredentials(caller, kind, input);
    if (provider.flow === 'apiKey') return this.connectApiKey(caller, kind, credential);

    const { key: integrationKey, nonce } = await this.states.open(caller, kind, credential, browserBinding);
    const codeChallenge = provider.pkce ? await calculatePKCECodeChallenge(codeVerifierOf(this.cipher, nonce)) : null;
    const project = await this.repos.projects.findById(caller.projectId);
    const state = JSON.stringify({
      integrationKey,
      ...(provider.projectNameInState && project ? { projectName: project.name } : {}),
    });
    const loginHint = isPersonal(kind) ? ((await this.repos.users.findInProject(caller.projectId, caller.userId))?.email ?? null) : null;
    const authorizeUrl = provider.authorizeUrl!({ settings: this.settings[kind], redirectUri: this.redirectUri(kind), state, credential, loginHint, codeChallenge });
    return { authorizeUrl };
  }

  /**
   * POST app/integration/<service>, app/oidc/<service> (spec §7): checks the state (signature, expiry, single use,
   * the caller's project), exchanges the code at the provider and stores the connection. `caller` is null for
   * a callbackWithoutSession provider: the signed state alone says whose connection it is.
   */
  async completeCallback(
    service: CallbackService,
    body: { code?: string | null; tenantId?: string | null; state: string; integrationKey?: string | null },
    caller: { projectId: number; userId?: number } | null,
    browserBinding: string | null,
  ): Promise<{ kind: IntegrationKind; account: string | null }> {
    const kind = kindOfService(service);
    const parsed = parseCallbackState(body.state);
    if (!parsed) throw tryAgain();
    const stateRow = await this.states.claim(kind, body.integrationKey || parsed.integrationKey, caller, browserBinding);
    const provider = providerOf(kind);
    const meta: Record<string, unknown> = { ...provider.callbackMeta?.(parsed, this.settings[kind]), ...provider.credentialMeta?.(stateRow.credential) };

    let tokens: TokenSet;
    if (provider.flow === 'adminConsent') {
      // The tenant is the one the signed-in admin's ID token named (teamsSignIn); the browser's tenantId must agree.
      // A state that never went through the sign-in holds none.
      if (!body.tenantId || stateRow.pending_code !== `tenant:${body.tenantId}`) throw tryAgain();
      meta.tenantId = body.tenantId;
      tokens = await this.endpoint.clientCredentials(kind, meta, null);
    } else {
      if (!body.code) throw tryAgain();
      tokens = await this.endpoint.exchangeCode(kind, body.code, meta, provider.pkce ? codeVerifierOf(this.cipher, stateRow.nonce) : null);
    }
    return this.saveConnection(stateRow.project_id, stateRow.user_id, kind, tokens, stateRow.credential);
  }

  /** A holdsCode provider came back to our server: hold the code and send the browser to its callback screen. */
  holdCode(kind: IntegrationKind, query: { code?: string; state?: string; error?: string }, browserBinding: string | null): Promise<string> {
    return this.states.holdCode(kind, query, browserBinding);
  }

  /**
   * An admin-consent kind: the admin signed in and came back to our server with a code. The code is exchanged (PKCE),
   * the ID token verified (`verifyIdToken`: the provider's keys, our app as audience, the tenant's issuer) and its tid
   * held on the state; the browser goes on to that tenant's admin consent, whose redirect reaches /verify/<service>.
   * Anything wrong sends it to the callback screen with an error (it shows Failed).
   */
  async adminSignIn(kind: IntegrationKind, query: { code?: string; state?: string; error?: string }, browserBinding: string | null, verifyIdToken: (token: string) => Promise<{ tid?: unknown }>): Promise<string> {
    const screen = `/verify/${INTEGRATIONS[kind].service}`;
    const failed = (error: string) => `${screen}?${new URLSearchParams({ error })}`;
    const started = await this.states.adminSignIn(kind, query.state, browserBinding);
    if (!started) return failed('invalid_state');
    if (query.error || !query.code) return failed(query.error ?? 'missing_code');
    try {
      const tokens = await this.endpoint.exchangeCode(kind, query.code, { tenantId: 'organizations' }, codeVerifierOf(this.cipher, started.signed.nonce));
      const claims = tokens.idToken ? await verifyIdToken(tokens.idToken) : null;
      if (typeof claims?.tid !== 'string' || !claims.tid) throw new Error('no tenant in the ID token');
      await started.hold(claims.tid);
      return providerOf(kind).consentUrl!(this.settings[kind], claims.tid, `${this.publicUrl}${screen}`, query.state!);
    } catch (err) {
      this.log.warn({ kind, err: (err as Error).message }, 'admin sign-in refused');
      return failed('signin_failed');
    }
  }

  /** Who started the connect a callback completes, read without spending its state (callbackStates.ts). */
  callbackStarter(service: CallbackService, body: { state?: unknown; integrationKey?: unknown }): Promise<{ projectId: number; userId: number } | null> {
    return this.states.starter(service, body);
  }

  /** POST app/<service>/generatetoken (spec §7): exchanges the held code of the caller's project. */
  async generateHeldToken(kind: IntegrationKind, caller: { projectId: number }): Promise<{ kind: IntegrationKind; account: string | null }> {
    const failed = providerOf(kind).holdsCode?.failed ?? INTEGRATION_MSG.tryAgain;
    const row = await this.repos.integrations.takePendingCode(caller.projectId, kind, nowSeconds());
    if (!row?.pending_code) throw badRequest(failed);
    try {
      const tokens = await this.endpoint.exchangeCode(kind, row.pending_code, {}, codeVerifierOf(this.cipher, row.nonce));
      return await this.saveConnection(row.project_id, row.user_id, kind, tokens, row.credential);
    } catch (err) {
      this.log.warn({ kind, err: (err as Error).message }, 'held code token generation failed');
      throw badRequest(failed);
    }
  }

  async disconnect(projectId: number, kind: IntegrationKind, userId: number | null = null): Promise<boolean> {
    if (isPersonal(kind) && userId === null) return false;
    const key = keyOf(projectId, kind, userId);
    const row = await this.rows.find(key);
    if (!row) return false;
    const revoke = providerOf(kind).revoke;
    if (revoke && row.access_token) {
      const meta = metaOf(row);
      const request = revoke(this.settings[kind], { access: this.cipher.decrypt(row.access_token), refresh: row.refresh_token ? this.cipher.decrypt(row.refresh_token) : null }, meta);
      if (request) {
        // A failed revoke must not keep the admin connected: the tokens are deleted either way, and logged.
        await this.send(request.url, request.init).then(
          (res) => (res.ok ? undefined : this.log.warn({ kind, status: res.status }, 'provider revoke refused')),
          (err: Error) => this.log.warn({ kind, err: err.message }, 'provider revoke failed'),
        );
      }
    }
    return this.rows.delete(key);
  }

  // ---- using a connection ---------------------------------------------------------------------------------------

  apiBase(projectId: number, kind: IntegrationKind): Promise<string> {
    return this.apiBaseOf(keyOf(projectId, kind));
  }

  /** A valid access token: refreshed when it is about to expire. */
  accessToken(projectId: number, kind: IntegrationKind): Promise<string> {
    return this.tokens.of(keyOf(projectId, kind));
  }

  /** An authorized call to the provider's API; a 401 (or the provider's in-body equivalent) refreshes once and retries. */
  request(projectId: number, kind: IntegrationKind, path: string, init: RequestInit = {}): Promise<Response> {
    return this.requestAs(keyOf(projectId, kind), path, init);
  }

  /** Provider JSON from `request`, or a ProviderError with the provider's own text. */
  json<T = unknown>(projectId: number, kind: IntegrationKind, path: string, init: RequestInit = {}): Promise<T> {
    return this.jsonAs<T>(keyOf(projectId, kind), path, init);
  }

  /** The agent's own calendar connection, if any (one per agent, whichever calendar provider). */
  async calendarOf(projectId: number, userId: number): Promise<Connection | null> {
    const row = await this.repos.calendars.find(projectId, userId);
    return row ? toConnection(fromCalendar(row)) : null;
  }

  /**
   * Connects with an offline grant the account holder gave before (a refresh token): the token endpoint and the
   * account lookup run exactly as after a consent. The demo uses it to keep its admin's calendar connected to the
   * bundled calendar fake, whose grants live only as long as its process.
   */
  async adoptGrant(projectId: number, userId: number, kind: IntegrationKind, refreshToken: string): Promise<{ kind: IntegrationKind; account: string | null }> {
    const tokens = await this.endpoint.refresh(kind, {}, refreshToken);
    return this.saveConnection(projectId, userId, kind, { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken }, null);
  }

  /** `json` against an agent's own calendar. */
  calendarJson<T = unknown>(projectId: number, userId: number, kind: IntegrationKind, path: string, init: RequestInit = {}): Promise<T> {
    return this.jsonAs<T>(keyOf(projectId, kind, userId), path, init);
  }

  private async apiBaseOf(key: Key): Promise<string> {
    const row = await this.rows.require(key);
    return providerOf(key.kind).apiBase(this.settings[key.kind], metaOf(row), row.credential);
  }

  private async requestAs(key: Key, path: string, init: RequestInit): Promise<Response> {
    const base = await this.apiBaseOf(key);
    const url = /^https?:\/\//.test(path) ? path : `${base}${path}`;
    const send = (token: string) => this.send(url, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } });
    const token = await this.tokens.of(key);
    const res = await send(token);
    if (!(await this.isAuthFailure(key.kind, res))) return res;
    return send(await this.tokens.refresh(key, token));
  }

  private async jsonAs<T>(key: Key, path: string, init: RequestInit): Promise<T> {
    const res = await this.requestAs(key, path, init);
    const text = await res.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    if (!res.ok) throw new ProviderError(key.kind, providerMessage(body) ?? `${INTEGRATIONS[key.kind].name} answered ${res.status}`, res.status);
    return body as T;
  }

  // ---- internals -------------------------------------------------------------------------------------------------

  private async isAuthFailure(kind: IntegrationKind, res: Response): Promise<boolean> {
    if (res.status === 401) return true;
    const check = providerOf(kind).authFailure;
    if (!check || !(res.headers.get('content-type') ?? '').includes('json')) return false;
    const body = await res.clone().json().catch(() => null);
    return check(res.status, body);
  }

  private async connectClientCredentials(caller: { projectId: number; userId: number }, kind: IntegrationKind, input: ConnectInput) {
    const msg = 'Client Id, Client secret and Base URL are required';
    const id = input.clientId?.trim();
    const secret = input.clientSecret?.trim();
    const baseUrl = input.baseUrl?.trim().replace(/\/+$/, '');
    if (!id || !secret || !baseUrl) throw badRequest(msg, { clientId: msg });
    if (!/^https?:\/\/[^/]/.test(baseUrl) || !URL.canParse(baseUrl)) throw badRequest('Please provide a valid url', { baseUrl: 'Please provide a valid url' });
    const meta = { baseUrl };
    // The admin's own API-only app: its base URL is both the identity and the API host. Its client secret is kept
    // where a refresh token would be (encrypted): client credentials are how such a provider renews a token.
    // The address is typed, so nothing the far side answers goes back to the browser (the outbound guard refuses
    // internal addresses; a refused, closed or failing one all read the same).
    try {
      const tokens = await this.endpoint.call(kind, meta, { grant_type: 'client_credentials' }, { id, secret });
      tokens.refreshToken = JSON.stringify({ id, secret });
      await this.saveConnection(caller.projectId, caller.userId, kind, tokens, baseUrl);
    } catch (err) {
      this.log.warn({ kind, err: err instanceof OutboundRefused ? err.reason : (err as Error).message }, 'connect with a typed address failed');
      throw badRequest(INTEGRATION_MSG.connectFailed(INTEGRATIONS[kind].name));
    }
    return { connected: true as const };
  }

  private async connectApiKey(caller: { projectId: number; userId: number }, kind: IntegrationKind, key: string | null) {
    if (!key) throw badRequest('Api key is required', { credential: 'Api key is required' });
    const tokens: TokenSet = { accessToken: key, refreshToken: null, expiresIn: null, meta: {} };
    await this.saveConnection(caller.projectId, caller.userId, kind, tokens, null);
    return { connected: true as const };
  }

  private async saveConnection(projectId: number, userId: number, kind: IntegrationKind, tokens: TokenSet, credential: string | null) {
    const provider = providerOf(kind);
    const settings = this.settings[kind];
    const base = provider.apiBase(settings, tokens.meta, credential);
    const call = async (path: string) => {
      const res = await this.send(`${base}${path}`, { headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' } });
      const json = (await res.json().catch(() => null)) as unknown;
      if (!res.ok) throw new ApiError(400, providerMessage(json) ?? `${INTEGRATIONS[kind].name} answered ${res.status}`);
      return json;
    };
    const account = await provider.account(call, tokens);
    await this.rows.save(projectId, userId, kind, tokens, account.name, credential, { ...tokens.meta, ...account.meta });
    this.log.info({ projectId, kind, ...(isPersonal(kind) ? { userId } : {}) }, isPersonal(kind) ? 'calendar connected' : 'integration connected');
    return { kind, account: account.name };
  }
}
