// The inbox: visitors, conversations, members, messages, tags, and the per-project realtime event log.
import type { Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function inbox(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('visitors')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('public_id', 'text', (c) => c.notNull().unique())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('company', 'text')
        .addColumn('domain', 'text')
        .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('online', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('visitors_project').on('visitors').columns(['project_id', 'online']).execute();

      await db.schema
        .createTable('conversations')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('visitor_id', 'integer', (c) => c.notNull().references('visitors.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('bot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('starred', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_message_text', 'text')
        .addColumn('last_message_time', 'bigint')
        .addColumn('last_event_time', 'bigint', (c) => c.notNull())
        .addColumn('visitor_last_read_time', 'bigint')
        .addColumn('visitor_last_delivered_time', 'bigint')
        .addColumn('initiate_feedback', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('routing_note', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // The list: one project's conversations of one kind, newest event first (with id as the tie-break cursor).
      await db.schema
        .createIndex('conversations_list')
        .on('conversations')
        .columns(['project_id', 'bot', 'last_event_time', 'id'])
        .execute();
      await db.schema.createIndex('conversations_visitor').on('conversations').column('visitor_id').execute();

      await db.schema
        .createTable('conversation_members')
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'user_id'])
        .execute();
      await db.schema.createIndex('conversation_members_user').on('conversation_members').columns(['user_id', 'conversation_id']).execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('pos', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('sender_type', 'text', (c) => c.notNull())
        .addColumn('sender_name', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('payload', 'text')
        .addColumn('client_id', 'text')
        .addColumn('time', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('messages_pos', ['conversation_id', 'pos'])
        .execute();
      // A resent client message (same client id) is stored once.
      await db.schema
        .createIndex('messages_client_id')
        .on('messages')
        .columns(['conversation_id', 'client_id'])
        .unique()
        .where('client_id', 'is not', null)
        .execute();

      await db.schema
        .createTable('tags')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('fixed_key', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('tags_name', ['project_id', 'name'])
        .execute();

      await db.schema
        .createTable('conversation_tags')
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('conversation_tags_pk', ['conversation_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('conversation_tags_tag').on('conversation_tags').columns(['tag_id', 'conversation_id']).execute();

      await db.schema
        .createTable('realtime_events')
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('realtime_events_pk', ['project_id', 'seq'])
        .execute();

      await db.schema.alterTable('projects').addColumn('event_seq', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
  };
}
