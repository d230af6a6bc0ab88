// The integrations layer's one interface (decorated as fastify.integrations): starting a connection, completing the
// provider's callback, valid tokens (refreshed before expiry and once on a 401), authorized provider calls, the
// dashboard's views, and disconnecting. Routes, the bot runtime and routing call only this.
import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../db/repositories/index';
import type { CalendarConnectionRow } from '../db/repositories/calendars';
import type { ConnectionRow } from '../db/repositories/integrations';
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
import { ApiError, badRequest, forbidden } from '../plugins/errors';
import { nowSeconds } from '../services/tokens';
import type { TokenCipher } from './crypto';
import { IntegrationNeedsReconnect, IntegrationNotConnected, ProviderError } from './errors';
import { newIntegrationKey, verifyIntegrationKey } from './oauthState';
import { PROVIDERS, type TokenSet } from './providers';
import type { IntegrationSettings } from './settings';
import { summaryOf } from './summary';

export interface Connection {
  kind: IntegrationKind;
  state: Exclude<ConnectionState, 'notConnected'>;
  account: string | null;
  credential: string | null;
  error: string | null;
  connectedAt: number;
}

export interface ConnectInput {
  credential?: string;
  clientId?: string;
  clientSecret?: string;
  baseUrl?: string;
}

/** Refresh this long before the provider's expiry, so a call never starts with a token about to lapse. */
const REFRESH_MARGIN_SECONDS = 120;

/**
 * Whose connection: the project's (CRMs, helpdesk, team chat) or, for calendars, one agent's own (each agent books
 * meetings into their own calendar; `userId` is that agent).
 */
interface Key {
  projectId: number;
  kind: IntegrationKind;
  userId: number | null;
}

export const isPersonal = (kind: IntegrationKind) => INTEGRATIONS[kind].group === 'calendar';

const keyOf = (projectId: number, kind: IntegrationKind, userId: number | null = null): Key => {
  if (isPersonal(kind) && userId === null) throw new IntegrationNotConnected(kind);
  return { projectId, kind, userId: isPersonal(kind) ? userId : null };
};

/** A calendar row in the project rows' shape, so every reader below handles one kind of row. */
const fromCalendar = (r: CalendarConnectionRow): ConnectionRow => ({
  project_id: r.project_id,
  kind: r.kind,
  state: r.state,
  account: r.account,
  credential: null,
  error: r.error,
  access_token: r.access_token,
  refresh_token: r.refresh_token,
  expires_at: r.expires_at,
  meta: r.meta,
  connected_by: r.user_id,
  connected_at: r.connected_at,
  updated_at: r.updated_at,
});

const toConnection = (r: ConnectionRow): Connection => ({
  kind: r.kind as IntegrationKind,
  state: r.state as Connection['state'],
  account: r.account,
  credential: r.credential,
  error: r.error,
  connectedAt: r.connected_at ?? r.updated_at,
});

const tryAgain = () => badRequest(INTEGRATION_MSG.tryAgain);

export class Integrations {
  /** Refreshes in flight per connection: concurrent calls share one refresh (refresh tokens are often single-use). */
  private readonly refreshing = new Map<string, Promise<string>>();

