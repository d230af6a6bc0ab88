// Conversation merges (migration 036): the merge records, the merged-away conversations while a merge stands, and
// the row moves a merge and its undo make (messages with their positions, attachments, meetings). The services
// (server/services/merge) decide what moves where; this file only writes it.
import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';

interface ConversationMergesTable {
  id: Generated<number>;
  project_id: number;
  survivor_id: number;
  user_id: number;
  moved: string;
  created_at: number;
  undone_at: number | null;
}
interface MergedConversationsTable {
  conversation_id: number;
  merge_id: number;
  survivor_id: number;
}
interface MeetingsTable {
  id: number;
  conversation_id: number | null;
}
type MergeDb = Database & { conversation_merges: ConversationMergesTable; merged_conversations: MergedConversationsTable; meetings: MeetingsTable };
export type MergeRow = Selectable<ConversationMergesTable>;

export interface MessagePlace {
  id: number;
  conversation_id: number;
  pos: number;
  time: number;
}

export class MergesRepository {
  private readonly db: Kysely<MergeDb>;

  constructor(db: Kysely<Database>) {
    this.db = db as unknown as Kysely<MergeDb>;
  }

  async create(values: { projectId: number; survivorId: number; userId: number; moved: string; now: number; mergedIds: number[] }): Promise<MergeRow> {
    const row = await this.db
      .insertInto('conversation_merges')
      .values({ project_id: values.projectId, survivor_id: values.survivorId, user_id: values.userId, moved: values.moved, created_at: values.now, undone_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('merged_conversations')
      .values(values.mergedIds.map((id) => ({ conversation_id: id, merge_id: row.id, survivor_id: values.survivorId })))
      .execute();
    return row;
  }

  async findInProject(projectId: number, id: number): Promise<MergeRow | undefined> {
    return this.db.selectFrom('conversation_merges').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  }

  /** Marks the merge undone (once: false when it already was) and frees its merged-away conversations. */
  async markUndone(id: number, now: number): Promise<boolean> {
    const res = await this.db.updateTable('conversation_merges').set({ undone_at: now }).where('id', '=', id).where('undone_at', 'is', null).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await this.db.deleteFrom('merged_conversations').where('merge_id', '=', id).execute();
    return true;
  }

  /** The survivor each of these conversations was merged into (only those merged away by a standing merge). */
  async mergedInto(conversationIds: number[]): Promise<Map<number, number>> {
    if (!conversationIds.length) return new Map();
    const rows = await this.db.selectFrom('merged_conversations').select(['conversation_id', 'survivor_id']).where('conversation_id', 'in', conversationIds).execute();
    return new Map(rows.map((r) => [r.conversation_id, r.survivor_id]));
  }

  async messagesOf(conversationIds: number[]): Promise<MessagePlace[]> {
    if (!conversationIds.length) return [];
    return this.db
      .selectFrom('messages')
      .select(['id', 'conversation_id', 'pos', 'time'])
      .where('conversation_id', 'in', conversationIds)
      .orderBy('conversation_id')
      .orderBy('pos')
      .execute();
  }

  /**
   * Puts each message at (conversation, position). Positions are unique per conversation, so the rows are first
   * parked at their negative position and then turned positive together: no order of updates collides.
   */
  async place(places: ReadonlyArray<{ id: number; conversationId: number; pos: number }>): Promise<void> {
    for (const p of places) {
      await this.db.updateTable('messages').set({ conversation_id: p.conversationId, pos: -p.pos }).where('id', '=', p.id).execute();
    }
    const convs = [...new Set(places.map((p) => p.conversationId))];
    if (!convs.length) return;
    await this.db
      .updateTable('messages')
      .set((eb) => ({ pos: eb.neg(eb.ref('pos')) }))
      .where('conversation_id', 'in', convs)
      .where('pos', '<', 0)
      .execute();
  }

  async deleteMessages(ids: number[]): Promise<void> {
    if (ids.length) await this.db.deleteFrom('messages').where('id', 'in', ids).execute();
  }

  async attachmentsOf(conversationIds: number[]): Promise<Array<{ id: number; conversation_id: number }>> {
    if (!conversationIds.length) return [];
    return this.db.selectFrom('attachments').select(['id', 'conversation_id']).where('conversation_id', 'in', conversationIds).execute();
  }

  async moveAttachments(ids: number[], conversationId: number): Promise<void> {
    if (ids.length) await this.db.updateTable('attachments').set({ conversation_id: conversationId }).where('id', 'in', ids).execute();
  }

  async meetingsOf(conversationIds: number[]): Promise<Array<{ id: number; conversation_id: number }>> {
    if (!conversationIds.length) return [];
    const rows = await this.db.selectFrom('meetings').select(['id', 'conversation_id']).where('conversation_id', 'in', conversationIds).execute();
    return rows.map((r) => ({ id: r.id, conversation_id: r.conversation_id! }));
  }

  async moveMeetings(ids: number[], conversationId: number): Promise<void> {
    if (ids.length) await this.db.updateTable('meetings').set({ conversation_id: conversationId }).where('id', 'in', ids).execute();
  }
}
