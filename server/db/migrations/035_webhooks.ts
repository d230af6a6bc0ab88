// Webhooks (issue 29): endpoints a project registers with the events they want, their deliveries (one per event and
// endpoint, the unit that is retried, with its Standard Webhooks message id as idempotency key) and every attempt
// of a delivery (the log's status, latency and response excerpt). Delivery state lives here, not in the job queue,
// so a restart resumes pending deliveries from the table (the embedded queue is in memory).
import type { Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function webhooks(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        /** JSON array of event names (src/domain/webhooks/events.ts). */
        .addColumn('events', 'text', (c) => c.notNull())
        /** Signing secret (whsec_…), encrypted with the integrations key like every stored token. */
        .addColumn('secret', 'text', (c) => c.notNull())
        /** The secret before the last rotation, still signed with until previous_expires_at (the overlap). */
        .addColumn('previous_secret', 'text')
        .addColumn('previous_expires_at', 'bigint')
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('disabled_reason', 'text')
        /** Failed attempts in a row; reset by a success. Too many disable the endpoint. */
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhook_endpoints_project').on('webhook_endpoints').columns(['project_id']).execute();

      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
        /** The Standard Webhooks message id (webhook-id header): the receiver's idempotency key. */
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        /** 'pending' | 'succeeded' | 'failed' (gave up after the last retry, or its endpoint was disabled). */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint')
        /** A node sending it holds it until then: a second node (or a resumed job) does not send it again. */
        .addColumn('locked_until', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'id']).execute();
      await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();

      await db.schema
        .createTable('webhook_attempts')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('delivery_id', 'integer', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
        .addColumn('status_code', 'integer')
        .addColumn('latency_ms', 'integer', (c) => c.notNull())
        /** The first characters of the answer (or the reason it could not be sent). */
        .addColumn('response', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ok', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhook_attempts_delivery').on('webhook_attempts').columns(['delivery_id', 'id']).execute();
    },
  };
}
