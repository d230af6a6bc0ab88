// Email follow-up (issue 28): per conversation, what was emailed and the Message-IDs that thread it; per project and
// address, unsubscribes and bounces; the Message-IDs of mail received, so a sender's retry is never stored twice. The
// outbox keeps the whole message (raw) and its reply address, so the dev mailbox can show and answer it.
import type { Kysely } from 'kysely';

export function email() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('email_threads')
        .addColumn('conversation_id', 'integer', (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull())
        /** The last message position already emailed (later agent messages go out in the next batch). */
        .addColumn('sent_pos', 'integer', (c) => c.notNull().defaultTo(0))
        /** Message-IDs of this thread's emails and replies, oldest first, space-separated (the References chain). */
        .addColumn('message_ids', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('email_threads_project').on('email_threads').column('project_id').execute();
      await db.schema
        .createTable('email_recipients')
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('unsubscribed_at', 'bigint')
        .addColumn('bounced_at', 'bigint')
        .addPrimaryKeyConstraint('email_recipients_pk', ['project_id', 'address'])
        .execute();
      await db.schema
        .createTable('email_inbound')
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('conversation_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('email_inbound_pk', ['project_id', 'message_id'])
        .execute();
      await db.schema.alterTable('outbox').addColumn('raw', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('reply_to', 'text').execute();
    },
  };
}
