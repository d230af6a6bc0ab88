// Undo send (issue 27): an agent's message held in their send window waits here until its job delivers it (or the
// agent takes it back). The row is the truth, not the job: the embedded queue forgets its timers on a restart, so boot
// re-arms every waiting row; delivery and undo each delete the row in their own transaction, and whichever deletes it
// first wins, so a message is delivered at most once. Edits and deletes need no table: the message row keeps its
// current text (the search index follows it by migration 028's triggers), its payload the "edited"/"deleted" marks,
// and the audit log the previous text.
import type { Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function messageEdits(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('pending_sends')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        /** JSON ClientAppMessage as validated when the agent sent it. */
        .addColumn('body', 'text', (c) => c.notNull())
        /** When it goes out, in milliseconds. */
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('pending_sends_client').on('pending_sends').columns(['conversation_id', 'client_id']).unique().execute();
      await db.schema.createIndex('pending_sends_due').on('pending_sends').columns(['due_at', 'id']).execute();
    },
  };
}
