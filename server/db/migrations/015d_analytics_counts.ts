// Analytics (issue #13), fourth step: the hourly rollup also counts first replies and closes (the sizes the median
// and p90 walks need), and agents' rows are counted per flow from an index. The next refresh rebuilds the rollup.
import type { Kysely } from 'kysely';

export function analyticsCounts() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('analytics_hourly').addColumn('frt_n', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('analytics_hourly').addColumn('close_n', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema
        .createIndex('conversation_facts_agent_flow')
        .on('conversation_facts')
        .columns(['project_id', 'agent_id', 'created_at', 'flow_id', 'csat', 'first_response_s'])
        .execute();
      await db.deleteFrom('analytics_watermarks' as never).execute();
    },
  };
}
