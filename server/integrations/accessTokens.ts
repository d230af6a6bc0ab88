// Valid access tokens for stored connections: renewed a little before the provider's expiry (or when a call was
// refused), one renewal at a time per connection; a renewal the provider refuses marks the connection as needing
// a reconnect, which the dashboard shows.
// One at a time holds across nodes too (cluster mode: a lease per connection). Some providers' refresh tokens are
// single use (some always, others with rotation on): of two nodes renewing at once, the provider refuses the second,
// which would mark a healthy connection as needing a reconnect. A node that waited finds the token renewed instead.
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionRow } from '../db/repositories/integrations';
import { leaseHolder, type NodeLeases } from '../db/repositories/leases';
import { INTEGRATION_MSG } from '../../src/domain/integrations/messages';
import { nowSeconds } from '../lib/clock';
import { metaOf, type ConnectionRows, type Key } from './connectionRows';
import type { TokenCipher } from './crypto';
import { IntegrationNeedsReconnect } from './errors';
import type { TokenSet } from './provider';
import { providerOf } from './providers/index';
import type { ClientCredentials, TokenEndpoint } from './tokenEndpoint';

/** Refresh this long before the provider's expiry, so a call never starts with a token about to lapse. */
const REFRESH_MARGIN_SECONDS = 120;

/** A renewal lease outlives a token call (TOKEN_CALL_TIMEOUT_MS); a node that died holding one is passed after it. */
export const RENEWAL_LEASE_SECONDS = 30;
const LEASE_POLL_MS = 50;

export class AccessTokens {
  /** Refreshes in flight per connection: concurrent calls share one refresh (refresh tokens are often single-use). */
  private readonly refreshing = new Map<string, Promise<string>>();
  private readonly holder: string;

  constructor(
    private readonly rows: ConnectionRows,
    private readonly endpoint: TokenEndpoint,
    private readonly cipher: TokenCipher,
    private readonly log: FastifyBaseLogger,
    /** Cluster mode: the shared leases; null on a single node, where the map above is enough. */
    private readonly leases: NodeLeases | null = null,
  ) {
    this.holder = leaseHolder(leases);
  }

  async of(key: Key): Promise<string> {
    const row = await this.rows.require(key);
    if (row.state === 'needsReconnect') throw new IntegrationNeedsReconnect(key.kind);
    const token = this.cipher.decrypt(row.access_token!);
    return this.expiring(row) ? this.refresh(key, token) : token;
  }

  /** A token other than `stale` (the one about to lapse, or the one the provider just refused). */
  refresh(key: Key, stale: string): Promise<string> {
    const id = `${key.projectId}:${key.kind}:${key.userId ?? ''}`;
    let running = this.refreshing.get(id);
    if (!running) {
      running = this.renewOnce(id, key, stale).finally(() => this.refreshing.delete(id));
      this.refreshing.set(id, running);
    }
    return running;
  }

  private expiring(row: ConnectionRow): boolean {
    return row.expires_at !== null && row.expires_at - REFRESH_MARGIN_SECONDS <= nowSeconds();
  }

  /**
   * Renews, unless the token was renewed since `stale` was read (by another node, or by a call on this one that was
   * refused a moment earlier): then that token is the answer. Across nodes this runs under the connection's lease.
   */
  private async renewOnce(id: string, key: Key, stale: string): Promise<string> {
    const leases = this.leases;
    const name = `token:${id}`;
    if (leases) while (!(await leases.repo.acquire(name, this.holder, nowSeconds(), RENEWAL_LEASE_SECONDS))) await sleep(LEASE_POLL_MS);
    try {
      const row = await this.rows.require(key);
      const current = row.state === 'connected' ? this.cipher.decrypt(row.access_token!) : null;
      if (current !== null && current !== stale && !this.expiring(row)) return current;
      return await this.renew(key, row);
    } finally {
      if (leases) await leases.repo.release(name, this.holder, nowSeconds()).catch((err: Error) => this.log.warn({ lease: name, err: err.message }, 'renewal lease not released'));
    }
  }

  private async renew(key: Key, row: ConnectionRow): Promise<string> {
    const { projectId, kind } = key;
    const meta = metaOf(row);
    const flow = providerOf(kind).flow;
    let tokens: TokenSet;
    try {
      if (flow === 'adminConsent') tokens = await this.endpoint.clientCredentials(kind, meta, null);
      // A typed API-only app keeps the admin's own client where a refresh token would be: client credentials renew it.
      else if (flow === 'clientCredentials' && row.refresh_token)
        tokens = await this.endpoint.call(kind, meta, { grant_type: 'client_credentials' }, JSON.parse(this.cipher.decrypt(row.refresh_token)) as ClientCredentials);
      else if (row.refresh_token) tokens = await this.endpoint.refresh(kind, meta, this.cipher.decrypt(row.refresh_token));
      else throw new Error('no refresh token');
    } catch (err) {
      this.log.warn({ projectId, kind, err: (err as Error).message }, 'token refresh failed: the integration needs reconnecting');
      await this.rows.update(key, { state: 'needsReconnect', error: INTEGRATION_MSG.reconnect, updated_at: nowSeconds() });
      throw new IntegrationNeedsReconnect(kind);
    }
    const now = nowSeconds();
    await this.rows.update(key, {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
