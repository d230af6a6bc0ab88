// Audiences: named rule sets (groups of field/operator/value rules plus triggers) stored as one JSON document.
import type { Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function audiences(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audiences')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audiences_project').on('audiences').column('project_id').execute();
    },
  };
}
