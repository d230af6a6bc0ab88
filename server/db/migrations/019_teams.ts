// MS Teams as a destination (issue #11): the Teams channel thread a conversation routed to Teams lives in, and the
// Teams users who answered there. Built like 013_team_chat (Slack).
import type { Kysely } from 'kysely';

export function msTeams() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('msteams_threads')
        .addColumn('conversation_id', 'integer', (c) => c.primaryKey().references('conversations.id').onDelete('cascade'))
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        /** The Teams channel id (19:…@thread.tacv2) routing chose. */
        .addColumn('channel', 'text', (c) => c.notNull())
        /** Bot Framework conversation id of the thread ("<channel>;messageid=<root>"); null until it is opened
         *  (routing decides inside its transaction; Teams is called after the commit). */
        .addColumn('thread_id', 'text')
        /** Where the thread's activities go (the Bot Connector's serviceUrl). */
        .addColumn('service_url', 'text')
        .addColumn('posted_pos', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('msteams_threads_thread').on('msteams_threads').column('thread_id').execute();
      await db.schema
        .createTable('msteams_participants')
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        /** The Teams user's Entra object id (aadObjectId), else their Teams id (29:…). */
        .addColumn('teams_user', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('thread_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('msteams_participants_pk', ['conversation_id', 'teams_user'])
        .execute();
    },
  };
}
