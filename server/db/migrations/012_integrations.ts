// Integrations (issue #11): one connection per project and kind with its tokens encrypted at rest, the single-use
// OAuth states, and the sync run behind a CRM's summary.
import type { Kysely } from 'kysely';

export function integrations() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('integration_connections')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('account', 'text')
        .addColumn('credential', 'text')
        .addColumn('error', 'text')
        // AES-256-GCM envelopes (server/integrations/crypto.ts); nothing else reads these columns.
        .addColumn('access_token', 'text')
        .addColumn('refresh_token', 'text')
        .addColumn('expires_at', 'bigint')
        .addColumn('meta', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('connected_by', 'integer')
        .addColumn('connected_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('integration_connections_pk', ['project_id', 'kind'])
        .execute();

      await db.schema
        .createTable('oauth_states')
        .addColumn('nonce', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('credential', 'text')
        // A provider code held between a server-side redirect and the dashboard's next call (MS Dynamics).
        .addColumn('pending_code', 'text')
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema.createIndex('oauth_states_project').on('oauth_states').columns(['project_id', 'kind']).execute();

      await db.schema
        .createTable('integration_syncs')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('running', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('configured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('last_sync_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('integration_syncs_pk', ['project_id', 'kind'])
        .execute();

      await db.schema
        .createTable('integration_records')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('object', 'text', (c) => c.notNull())
        .addColumn('external_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('domain', 'text')
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('synced_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('integration_records_pk', ['project_id', 'kind', 'object', 'external_id'])
        .execute();
      await db.schema.createIndex('integration_records_email').on('integration_records').columns(['project_id', 'email']).execute();
    },
  };
}
