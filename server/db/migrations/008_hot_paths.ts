// Indexes found by the inbox benchmarks (bench/README.md): the visitor token lookup on every visitor request, and
// the "recent conversations" scans behind participant=me and the statistics.
import type { Kysely } from 'kysely';

export function hotPaths() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('visitors_token').on('visitors').column('token_hash').unique().execute();
      await db.schema
        .createIndex('conversations_recent')
        .on('conversations')
        .columns(['project_id', 'archived', 'last_event_time', 'id'])
        .execute();
    },
  };
}
