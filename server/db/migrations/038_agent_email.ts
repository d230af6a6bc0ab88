// Agent email (issue 28): the mentions and assignments waiting to be emailed to an agent who is away. A burst goes out
// as one email: the first notice after a quiet window is mailed at once, later ones wait for the window's end.
import type { Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function agentEmail(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('agent_email_notices')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('conversation_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        /** When it went out (null: waiting). */
        .addColumn('sent_at', 'bigint')
        .execute();
      await db.schema.createIndex('agent_email_notices_user').on('agent_email_notices').columns(['project_id', 'user_id', 'sent_at']).execute();
    },
  };
}
