// Named leases across nodes: one node at a time does a named piece of work. First user: renewing an integration's
// token (a provider with single-use refresh tokens, like Eloqua, refuses the second of two concurrent renewals, and
// that refusal would otherwise mark a healthy connection as needing a reconnect).
import type { Kysely } from 'kysely';

export function leases() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leases')
        /** What is leased, e.g. 'token:12:eloqua:'. */
        .addColumn('name', 'text', (c) => c.primaryKey())
        /** The process holding it (node id and a random part). */
        .addColumn('holder', 'text', (c) => c.notNull())
        /** Unix seconds after which another node may take over (the holder died mid-work). */
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
