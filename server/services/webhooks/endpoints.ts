// Webhook endpoints (issue 29): what admins register, with their events and signing secret (kept encrypted, like
// every stored token, and readable by admins on demand to configure their receiver); rotation keeps the previous
// secret signing for an overlap period. An address must be a public https one, checked here when it is saved and
// again on every delivery (the outbound fetch's connect-time check: server/integrations/outbound.ts).
import dns from 'node:dns/promises';
import net from 'node:net';
import { isWebhookEvent, WEBHOOK_ROTATION_OVERLAP_SECONDS, type WebhookEvent } from '../../../src/domain/webhooks/events';
import { WEBHOOK_MSG, type WebhookEndpoint, type WebhookEndpointInput } from '../../../src/domain/webhooks/schemas';
import type { Repositories } from '../../db/repositories/index';
import type { WebhookEndpointRow } from '../../db/repositories/webhooks';
import type { Caller } from '../../lib/caller';
import { ApiError, notFound } from '../../lib/apiError';
import { nowSeconds } from '../../lib/clock';
import { allowListed, isPublicAddress } from '../../integrations/outbound';
import { newWebhookSecret } from './signing';

/** Encrypts and decrypts stored secrets (server/integrations/crypto.ts's TokenCipher). */
export interface SecretCipher {
  encrypt(plain: string): string;
  decrypt(envelope: string): string;
}

export const eventsOf = (row: WebhookEndpointRow): WebhookEvent[] => {
  try {
    return (JSON.parse(row.events) as unknown[]).filter(isWebhookEvent);
  } catch {
    return [];
  }
};

export const toEndpoint = (row: WebhookEndpointRow, now = nowSeconds()): WebhookEndpoint => ({
  id: Number(row.id),
  url: row.url,
  description: row.description,
  events: eventsOf(row),
  enabled: Number(row.enabled) === 1,
  disabledReason: row.disabled_reason,
  failures: Number(row.failures),
  previousSecretUntil: row.previous_secret && row.previous_expires_at && Number(row.previous_expires_at) > now ? Number(row.previous_expires_at) : null,
  createdAt: Number(row.created_at),
});

export class WebhookEndpoints {
  private readonly trusted: (url: URL) => boolean;

  constructor(
    private readonly repos: Repositories,
    private readonly cipher: SecretCipher,
    /** host:port entries reachable over http at any address (OUTBOUND_ALLOW_HOSTS: the demo's and tests' receivers). */
    allowHosts: readonly string[],
    private readonly lookup: (host: string) => Promise<string[]> = async (host) => (await dns.lookup(host, { all: true })).map((a) => a.address),
  ) {
    this.trusted = allowListed(allowHosts);
  }

  /** Refuses an address that is not public https (or allow-listed): loopback, private, link-local, metadata… */
  async assertReachable(raw: string): Promise<void> {
    const refuse = () => new ApiError(400, WEBHOOK_MSG.unreachable, { url: WEBHOOK_MSG.unreachable });
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw refuse();
    }
    if (this.trusted(url)) return;
    if (url.protocol !== 'https:') throw refuse();
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = net.isIP(host) ? [host] : await this.lookup(host).catch(() => []);
    if (!addresses.length || addresses.some((a) => !isPublicAddress(a))) throw refuse();
  }

  async list(projectId: number): Promise<WebhookEndpoint[]> {
    return (await this.repos.webhooks.listEndpoints(projectId)).map((r) => toEndpoint(r));
  }

  async get(projectId: number, id: number): Promise<WebhookEndpointRow> {
    const row = await this.repos.webhooks.findEndpoint(projectId, id);
    if (!row) throw notFound();
    return row;
  }

  async create(caller: Caller, input: WebhookEndpointInput): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    await this.assertReachable(input.url);
    const secret = newWebhookSecret();
    const now = nowSeconds();
    const row = await this.repos.webhooks.createEndpoint({
      project_id: caller.projectId,
      url: input.url,
      description: input.description,
      events: JSON.stringify([...new Set(input.events)]),
      secret: this.cipher.encrypt(secret),
      created_by: caller.userId,
      created_at: now,
      updated_at: now,
    });
    return { endpoint: toEndpoint(row), secret };
  }

  async update(projectId: number, id: number, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    await this.get(projectId, id);
    await this.assertReachable(input.url);
    const enabled = input.enabled ? 1 : 0;
    // Enabling again starts the failure count afresh.
    await this.repos.webhooks.updateEndpoint(projectId, id, {
      url: input.url,
      description: input.description,
      events: JSON.stringify([...new Set(input.events)]),
      enabled,
      ...(enabled ? { disabled_reason: null, failures: 0, failing_since: null } : {}),
      updated_at: nowSeconds(),
    });
    return toEndpoint(await this.get(projectId, id));
  }

  async remove(projectId: number, id: number): Promise<WebhookEndpoint> {
    const row = await this.get(projectId, id);
    await this.repos.webhooks.deleteEndpoint(projectId, id);
    return toEndpoint(row);
  }

  /** The current signing secret (admins copy it into their receiver). */
  async secret(projectId: number, id: number): Promise<string> {
    return this.cipher.decrypt((await this.get(projectId, id)).secret);
  }

  /** A new secret; the previous one keeps signing until the overlap ends. */
  async rotate(projectId: number, id: number, overlapSeconds = WEBHOOK_ROTATION_OVERLAP_SECONDS): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const row = await this.get(projectId, id);
    const secret = newWebhookSecret();
    const now = nowSeconds();
    await this.repos.webhooks.updateEndpoint(projectId, id, { secret: this.cipher.encrypt(secret), previous_secret: row.secret, previous_expires_at: now + overlapSeconds, updated_at: now });
    return { endpoint: toEndpoint(await this.get(projectId, id)), secret };
  }

  /** The secrets that sign a delivery now: the current one, and the previous one during its overlap. */
  signingSecrets(row: WebhookEndpointRow, now = nowSeconds()): string[] {
    const current = this.cipher.decrypt(row.secret);
    const previous = row.previous_secret && row.previous_expires_at && Number(row.previous_expires_at) > now ? this.cipher.decrypt(row.previous_secret) : null;
    return previous ? [current, previous] : [current];
  }
}
