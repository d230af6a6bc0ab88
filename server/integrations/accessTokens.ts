// Valid access tokens for stored connections: renewed a little before the provider's expiry (or when a call was
// refused), one renewal at a time per connection; a renewal the provider refuses marks the connection as needing
// a reconnect, which the dashboard shows.
import type { FastifyBaseLogger } from 'fastify';
import { INTEGRATION_MSG } from '../../src/domain/integrations/messages';
import { nowSeconds } from '../services/tokens';
import { metaOf, type ConnectionRows, type Key } from './connectionRows';
import type { TokenCipher } from './crypto';
import { IntegrationNeedsReconnect } from './errors';
import { PROVIDERS, type TokenSet } from './providers';
import type { ClientCredentials, TokenEndpoint } from './tokenEndpoint';

/** Refresh this long before the provider's expiry, so a call never starts with a token about to lapse. */
const REFRESH_MARGIN_SECONDS = 120;

export class AccessTokens {
  /** Refreshes in flight per connection: concurrent calls share one refresh (refresh tokens are often single-use). */
  private readonly refreshing = new Map<string, Promise<string>>();

  constructor(
    private readonly rows: ConnectionRows,
    private readonly endpoint: TokenEndpoint,
    private readonly cipher: TokenCipher,
    private readonly log: FastifyBaseLogger,
  ) {}

  async of(key: Key): Promise<string> {
    const row = await this.rows.require(key);
    if (row.state === 'needsReconnect') throw new IntegrationNeedsReconnect(key.kind);
    if (row.expires_at !== null && row.expires_at - REFRESH_MARGIN_SECONDS <= nowSeconds()) return this.refresh(key);
    return this.cipher.decrypt(row.access_token!);
  }

  refresh(key: Key): Promise<string> {
    const id = `${key.projectId}:${key.kind}:${key.userId ?? ''}`;
    let running = this.refreshing.get(id);
    if (!running) {
      running = this.renew(key).finally(() => this.refreshing.delete(id));
      this.refreshing.set(id, running);
    }
    return running;
  }

  private async renew(key: Key): Promise<string> {
    const { projectId, kind } = key;
    const row = await this.rows.require(key);
    const meta = metaOf(row);
    const flow = PROVIDERS[kind].flow;
    let tokens: TokenSet;
    try {
      if (flow === 'adminConsent') tokens = await this.endpoint.clientCredentials(kind, meta, null);
      // Marketo keeps the admin's own client where a refresh token would be: client credentials renew it.
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
