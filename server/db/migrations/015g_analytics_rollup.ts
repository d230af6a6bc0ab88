// Analytics (issue #13), seventh step: one hourly rollup per flow and agent (0 = none) with every counter, in place of
// the per-flow and per-agent ones, so the agent and team filters count from it as well. Facts are taken once more
// to fill it.
import type { Kysely } from 'kysely';

const COUNTERS = ['n', 'bot', 'open', 'pending', 'closed', 'missed', 'handed', 'meetings', 'offline', 'csat_n', 'csat_sum', 'c1', 'c2', 'c3', 'c4', 'c5', 'frt_n', 'close_n'];

export function analyticsRollup() {
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema
        .createTable('analytics_rollup')
        .addColumn('project_id', 'integer', (c) => c.notNull())
        // created_at / 3600 (UTC hour index).
        .addColumn('hour', 'bigint', (c) => c.notNull())
        .addColumn('flow_id', 'integer', (c) => c.notNull())
        .addColumn('agent_id', 'integer', (c) => c.notNull());
      for (const name of COUNTERS) table = table.addColumn(name, 'integer', (c) => c.notNull());
      await table.addPrimaryKeyConstraint('analytics_rollup_pk', ['project_id', 'hour', 'flow_id', 'agent_id']).execute();
      await db.schema.dropTable('analytics_hourly').execute();
      await db.schema.dropTable('analytics_hourly_agent').execute();
      await db.updateTable('conversation_facts' as never).set({ message_count: -1 } as never).execute();
      await db.deleteFrom('analytics_watermarks' as never).execute();
    },
  };
}
