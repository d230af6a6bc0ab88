// Conversation merges (issue 27). A merge record keeps what moved, so undo (within src/domain/merge's window) puts
// every conversation back as it was: `moved` is JSON (server/db/repositories/merges.ts, MergeSnapshot). While a merge
// stands, each merged-away conversation has a row in merged_conversations: analytics count the merge once (the
// survivor's facts hold every message; the merged-away conversations have none), and a conversation merged away
// cannot be merged again. PostgreSQL's search index keeps a message's conversation: a moved message's entry follows.
import { sql, type Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function merges(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('conversation_merges')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('survivor_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        /** JSON MergeSnapshot: the conversations as they were and what moved where. */
        .addColumn('moved', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('undone_at', 'bigint')
        .execute();
      await db.schema.createIndex('conversation_merges_project').on('conversation_merges').columns(['project_id', 'id']).execute();
      await db.schema
        .createTable('merged_conversations')
        .addColumn('conversation_id', 'integer', (c) => c.primaryKey().references('conversations.id').onDelete('cascade'))
        .addColumn('merge_id', 'integer', (c) => c.notNull().references('conversation_merges.id').onDelete('cascade'))
        .addColumn('survivor_id', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('merged_conversations_merge').on('merged_conversations').columns(['merge_id']).execute();
      if (dialect === 'postgres') {
        await sql
          .raw(
            `create function search_message_move() returns trigger language plpgsql as $$ begin
              update search_messages set conversation_id = new.conversation_id where message_id = new.id;
              return null; end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger search_messages_move after update of conversation_id on messages for each row
              when (new.conversation_id is distinct from old.conversation_id) execute function search_message_move()`,
          )
          .execute(db);
      }
    },
  };
}
