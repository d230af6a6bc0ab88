// Teams of agents (assignment targets for routing).
import type { Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function teams(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('teams')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('teams_project').on('teams').column('project_id').execute();
      await db.schema
        .createTable('team_members')
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
        .execute();
    },
  };
}
