// Analytics: meetings booked beside meetings offered. The facts' `meetings` counter (calendar messages sent in the
// chat) becomes `offered`, here and in both rollups, and a `booked` counter (the conversation's rows in `meetings`,
// 022) joins it. The facts of conversations with a booking are taken again by the next refresh, so bookings made before
// this migration count; every other fact and hour already holds booked = 0.
import { sql, type Kysely } from 'kysely';

const TABLES = ['conversation_facts', 'analytics_rollup', 'analytics_totals'] as const;

export function analyticsBooked() {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of TABLES) {
        await db.schema.alterTable(table).renameColumn('meetings', 'offered').execute();
        await db.schema.alterTable(table).addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      }
      // 015's covering index, with both counters: the partial hours at a range's ends stay index-only reads.
      await db.schema.dropIndex('conversation_facts_range').execute();
      await db.schema
        .createIndex('conversation_facts_range')
        .on('conversation_facts')
        .columns(['project_id', 'created_at', 'bot', 'status', 'flow_id', 'agent_id', 'handed', 'missed', 'offline', 'offered', 'booked', 'csat', 'first_response_s', 'close_s'])
        .execute();
      // The refresh counts a changed conversation's bookings through this index (no scan of meetings).
      await db.schema.createIndex('meetings_conversation').on('meetings').columns(['conversation_id']).execute();
      // Only the conversations with a booking are recomputed (-1 never equals a message count); without a watermark the
      // next refresh looks at every conversation of the project, and rebuilds the hours of those it recomputes.
      await sql`update conversation_facts set message_count = -1 where conversation_id in (select conversation_id from meetings where conversation_id is not null)`.execute(db);
      await db.deleteFrom('analytics_watermarks' as never).execute();
    },
  };
}
