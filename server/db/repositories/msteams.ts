// Teams channel threads of conversations routed to MS Teams, and the Teams users who replied in them.
// (repositories/teams.ts holds the agents' teams; this file is Microsoft Teams.)
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import { prepared } from '../prepared';

export interface MsTeamsThreadsTable {
  conversation_id: number;
  project_id: number;
  channel: string;
  thread_id: string | null;
  service_url: string | null;
  posted_pos: number;
  created_at: number;
}
export interface MsTeamsParticipantsTable {
  conversation_id: number;
  teams_user: string;
  name: string;
  thread_id: string;
}
declare module '../schema' {
  interface Database {
    msteams_threads: MsTeamsThreadsTable;
    msteams_participants: MsTeamsParticipantsTable;
  }
}
export type MsTeamsThreadRow = Selectable<MsTeamsThreadsTable>;
// Read after every mirrored event (compiled once: prepared.ts).
const teamsThread = prepared((db, conversationId: number) => db.selectFrom('msteams_threads').selectAll().where('conversation_id', '=', conversationId));

export class MsTeamsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Marks a conversation for Teams (routing); a conversation keeps its first thread. */
  async claim(projectId: number, conversationId: number, channel: string, now: number): Promise<void> {
    await this.db
      .insertInto('msteams_threads')
      .values({ conversation_id: conversationId, project_id: projectId, channel, thread_id: null, service_url: null, posted_pos: 0, created_at: now })
      .onConflict((oc) => oc.column('conversation_id').doNothing())
      .execute();
  }

  find(conversationId: number): Promise<MsTeamsThreadRow | undefined> {
    return teamsThread.first(this.db, conversationId);
  }

  findByThread(threadId: string): Promise<MsTeamsThreadRow | undefined> {
    return this.db.selectFrom('msteams_threads').selectAll().where('thread_id', '=', threadId).executeTakeFirst();
  }

  async posted(conversationId: number, patch: { thread_id?: string; service_url?: string; posted_pos: number }): Promise<void> {
    await this.db.updateTable('msteams_threads').set(patch).where('conversation_id', '=', conversationId).execute();
  }

  /** The Bot Connector address the thread's latest activity came with (replies go there). */
  async setServiceUrl(conversationId: number, serviceUrl: string): Promise<void> {
    await this.db.updateTable('msteams_threads').set({ service_url: serviceUrl }).where('conversation_id', '=', conversationId).execute();
  }

  async addParticipant(conversationId: number, teamsUser: string, name: string, threadId: string): Promise<void> {
    await this.db
      .insertInto('msteams_participants')
      .values({ conversation_id: conversationId, teams_user: teamsUser, name, thread_id: threadId })
      .onConflict((oc) => oc.columns(['conversation_id', 'teams_user']).doUpdateSet({ name }))
      .execute();
  }

  participants(conversationId: number): Promise<Array<{ threadId: string; userId: string; name: string }>> {
    return this.db
      .selectFrom('msteams_participants')
      .select(['thread_id as threadId', 'teams_user as userId', 'name'])
      .where('conversation_id', '=', conversationId)
      .orderBy('name')
      .execute();
  }

  /** Projects whose connected MS Teams integration consented for this Entra tenant (a Teams sign-in's project). */
  async projectsOfTenant(tenantId: string): Promise<number[]> {
    if (!/^[A-Za-z0-9.-]{1,100}$/.test(tenantId)) return [];
    const rows = await this.db
      .selectFrom('integration_connections')
      .select(['project_id', 'meta'])
      .where('kind', '=', 'msteams')
      .where('state', '=', 'connected')
      .where('meta', 'like', `%${tenantId}%`)
      .execute();
    return rows.filter((r) => (JSON.parse(r.meta) as { tenantId?: unknown }).tenantId === tenantId).map((r) => r.project_id);
  }
}
