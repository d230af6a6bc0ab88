// The audit log (issue 16): one row per admin action (roles, users, integrations, settings, flows, exports), written
// once and never updated. The actor's name and email are copied as they were, so a removed user's rows still say who.
// No foreign key on the actor for the same reason; rows go with their project.
import { sql, type Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function auditLog(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('actor_user_id', 'integer')
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text')
        .addColumn('target_label', 'text', (c) => c.notNull())
        // JSON AuditSummary (src/domain/audit/summary.ts): field names and short values, never secrets.
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo('{"changes":[]}'))
        .addColumn('ip', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // The page reads a project's newest rows first, optionally of one action.
      await db.schema.createIndex('audit_log_project_time').on('audit_log').columns(['project_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('audit_log_project_action').on('audit_log').columns(['project_id', 'action', 'created_at']).execute();
      // Append-only in the database too: an UPDATE fails (rows still go when their project is deleted).
      if (dialect === 'postgres') {
        await sql`create function audit_log_append_only() returns trigger language plpgsql as $$ begin raise exception 'audit_log is append-only'; end $$`.execute(db);
        await sql`create trigger audit_log_no_update before update on audit_log for each row execute function audit_log_append_only()`.execute(db);
      } else {
        await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
      }
    },
  };
}
