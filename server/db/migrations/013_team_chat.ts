// Team chat (issue #11): the Slack thread a conversation routed to Slack lives in, and the Slack users who answered.
import type { Kysely } from 'kysely';

export function teamChat() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('slack_threads')
        .addColumn('conversation_id', 'integer', (c) => c.primaryKey().references('conversations.id').onDelete('cascade'))
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('channel', 'text', (c) => c.notNull())
        // Null until the opening post is made (routing decides inside its transaction; Slack is called after commit).
        .addColumn('thread_ts', 'text')
        .addColumn('posted_pos', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('slack_threads_ts').on('slack_threads').columns(['channel', 'thread_ts']).execute();
      await db.schema
        .createTable('slack_participants')
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('slack_user', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('thread_ts', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('slack_participants_pk', ['conversation_id', 'slack_user'])
        .execute();
    },
  };
}
