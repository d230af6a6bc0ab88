// Analytics (issue #13), sixth step: the hourly rollup per agent (and flow), so the agent table and the agent and
// team filters count from it too. The next refresh rebuilds the rollups.
import type { Kysely } from 'kysely';

export function analyticsAgents() {
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema
        .createTable('analytics_hourly_agent')
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('hour', 'bigint', (c) => c.notNull())
        .addColumn('agent_id', 'integer', (c) => c.notNull())
        .addColumn('flow_id', 'integer', (c) => c.notNull());
      for (const name of ['n', 'csat_n', 'csat_sum', 'frt_n']) table = table.addColumn(name, 'integer', (c) => c.notNull());
      await table.addPrimaryKeyConstraint('analytics_hourly_agent_pk', ['project_id', 'hour', 'agent_id', 'flow_id']).execute();
      // The agent table no longer reads facts per agent (015d's index).
      await db.schema.dropIndex('conversation_facts_agent_flow').execute();
      // Every fact is taken again (a refresh skips unchanged ones), so both rollups are rebuilt from them.
      await db.updateTable('conversation_facts' as never).set({ message_count: -1 } as never).execute();
      await db.deleteFrom('analytics_watermarks' as never).execute();
    },
  };
}
