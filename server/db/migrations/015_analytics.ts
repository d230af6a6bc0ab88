// Analytics (issue #13): one narrow row of facts per conversation, kept by server/db/repositories/analytics.ts
// from the conversation and its messages (first reply, CSAT, meetings…), refreshed incrementally on read from a
// per-project watermark on conversations.last_event_time. Every chart is then one aggregate over a covering index.
import type { Kysely } from 'kysely';

export function analytics() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('conversation_facts')
        .addColumn('conversation_id', 'integer', (c) => c.primaryKey().references('conversations.id').onDelete('cascade'))
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        // 1 = the bot handled it alone; 0 = a human channel (direct or handed over).
        .addColumn('bot', 'integer', (c) => c.notNull())
        .addColumn('flow_id', 'integer')
        .addColumn('handed', 'integer', (c) => c.notNull())
        // The agent who answered first (the conversation's handler); null = no agent reply.
        .addColumn('agent_id', 'integer')
        .addColumn('first_response_s', 'integer')
        .addColumn('close_s', 'integer')
        .addColumn('missed', 'integer', (c) => c.notNull())
        .addColumn('csat', 'integer')
        .addColumn('csat_at', 'bigint')
        .addColumn('meetings', 'integer', (c) => c.notNull())
        .addColumn('offline', 'integer', (c) => c.notNull())
        .addColumn('last_event_time', 'bigint', (c) => c.notNull())
        .execute();
      // Covering: every figure of a date range is read from the index alone, in created_at order.
      await db.schema
        .createIndex('conversation_facts_range')
        .on('conversation_facts')
        .columns(['project_id', 'created_at', 'bot', 'status', 'flow_id', 'agent_id', 'handed', 'missed', 'offline', 'meetings', 'csat', 'first_response_s', 'close_s'])
        .execute();
      await db.schema
        .createIndex('conversation_facts_agent')
        .on('conversation_facts')
        .columns(['project_id', 'agent_id', 'created_at', 'first_response_s', 'csat'])
        .execute();
      await db.schema
        .createTable('analytics_watermarks')
        .addColumn('project_id', 'integer', (c) => c.primaryKey())
        .addColumn('through', 'bigint', (c) => c.notNull())
        .execute();
      // The refresh finds changed conversations of a project from its watermark.
      await db.schema.createIndex('conversations_changed').on('conversations').columns(['project_id', 'last_event_time']).execute();
      // The funnel of a flow over a date range: visits per step from the index alone.
      await db.schema.createIndex('flow_step_visits_range').on('flow_step_visits').columns(['flow_id', 'created_at', 'step_id']).execute();
    },
  };
}
