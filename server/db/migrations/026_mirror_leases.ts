// Replaced by 027_leases (named leases for every cross-node lease); kept so databases that ran it stay in order.
// Team-chat mirrors across nodes: which node is posting a conversation's new messages to its Slack or Teams thread.
// One holder at a time per conversation (two nodes reading the same posted position would post a message twice);
// `pending` tells the holder that another node saw something new meanwhile, so it looks again before letting go.
import type { Kysely } from 'kysely';

export function mirrorLeases() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mirror_leases')
        /** 'slack' or 'teams'. */
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        /** The process posting (node id and a random part). */
        .addColumn('holder', 'text', (c) => c.notNull())
        /** Unix seconds after which another node may take over (the holder died mid-post). */
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('mirror_leases_pk', ['service', 'conversation_id'])
        .execute();
    },
  };
}