  constructor(
    private readonly repos: Repositories,
    private readonly settings: IntegrationSettings,
    private readonly cipher: TokenCipher,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** Where a provider sends the browser back: the dashboard's callback screen (Dynamics: our server first). */
  redirectUri(kind: IntegrationKind): string {
    if (kind === 'msdynamics') return `${this.publicUrl}/app/msdynamics/callback`;
    return `${this.publicUrl}/verify/${INTEGRATIONS[kind].service}`;
  }

  // ---- reading -------------------------------------------------------------------------------------------------

  /** A project's connection of this kind; for a calendar kind, the connection of the agent `userId`. */
  async connection(projectId: number, kind: IntegrationKind, userId: number | null = null): Promise<Connection | null> {
    if (isPersonal(kind) && userId === null) return null;
    const row = await this.findRow(keyOf(projectId, kind, userId));
    return row ? toConnection(row) : null;
  }

  /** The project's connections plus the caller's own calendar (calendars are per agent). */
  private async rowsOf(projectId: number, userId: number | null): Promise<ConnectionRow[]> {
    const rows = (await this.repos.integrations.list(projectId)).filter((r) => !isIntegrationKind(r.kind) || !isPersonal(r.kind));
    const calendar = userId === null ? undefined : await this.repos.calendars.find(projectId, userId);
    return calendar ? [...rows, fromCalendar(calendar)] : rows;
  }

  /** GET app/integration: every kind as a connected flag (spec §7); calendars are the caller's own. */
  async flags(projectId: number, userId: number | null = null): Promise<Record<IntegrationKind, boolean>> {
    const rows = await this.rowsOf(projectId, userId);
    const connected = new Set(rows.filter((r) => r.state === 'connected').map((r) => r.kind));
    return Object.fromEntries(INTEGRATION_KINDS.map((k) => [k, connected.has(k)])) as Record<IntegrationKind, boolean>;
  }

  /** GET app/integrations: every kind with its state, account, plan gating and summary. */
  async views(projectId: number, features: readonly string[], userId: number | null = null): Promise<IntegrationView[]> {
    const rows = new Map((await this.rowsOf(projectId, userId)).map((r) => [r.kind, r]));
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
  ): Promise<{ authorizeUrl: string } | { connected: true }> {
    const info = INTEGRATIONS[kind];
    if (!hasFeature(features, 'integrations') || !hasFeature(features, info.feature as Feature)) throw forbidden();
    const connected = (await this.repos.integrations.list(caller.projectId)).map((r) => r.kind).filter(isIntegrationKind);
    const conflict = marketingAutomationConflict(kind, connected);
    if (conflict) throw new ApiError(409, conflict);
    const credential = input.credential?.trim() || null;
    if (info.credential && !credential) throw badRequest(info.credential.required, { credential: info.credential.required });

    const provider = PROVIDERS[kind];
    if (provider.flow === 'clientCredentials') return this.connectClientCredentials(caller, kind, input);
    if (provider.flow === 'apiKey') return this.connectApiKey(caller, kind, credential);

    const now = nowSeconds();
    const signed = newIntegrationKey(this.cipher, kind, now);
    await this.repos.integrations.createState({
      nonce: signed.nonce,
      project_id: caller.projectId,
      user_id: caller.userId,
      kind,
      credential,
      pending_code: null,
      expires_at: signed.expiresAt,
      used_at: null,
    });
    const project = await this.repos.projects.findById(caller.projectId);
    const state = JSON.stringify({
      integrationKey: signed.key,
      ...(provider.projectNameInState && project ? { projectName: project.name } : {}),
    });
    const loginHint = isPersonal(kind) ? ((await this.repos.users.findInProject(caller.projectId, caller.userId))?.email ?? null) : null;
    const authorizeUrl = provider.authorizeUrl!({ settings: this.settings[kind], redirectUri: this.redirectUri(kind), state, credential, loginHint });
    return { authorizeUrl };
  }

  /**
   * POST app/integration/<service>, app/oidc/<service> (spec §7): checks the state (signature, expiry, single use,
   * the caller's project), exchanges the code at the provider and stores the connection. `caller` is null for
   * Pardot, whose call carries no auth header: the signed state alone says whose connection it is.
   */
  async completeCallback(
    service: CallbackService,
    body: { code?: string | null; tenantId?: string | null; state: string; integrationKey?: string | null },
    caller: { projectId: number; userId?: number } | null,
  ): Promise<{ kind: IntegrationKind; account: string | null }> {
    const kind = kindOfService(service);
    const parsed = parseCallbackState(body.state);
    if (!parsed) throw tryAgain();
    const stateRow = await this.claimState(kind, body.integrationKey || parsed.integrationKey, caller);
    const provider = PROVIDERS[kind];
    const meta: Record<string, unknown> = {};
    if (kind === 'zoho' && parsed.accountServer) meta.accountServer = this.trustedZohoServer(parsed.accountServer);
    if (kind === 'zendesk') meta.domain = stateRow.credential;

    let tokens: TokenSet;
    if (provider.flow === 'adminConsent') {
      if (!body.tenantId) throw tryAgain();
      meta.tenantId = body.tenantId;
      tokens = await this.clientCredentialsToken(kind, meta, null);
    } else {
      if (!body.code) throw tryAgain();
      tokens = await this.exchangeCode(kind, body.code, meta);
    }
    return this.saveConnection(stateRow.project_id, stateRow.user_id, kind, tokens, stateRow.credential);
  }

  /** MS Dynamics: the provider came back to our server; hold the code and send the browser to /verify/msdynamics. */
  async holdDynamicsCode(query: { code?: string; state?: string; error?: string }): Promise<string> {
    const fail = (status: string) => `/verify/msdynamics?${new URLSearchParams({ code: '400', status })}`;
    const parsed = parseCallbackState(query.state);
    if (!parsed) return fail('invalid_state');
    const signed = verifyIntegrationKey(this.cipher, 'msdynamics', parsed.integrationKey);
    if (!signed || signed.expiresAt < nowSeconds()) return fail('invalid_state');
    if (query.error || !query.code) return fail(query.error ?? 'missing_code');
    if (!(await this.repos.integrations.useState(signed.nonce, nowSeconds()))) return fail('invalid_state');
    await this.repos.integrations.holdCode(signed.nonce, query.code);
    return `/verify/msdynamics?${new URLSearchParams({ code: '200', status: 'authorized' })}`;
  }

  /** POST app/msdynamics/generatetoken: exchanges the held code of the caller's project. */
  async generateDynamicsToken(caller: { projectId: number }): Promise<{ kind: IntegrationKind; account: string | null }> {
    const row = await this.repos.integrations.takePendingCode(caller.projectId, 'msdynamics', nowSeconds());
    if (!row?.pending_code) throw badRequest(INTEGRATION_MSG.dynamicsFailed);
    try {
      const tokens = await this.exchangeCode('msdynamics', row.pending_code, {});
      return await this.saveConnection(row.project_id, row.user_id, 'msdynamics', tokens, row.credential);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'dynamics token generation failed');
      throw badRequest(INTEGRATION_MSG.dynamicsFailed);
    }
  }

