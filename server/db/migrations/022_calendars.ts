// Calendars (issue #11): each agent connects their own Google or Office 365 calendar (one per agent), and every
// meeting a visitor books through Parley is kept beside the event the calendar holds.
import type { Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function calendars(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('calendar_connections')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('account', 'text')
        .addColumn('error', 'text')
        // AES-256-GCM envelopes, like integration_connections.
        .addColumn('access_token', 'text')
        .addColumn('refresh_token', 'text')
        .addColumn('expires_at', 'bigint')
        .addColumn('meta', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('connected_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('calendar_connections_pk', ['project_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('meetings')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('conversation_id', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'bigint', (c) => c.notNull())
        .addColumn('ends_at', 'bigint', (c) => c.notNull())
        .addColumn('calendar', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('event_url', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // One booking per host and start: two visitors racing for the same slot cannot both win.
      await db.schema.createIndex('meetings_host_start').unique().on('meetings').columns(['project_id', 'user_id', 'starts_at']).execute();
    },
  };
}
