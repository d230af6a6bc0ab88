// Highlights (issue #12): the fields each project chose for the inbox panel (ordered entries { id, key } as JSON)
// with its setup flag, and the project's intelligence subscription (Intent, Scoops, Technologies) that gates them.
import type { Kysely } from 'kysely';

export function highlights() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('highlights_settings')
        .addColumn('project_id', 'integer', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
        .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_setup', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_by', 'integer')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dozi_subscriptions')
        .addColumn('project_id', 'integer', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
        .addColumn('has_intent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('has_scoops', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('has_technology', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
