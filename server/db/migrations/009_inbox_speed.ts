// Index for the inbox statistics (bench/README.md): the counts per kind, state and flag read this covering index
// in its own order (group by without a sort, no table rows), instead of every conversation row.
import type { Kysely } from 'kysely';

export function inboxSpeed() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('conversations_stats')
        .on('conversations')
        .columns(['project_id', 'bot', 'archived', 'status', 'starred', 'unread', 'created_at'])
        .execute();
    },
  };
}
