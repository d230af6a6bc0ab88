// Bulk jobs and saved views (issue 27). A bulk job is an inbox action over every conversation matching a filter: the
// filter as it was when the agent asked (the snapshot, with the highest conversation id then, so conversations created
// later are left alone), the action, who acts, the progress counters and a cursor. The job walks the matching ids in
// ascending order and moves the cursor in the same transaction as each batch's changes, so a restart resumes after
// the last committed batch and no conversation is changed twice. Exports keep their CSV lines per conversation.
// A saved view is a named inbox state (tab, filter, tags, date range, sort, search), personal or shared.
import type { Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function bulkViews(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('bulk_jobs')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        /** JSON BulkAction (src/domain/inbox/bulk.ts): close, reopen, assign, tag, untag, star, archive, export. */
        .addColumn('action', 'text', (c) => c.notNull())
        /** JSON ConversationQuery: the list's filter when the job was asked for. */
        .addColumn('query', 'text', (c) => c.notNull())
        /** Conversations with a higher id were created after the job was asked for: not part of it. */
        .addColumn('max_id', 'integer', (c) => c.notNull())
        /** The highest conversation id done (changed, skipped or exported); the next batch starts above it. */
        .addColumn('cursor', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
        /** running | cancelled | finished | failed */
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute();
      // Boot resumes the running ones; the toolbar reads a project's newest job of its user.
      await db.schema.createIndex('bulk_jobs_state').on('bulk_jobs').columns(['state', 'id']).execute();
      await db.schema.createIndex('bulk_jobs_user').on('bulk_jobs').columns(['project_id', 'user_id', 'id']).execute();
      await db.schema
        .createTable('bulk_job_rows')
        .addColumn('job_id', 'integer', (c) => c.notNull().references('bulk_jobs.id').onDelete('cascade'))
        .addColumn('conversation_id', 'integer', (c) => c.notNull())
        .addColumn('line', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('bulk_job_rows_pk', ['job_id', 'conversation_id'])
        .execute();
      await db.schema
        .createTable('saved_views')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        /** The author; a shared view stays when they leave (then only its name says whose it was). */
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
        /** JSON ViewState (src/domain/inbox/views.ts). */
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('saved_views_project').on('saved_views').columns(['project_id', 'shared', 'user_id']).execute();
    },
  };
}
