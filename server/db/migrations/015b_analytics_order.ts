// Analytics (issue #13), second step: indexes in value order for medians and p90 on SQLite — the repository reads a
// histogram of first-response / close durations in index order (no sort of the range), per project or per agent.
import type { Kysely } from 'kysely';

export function analyticsOrder() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('conversation_facts_frt_order').on('conversation_facts').columns(['project_id', 'first_response_s', 'created_at', 'agent_id', 'flow_id']).execute();
      await db.schema.createIndex('conversation_facts_close_order').on('conversation_facts').columns(['project_id', 'close_s', 'created_at', 'agent_id', 'flow_id']).execute();
      await db.schema.createIndex('conversation_facts_agent_frt').on('conversation_facts').columns(['project_id', 'agent_id', 'first_response_s', 'created_at', 'flow_id']).execute();
    },
  };
}
