// Foundation tables: projects, roles, users, sessions, one-time action tokens, the mail outbox.
import type { Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function foundation(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('projects')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('zi_tenant_id', 'text', (c) => c.notNull())
        .addColumn('widget_key', 'text', (c) => c.notNull().unique())
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('features', 'text', (c) => c.notNull())
        .addColumn('user_limit', 'integer', (c) => c.notNull())
        .addColumn('is_dozi_customer', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('migration_in_progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('password_max_age_days', 'integer')
        .addColumn('ms_tenant_id', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('roles')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('permissions', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('roles_project').on('roles').column('project_id').execute();

      await db.schema
        .createTable('users')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('password_changed_at', 'bigint')
        .addColumn('email_verified_at', 'bigint')
        .addColumn('is_cs_user', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('zi_user_id', 'text', (c) => c.notNull())
        .addColumn('available', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('img', 'text')
        .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
        .addColumn('ms_object_id', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_project').on('users').column('project_id').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('action_tokens')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role_id', 'integer')
        .addColumn('invited_by', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
