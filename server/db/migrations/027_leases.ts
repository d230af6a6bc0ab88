// Named leases across nodes: one node at a time does a named piece of work. They replace 026's mirror leases (a
// team-chat thread's posting, now named '<service>:<conversation id>') and also serve token renewals: a provider with
// single-use refresh tokens (Eloqua) refuses the second of two concurrent renewals, and that refusal would mark a
// healthy connection as needing a reconnect.
import type { Kysely } from 'kysely';

export function leases() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leases')
        /** What is leased, e.g. 'slack:42' or 'token:12:eloqua:'. */
        .addColumn('name', 'text', (c) => c.primaryKey())
        /** The process holding it (node id and a random part). */
        .addColumn('holder', 'text', (c) => c.notNull())
        /** Unix seconds after which another node may take over (the holder died mid-work). */
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        /** Another node asked the holder to look again before letting go. */
        .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Leases last seconds: nothing in the old table needs carrying over.
      await db.schema.dropTable('mirror_leases').execute();
    },
  };
}