  async disconnect(projectId: number, kind: IntegrationKind, userId: number | null = null): Promise<boolean> {
    if (isPersonal(kind) && userId === null) return false;
    const key = keyOf(projectId, kind, userId);
    const row = await this.findRow(key);
    if (!row) return false;
    const revoke = PROVIDERS[kind].revoke;
    if (revoke && row.access_token) {
      const meta = this.metaOf(row);
      const request = revoke(this.settings[kind], { access: this.cipher.decrypt(row.access_token), refresh: row.refresh_token ? this.cipher.decrypt(row.refresh_token) : null }, meta);
      if (request) {
        // A failed revoke must not keep the admin connected: the tokens are deleted either way, and logged.
        await this.fetchImpl(request.url, request.init).then(
          (res) => (res.ok ? undefined : this.log.warn({ kind, status: res.status }, 'provider revoke refused')),
          (err: Error) => this.log.warn({ kind, err: err.message }, 'provider revoke failed'),
        );
      }
    }
    return this.deleteRow(key);
  }

  // ---- using a connection ---------------------------------------------------------------------------------------

  apiBase(projectId: number, kind: IntegrationKind): Promise<string> {
    return this.apiBaseOf(keyOf(projectId, kind));
  }

  /** A valid access token: refreshed when it is about to expire. */
  accessToken(projectId: number, kind: IntegrationKind): Promise<string> {
    return this.tokenOf(keyOf(projectId, kind));
  }

  /** An authorized call to the provider's API; a 401 (or the provider's in-body equivalent) refreshes once and retries. */
  request(projectId: number, kind: IntegrationKind, path: string, init: RequestInit = {}): Promise<Response> {
    return this.requestAs(keyOf(projectId, kind), path, init);
  }

  /** Provider JSON from `request`, or a ProviderError with the provider's own text. */
  json<T = unknown>(projectId: number, kind: IntegrationKind, path: string, init: RequestInit = {}): Promise<T> {
    return this.jsonAs<T>(keyOf(projectId, kind), path, init);
  }

  /** The agent's own calendar connection, if any (Google or Office 365: one per agent). */
  async calendarOf(projectId: number, userId: number): Promise<Connection | null> {
    const row = await this.repos.calendars.find(projectId, userId);
    return row ? toConnection(fromCalendar(row)) : null;
  }

  /**
   * Connects with an offline grant the account holder gave before (a refresh token): the token endpoint and the
   * account lookup run exactly as after a consent. The demo uses it to keep its admin's calendar connected to the
   * bundled Google fake, whose grants live only as long as its process.
   */
  async adoptGrant(projectId: number, userId: number, kind: IntegrationKind, refreshToken: string): Promise<{ kind: IntegrationKind; account: string | null }> {
    const tokens = await this.tokenCall(kind, {}, { grant_type: 'refresh_token', refresh_token: refreshToken });
    return this.saveConnection(projectId, userId, kind, { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken }, null);
  }

