// Inbox tools: canned messages, uploaded attachments, recently used GIFs, the agent's meeting link.
import type { Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function inboxTools(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('canned_messages')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('canned_messages_project').on('canned_messages').column('project_id').execute();

      await db.schema
        .createTable('attachments')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('sender_type', 'text', (c) => c.notNull())
        .addColumn('sender_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('attachments_conversation').on('attachments').column('conversation_id').execute();

      await db.schema
        .createTable('gif_recents')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('gif_id', 'text', (c) => c.notNull())
        .addColumn('gif', 'text', (c) => c.notNull())
        .addColumn('used_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('gif_recents_pk', ['user_id', 'gif_id'])
        .execute();

      await db.schema.alterTable('users').addColumn('meeting_link', 'text').execute();
    },
  };
}
