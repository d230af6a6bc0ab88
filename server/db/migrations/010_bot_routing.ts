// Bot runtime, routing and targeting (issue #7): the bot's cursor and flow on a conversation (the routing
// explanation reuses conversations.routing_note), the visitor's behaviour for audience rules, round-robin pointers
// that survive a restart, and the step visits behind a flow's funnel.
import type { Kysely } from 'kysely';

export function botRouting() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('conversations').addColumn('flow_id', 'integer').execute();
      // RuntimeCursor JSON (src/domain/flows/runtimeTypes.ts) between two visitor inputs.
      await db.schema.alterTable('conversations').addColumn('bot_cursor', 'text').execute();

      // Behaviour for audience rules and triggers (one statement per column: SQLite adds one at a time).
      await db.schema.alterTable('visitors').addColumn('visited_urls', 'text', (c) => c.notNull().defaultTo('[]')).execute();
      await db.schema.alterTable('visitors').addColumn('visits', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('visitors').addColumn('time_on_site', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('visitors').addColumn('visit_seconds', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('visitors').addColumn('current_url', 'text').execute();

      await db.schema
        .createTable('routing_pointers')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('pool_key', 'text', (c) => c.notNull())
        .addColumn('last_user_id', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('routing_pointers_pk', ['project_id', 'pool_key'])
        .execute();

      await db.schema
        .createTable('flow_step_visits')
        .addColumn('flow_id', 'integer', (c) => c.notNull().references('flows.id').onDelete('cascade'))
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('path_id', 'text', (c) => c.notNull())
        .addColumn('step_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        // The funnel counts a conversation once per step: store it once.
        .addPrimaryKeyConstraint('flow_step_visits_pk', ['flow_id', 'conversation_id', 'step_id'])
        .execute();
    },
  };
}
