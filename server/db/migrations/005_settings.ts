// Project settings documents (widget, privacy, office hours, holidays), one JSON document per key.
import type { Kysely } from 'kysely';

export function settings() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('project_settings')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('project_settings_pk', ['project_id', 'key'])
        .execute();
    },
  };
}
