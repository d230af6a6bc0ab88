// Conversation flows (the bot's paths, greeting and topics) and their saved versions (history with restore).
import type { Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function flows(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('flows')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('audience_id', 'integer')
        .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('flows_project').on('flows').column('project_id').execute();
      await db.schema
        .createTable('flow_versions')
        .addColumn('flow_id', 'integer', (c) => c.notNull().references('flows.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('saved_by', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('flow_versions_pk', ['flow_id', 'version'])
        .execute();
    },
  };
}
