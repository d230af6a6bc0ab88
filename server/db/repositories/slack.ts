// Slack threads of conversations routed to Slack, and the Slack users who replied in them.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import { prepared } from '../prepared';

export interface SlackThreadsTable {
  conversation_id: number;
  project_id: number;
  channel: string;
  thread_ts: string | null;
  posted_pos: number;
  created_at: number;
}
export interface SlackParticipantsTable {
  conversation_id: number;
  slack_user: string;
  name: string;
  thread_ts: string;
}
declare module '../schema' {
  interface Database {
    slack_threads: SlackThreadsTable;
    slack_participants: SlackParticipantsTable;
  }
}
export type SlackThreadRow = Selectable<SlackThreadsTable>;
// Read after every mirrored event (compiled once: prepared.ts).
const slackThread = prepared((db, conversationId: number) => db.selectFrom('slack_threads').selectAll().where('conversation_id', '=', conversationId));

export class SlackRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Marks a conversation for Slack (routing); a conversation keeps its first thread. */
  async claim(projectId: number, conversationId: number, channel: string, now: number): Promise<void> {
    await this.db
      .insertInto('slack_threads')
      .values({ conversation_id: conversationId, project_id: projectId, channel, thread_ts: null, posted_pos: 0, created_at: now })
      .onConflict((oc) => oc.column('conversation_id').doNothing())
      .execute();
  }

  find(conversationId: number): Promise<SlackThreadRow | undefined> {
    return slackThread.first(this.db, conversationId);
  }

  findByThread(channel: string, threadTs: string): Promise<SlackThreadRow | undefined> {
    return this.db.selectFrom('slack_threads').selectAll().where('channel', '=', channel).where('thread_ts', '=', threadTs).executeTakeFirst();
  }

  async posted(conversationId: number, patch: { thread_ts?: string; posted_pos: number }): Promise<void> {
    await this.db.updateTable('slack_threads').set(patch).where('conversation_id', '=', conversationId).execute();
  }

  async addParticipant(conversationId: number, slackUser: string, name: string, threadTs: string): Promise<void> {
    await this.db
      .insertInto('slack_participants')
      .values({ conversation_id: conversationId, slack_user: slackUser, name, thread_ts: threadTs })
      .onConflict((oc) => oc.columns(['conversation_id', 'slack_user']).doUpdateSet({ name }))
      .execute();
  }

  participants(conversationId: number): Promise<Array<{ threadId: string; name: string }>> {
    return this.db.selectFrom('slack_participants').select(['thread_ts as threadId', 'name']).where('conversation_id', '=', conversationId).orderBy('name').execute();
  }

  async removeParticipant(conversationId: number, threadTs: string): Promise<boolean> {
    const r = await this.db.deleteFrom('slack_participants').where('conversation_id', '=', conversationId).where('thread_ts', '=', threadTs).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