  /** `json` against an agent's own calendar. */
  calendarJson<T = unknown>(projectId: number, userId: number, kind: IntegrationKind, path: string, init: RequestInit = {}): Promise<T> {
    return this.jsonAs<T>(keyOf(projectId, kind, userId), path, init);
  }

  private async apiBaseOf(key: Key): Promise<string> {
    const row = await this.requireRow(key);
    return PROVIDERS[key.kind].apiBase(this.settings[key.kind], this.metaOf(row), row.credential);
  }

  private async tokenOf(key: Key): Promise<string> {
    const row = await this.requireRow(key);
    if (row.state === 'needsReconnect') throw new IntegrationNeedsReconnect(key.kind);
    if (row.expires_at !== null && row.expires_at - REFRESH_MARGIN_SECONDS <= nowSeconds()) return this.refresh(key);
    return this.cipher.decrypt(row.access_token!);
  }

  private async requestAs(key: Key, path: string, init: RequestInit): Promise<Response> {
    const base = await this.apiBaseOf(key);
    const url = /^https?:\/\//.test(path) ? path : `${base}${path}`;
    const send = (token: string) => this.fetchImpl(url, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } });
    const res = await send(await this.tokenOf(key));
    if (!(await this.isAuthFailure(key.kind, res))) return res;
    return send(await this.refresh(key));
  }

  private async jsonAs<T>(key: Key, path: string, init: RequestInit): Promise<T> {
    const res = await this.requestAs(key, path, init);
    const text = await res.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    if (!res.ok) throw new ProviderError(key.kind, providerMessage(body) ?? `${INTEGRATIONS[key.kind].name} answered ${res.status}`, res.status);
    return body as T;
  }

  // ---- where rows live: the project's table, or the agents' calendar table ----------------------------------------

  private async findRow(key: Key): Promise<ConnectionRow | undefined> {
    if (key.userId === null) return this.repos.integrations.find(key.projectId, key.kind);
    const row = await this.repos.calendars.find(key.projectId, key.userId);
    return row && row.kind === key.kind ? fromCalendar(row) : undefined;
  }

  private async updateRow(key: Key, patch: Partial<Omit<ConnectionRow, 'project_id' | 'kind'>>): Promise<void> {
    if (key.userId === null) return this.repos.integrations.update(key.projectId, key.kind, patch);
    const { credential: _c, connected_by: _b, ...rest } = patch;
    return this.repos.calendars.update(key.projectId, key.userId, rest);
  }

  private async deleteRow(key: Key): Promise<boolean> {
    if (key.userId === null) return this.repos.integrations.delete(key.projectId, key.kind);
    return (await this.findRow(key)) ? this.repos.calendars.delete(key.projectId, key.userId) : false;
  }

  // ---- internals -------------------------------------------------------------------------------------------------

  private async isAuthFailure(kind: IntegrationKind, res: Response): Promise<boolean> {
    if (res.status === 401) return true;
    const check = PROVIDERS[kind].authFailure;
    if (!check || !(res.headers.get('content-type') ?? '').includes('json')) return false;
    const body = await res.clone().json().catch(() => null);
    return check(res.status, body);
  }

  private async requireRow(key: Key): Promise<ConnectionRow> {
    const row = await this.findRow(key);
    if (!row || !row.access_token) throw new IntegrationNotConnected(key.kind);
    return row;
  }

  private metaOf(row: ConnectionRow): Record<string, unknown> {
    return { ...(JSON.parse(row.meta) as Record<string, unknown>), ...(row.kind === 'zendesk' ? { domain: row.credential } : {}) };
  }

  /**
   * Who started the connect a callback completes: the project and user its signed state was made for, read without
   * spending it. Null for a state the callback would refuse (forged, expired, used, another kind's). The audit's
   * actor for Pardot's callback, which carries no session (server/services/audit/targets.ts).
   */
  async callbackStarter(service: CallbackService, body: { state?: unknown; integrationKey?: unknown }): Promise<{ projectId: number; userId: number } | null> {
    const kind = kindOfService(service);
    const parsed = parseCallbackState(typeof body.state === 'string' ? body.state : null);
    const key = (typeof body.integrationKey === 'string' && body.integrationKey) || parsed?.integrationKey;
    const found = key ? await this.validState(kind, key) : null;
    return found && found.row.used_at === null ? { projectId: found.row.project_id, userId: found.row.user_id } : null;
  }

  /** A state's row when its key is well signed for this kind, unexpired and known; null otherwise. */
  private async validState(kind: IntegrationKind, integrationKey: string) {
    const signed = verifyIntegrationKey(this.cipher, kind, integrationKey);
    if (!signed || signed.expiresAt < nowSeconds()) return null;
    const row = await this.repos.integrations.findState(signed.nonce);
    return row && row.kind === kind ? { signed, row } : null;
  }

  /** Verifies and spends a state: forged, expired, replayed, another kind's or another project's → 'try again'. */
  private async claimState(kind: IntegrationKind, integrationKey: string, caller: { projectId: number; userId?: number } | null) {
    const found = await this.validState(kind, integrationKey);
    const now = nowSeconds();
    if (!found || (caller && found.row.project_id !== caller.projectId)) throw tryAgain();
    const { signed, row } = found;
    // A calendar is the agent's own: another agent of the project cannot complete it into their account.
    if (isPersonal(kind) && caller?.userId !== undefined && row.user_id !== caller.userId) throw tryAgain();
    if (!(await this.repos.integrations.useState(signed.nonce, now))) throw tryAgain();
    return row;
  }

  /** Zoho's accounts server comes from the browser: only Zoho's own data centres (or the configured host) are used. */
  private trustedZohoServer(server: string): string {
    const configured = this.settings.zoho.tokenBase;
    if (server.replace(/\/+$/, '') === configured) return configured;
    if (/^https:\/\/accounts\.zoho\.(com|eu|in|com\.au|jp|com\.cn|sa|ca)$/.test(server)) return server;
    return configured;
  }

  private async tokenCall(kind: IntegrationKind, meta: Record<string, unknown>, params: Record<string, string>, client?: { id: string; secret: string }): Promise<TokenSet> {
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
      res = await this.fetchImpl(provider.tokenUrl(s, meta), { method: 'POST', headers, body });
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
    const { access_token, refresh_token, expires_in, ...rest } = json;
    return {
      accessToken: access_token,
      refreshToken: typeof refresh_token === 'string' ? refresh_token : null,
      expiresIn: expires_in === undefined || expires_in === null ? null : Number(expires_in),
      meta: { ...meta, ...pickMeta(rest) },
    };
  }

  private exchangeCode(kind: IntegrationKind, code: string, meta: Record<string, unknown>): Promise<TokenSet> {
    return this.tokenCall(kind, meta, { grant_type: 'authorization_code', code, redirect_uri: this.redirectUri(kind) });
  }

  private clientCredentialsToken(kind: IntegrationKind, meta: Record<string, unknown>, client: { id: string; secret: string } | null): Promise<TokenSet> {
    const scope = PROVIDERS[kind].scopes.join(' ');
    return this.tokenCall(kind, meta, { grant_type: 'client_credentials', ...(scope ? { scope } : {}) }, client ?? undefined);
  }

  private async connectClientCredentials(caller: { projectId: number; userId: number }, kind: IntegrationKind, input: ConnectInput) {
    const msg = 'Client Id, Client secret and Base URL are required';
    const id = input.clientId?.trim();
    const secret = input.clientSecret?.trim();
    const baseUrl = input.baseUrl?.trim().replace(/\/+$/, '');
    if (!id || !secret || !baseUrl) throw badRequest(msg, { clientId: msg });
    if (!/^https?:\/\//.test(baseUrl)) throw badRequest('Please provide a valid url', { baseUrl: 'Please provide a valid url' });
    const meta = { baseUrl };
    // The admin's own Marketo app: its base URL is both the identity and the API host. Its client secret is kept
    // where a refresh token would be (encrypted): client credentials are how Marketo renews a token.
    const tokens = await this.tokenCall(kind, meta, { grant_type: 'client_credentials' }, { id, secret });
    tokens.refreshToken = JSON.stringify({ id, secret });
    await this.saveConnection(caller.projectId, caller.userId, kind, tokens, baseUrl);
    return { connected: true as const };
  }

  private async connectApiKey(caller: { projectId: number; userId: number }, kind: IntegrationKind, key: string | null) {
    if (!key) throw badRequest('Api key is required', { credential: 'Api key is required' });
    const tokens: TokenSet = { accessToken: key, refreshToken: null, expiresIn: null, meta: {} };
    await this.saveConnection(caller.projectId, caller.userId, kind, tokens, null);
    return { connected: true as const };
  }

  private async saveConnection(projectId: number, userId: number, kind: IntegrationKind, tokens: TokenSet, credential: string | null) {
    const provider = PROVIDERS[kind];
    const settings = this.settings[kind];
    const base = provider.apiBase(settings, tokens.meta, credential);
    const call = async (path: string) => {
      const res = await this.fetchImpl(`${base}${path}`, { headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' } });
      const json = (await res.json().catch(() => null)) as unknown;
      if (!res.ok) throw new ApiError(400, providerMessage(json) ?? `${INTEGRATIONS[kind].name} answered ${res.status}`);
      return json;
    };
    const account = await provider.account(call, tokens);
    const now = nowSeconds();
    const meta = { ...tokens.meta, ...account.meta };
    if (isPersonal(kind)) {
      await this.repos.calendars.upsert({
        project_id: projectId,
        user_id: userId,
        kind,
        state: 'connected',
        account: account.name,
        error: null,
        access_token: this.cipher.encrypt(tokens.accessToken),
        refresh_token: tokens.refreshToken ? this.cipher.encrypt(tokens.refreshToken) : null,
        expires_at: tokens.expiresIn === null ? null : now + tokens.expiresIn,
        meta: JSON.stringify(meta),
        connected_at: now,
        updated_at: now,
      });
      this.log.info({ projectId, userId, kind }, 'calendar connected');
      return { kind, account: account.name };
    }
    await this.repos.integrations.upsert({
      project_id: projectId,
      kind,
      state: 'connected',
      account: account.name,
      credential,
      error: null,
      access_token: this.cipher.encrypt(tokens.accessToken),
      refresh_token: tokens.refreshToken ? this.cipher.encrypt(tokens.refreshToken) : null,
      expires_at: tokens.expiresIn === null ? null : now + tokens.expiresIn,
      meta: JSON.stringify(meta),
      connected_by: userId,
      connected_at: now,
      updated_at: now,
    });
    this.log.info({ projectId, kind }, 'integration connected');
    return { kind, account: account.name };
  }

  private refresh(key: Key): Promise<string> {
    const id = `${key.projectId}:${key.kind}:${key.userId ?? ''}`;
    let running = this.refreshing.get(id);
    if (!running) {
      running = this.doRefresh(key).finally(() => this.refreshing.delete(id));
      this.refreshing.set(id, running);
    }
    return running;
  }

  private async doRefresh(key: Key): Promise<string> {
    const { projectId, kind } = key;
    const row = await this.requireRow(key);
    const meta = this.metaOf(row);
    const provider = PROVIDERS[kind];
    let tokens: TokenSet;
    try {
      if (provider.flow === 'adminConsent') tokens = await this.clientCredentialsToken(kind, meta, null);
      else if (provider.flow === 'clientCredentials' && row.refresh_token)
        tokens = await this.tokenCall(kind, meta, { grant_type: 'client_credentials' }, JSON.parse(this.cipher.decrypt(row.refresh_token)) as { id: string; secret: string });
      else if (row.refresh_token) tokens = await this.tokenCall(kind, meta, { grant_type: 'refresh_token', refresh_token: this.cipher.decrypt(row.refresh_token) });
      else throw new Error('no refresh token');
    } catch (err) {
      this.log.warn({ projectId, kind, err: (err as Error).message }, 'token refresh failed: the integration needs reconnecting');
      await this.updateRow(key, { state: 'needsReconnect', error: INTEGRATION_MSG.reconnect, updated_at: nowSeconds() });
      throw new IntegrationNeedsReconnect(kind);
    }
    const now = nowSeconds();
    await this.updateRow(key, {
      state: 'connected',
      error: null,
      access_token: this.cipher.encrypt(tokens.accessToken),
      // Providers that rotate refresh tokens send a new one; the others keep the old.
      ...(tokens.refreshToken ? { refresh_token: this.cipher.encrypt(tokens.refreshToken) } : {}),
      expires_at: tokens.expiresIn === null ? null : now + tokens.expiresIn,
      meta: JSON.stringify({ ...meta, ...tokens.meta }),
      updated_at: now,
    });
    return tokens.accessToken;
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
