// Webhook endpoints, deliveries and attempts (migration 035). A delivery is claimed before it is sent (locked_until),
// so two nodes, or a job resumed after a restart next to one still queued, never send the same delivery at once.
import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import { prepared } from '../prepared';

export interface WebhookEndpointsTable {
  id: Generated<number>;
  project_id: number;
  url: string;
  description: string;
  events: string;
  secret: string;
  previous_secret: string | null;
  previous_expires_at: number | null;
  enabled: Generated<number>;
  disabled_reason: string | null;
  failures: Generated<number>;
  /** When the current run of failures began (no success since); null while it succeeds (migration 039). */
  failing_since: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  project_id: number;
  endpoint_id: number;
  message_id: string;
  event: string;
  payload: string;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: number | null;
  locked_until: number | null;
  created_at: number;
  updated_at: number;
}
export interface WebhookAttemptsTable {
  id: Generated<number>;
  project_id: number;
  delivery_id: number;
  status_code: number | null;
  latency_ms: number;
  response: string;
  ok: number;
  created_at: number;
}

declare module '../schema' {
  interface Database {
    webhook_endpoints: WebhookEndpointsTable;
    webhook_deliveries: WebhookDeliveriesTable;
    webhook_attempts: WebhookAttemptsTable;
  }
}

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
// Read in every commit that publishes events (compiled once: prepared.ts).
const enabledOf = prepared((db, projectId: number) => db.selectFrom('webhook_endpoints').selectAll().where('project_id', '=', projectId).where('enabled', '=', 1));
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;
type EndpointChange = Partial<Omit<WebhookEndpointRow, 'id' | 'project_id' | 'created_at' | 'created_by'>>;

export class WebhooksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listEndpoints(projectId: number): Promise<WebhookEndpointRow[]> {
    return this.db.selectFrom('webhook_endpoints').selectAll().where('project_id', '=', projectId).orderBy('id', 'asc').execute();
  }

  /** The enabled endpoints of a project (the fan-out reads them per committed batch of events). */
  enabledEndpoints(projectId: number): Promise<WebhookEndpointRow[]> {
    return enabledOf.rows(this.db, projectId) as Promise<WebhookEndpointRow[]>;
  }

  findEndpoint(projectId: number, id: number): Promise<WebhookEndpointRow | undefined> {
    return this.db.selectFrom('webhook_endpoints').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  }

  createEndpoint(row: Omit<WebhookEndpointRow, 'id' | 'previous_secret' | 'previous_expires_at' | 'enabled' | 'disabled_reason' | 'failures' | 'failing_since'>): Promise<WebhookEndpointRow> {
    return this.db.insertInto('webhook_endpoints').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async updateEndpoint(projectId: number, id: number, change: EndpointChange): Promise<boolean> {
    const res = await this.db.updateTable('webhook_endpoints').set(change).where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async deleteEndpoint(projectId: number, id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('webhook_endpoints').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  /** One failed attempt more at `now`: the failures in a row and when they began. */
  async addFailure(id: number, now: number): Promise<{ failures: number; since: number }> {
    const row = await this.db
      .updateTable('webhook_endpoints')
      .set((eb) => ({ failures: eb('failures', '+', 1), failing_since: eb.fn.coalesce('failing_since', eb.val(now)) }))
      .where('id', '=', id)
      .returning(['failures', 'failing_since'])
      .executeTakeFirst();
    return { failures: Number(row?.failures ?? 0), since: Number(row?.failing_since ?? now) };
  }

  async insertDeliveries(rows: Array<Omit<WebhookDeliveryRow, 'id' | 'attempts' | 'locked_until'>>): Promise<WebhookDeliveryRow[]> {
    if (!rows.length) return [];
    return this.db.insertInto('webhook_deliveries').values(rows).returningAll().execute();
  }

  findDelivery(projectId: number, id: number): Promise<WebhookDeliveryRow | undefined> {
    return this.db.selectFrom('webhook_deliveries').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  }

  /** Takes a pending delivery that is due for `until` (seconds) if no one holds it: the delivery, or undefined. */
  async claim(id: number, now: number, until: number): Promise<WebhookDeliveryRow | undefined> {
    return this.db
      .updateTable('webhook_deliveries')
      .set({ locked_until: until })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .returningAll()
      .executeTakeFirst();
  }

  /** Queues a delivery again now (Resend): same message id, so a receiver that already has it can tell. */
  async requeue(projectId: number, endpointId: number, id: number, now: number): Promise<boolean> {
    const res = await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: now, locked_until: null, updated_at: now })
      .where('project_id', '=', projectId)
      .where('endpoint_id', '=', endpointId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async finishAttempt(id: number, change: { status: string; attempts: number; next_attempt_at: number | null; updated_at: number }): Promise<void> {
    await this.db.updateTable('webhook_deliveries').set({ ...change, locked_until: null }).where('id', '=', id).execute();
  }

  async addAttempt(row: Omit<WebhookAttemptRow, 'id'>): Promise<void> {
    await this.db.insertInto('webhook_attempts').values(row).execute();
  }

  /** Pending deliveries of every project (resumed at boot), soonest first. */
  pendingDeliveries(limit: number): Promise<Array<Pick<WebhookDeliveryRow, 'id' | 'next_attempt_at'>>> {
    return this.db.selectFrom('webhook_deliveries').select(['id', 'next_attempt_at']).where('status', '=', 'pending').orderBy('next_attempt_at', 'asc').limit(limit).execute();
  }

  /** Pending deliveries due by `now` that no sender holds, oldest due first (the outbox's sweep). */
  dueDeliveries(now: number, limit: number): Promise<Array<Pick<WebhookDeliveryRow, 'id'>>> {
    return this.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('next_attempt_at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
  }

  /** Gives up the pending deliveries of a disabled endpoint. */
  async failPending(endpointId: number, now: number): Promise<void> {
    await this.db.updateTable('webhook_deliveries').set({ status: 'failed', next_attempt_at: null, updated_at: now }).where('endpoint_id', '=', endpointId).where('status', '=', 'pending').execute();
  }

  /** An endpoint's newest deliveries with their attempts (the delivery log). */
  async log(projectId: number, endpointId: number, limit: number): Promise<{ deliveries: WebhookDeliveryRow[]; attempts: WebhookAttemptRow[] }> {
    const deliveries = await this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('endpoint_id', '=', endpointId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    if (!deliveries.length) return { deliveries, attempts: [] };
    const attempts = await this.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('delivery_id', 'in', deliveries.map((d) => d.id))
      .orderBy('id', 'asc')
      .execute();
    return { deliveries, attempts };
  }
}
