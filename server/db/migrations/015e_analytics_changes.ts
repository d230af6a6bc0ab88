// Analytics (issue #13), fifth step: facts remember the message count they were computed from, so a refresh skips
// the conversations of its settle window that have not changed since (repositories/analytics.ts).
import type { Kysely } from 'kysely';

export function analyticsChanges() {
  return {
    async up(db: Kysely<unknown>) {
      // -1: computed before this column existed; taken again by the next refresh.
      await db.schema.alterTable('conversation_facts').addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(-1)).execute();
      await db.deleteFrom('analytics_watermarks' as never).execute();
    },
  };
}
