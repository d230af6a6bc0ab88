// Analytics (issue #13), third step: an hourly rollup of the conversation facts per flow, rebuilt for the hours a
// refresh touched (repositories/analytics.ts), so counts over 91 days read ~2,200 rows per flow instead of every
// conversation; per-step counts of a flow's funnel as index range counts.
import type { Kysely } from 'kysely';

const COUNTERS = ['n', 'bot', 'open', 'pending', 'closed', 'missed', 'handed', 'meetings', 'offline', 'csat_n', 'csat_sum', 'c1', 'c2', 'c3', 'c4', 'c5'] as const;

export function analyticsHourly() {
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema
        .createTable('analytics_hourly')
        .addColumn('project_id', 'integer', (c) => c.notNull())
        // created_at / 3600 (UTC hour index).
        .addColumn('hour', 'bigint', (c) => c.notNull())
        // 0 = conversations without a bot flow.
        .addColumn('flow_id', 'integer', (c) => c.notNull());
      for (const name of COUNTERS) table = table.addColumn(name, 'integer', (c) => c.notNull());
      await table.addPrimaryKeyConstraint('analytics_hourly_pk', ['project_id', 'hour', 'flow_id']).execute();
      // The hours a refresh touched: facts changed since the watermark.
      await db.schema.createIndex('conversation_facts_changed').on('conversation_facts').columns(['project_id', 'last_event_time', 'created_at']).execute();
      // Facts refreshed before this table existed are rolled up by the next refresh: it starts from scratch.
      await db.deleteFrom('analytics_watermarks' as never).execute();
      await db.schema.createIndex('flow_step_visits_step').on('flow_step_visits').columns(['flow_id', 'step_id', 'created_at']).execute();
    },
  };
}
