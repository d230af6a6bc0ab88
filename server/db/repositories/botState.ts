// The bot's side of conversations and flows: which active flows may greet a visitor, and a bot conversation's
// flow and runtime cursor.
import type { Kysely } from 'kysely';
import type { Database, FlowRow } from '../schema';

export class BotStateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Active flows of the project, highest priority first (ties: the oldest flow). */
  async activeFlows(projectId: number): Promise<FlowRow[]> {
    return this.db
      .selectFrom('flows')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('status', '=', 'active')
      .orderBy('priority', 'desc')
      .orderBy('id', 'asc')
      .execute();
  }

  async flow(projectId: number, flowId: number): Promise<FlowRow | undefined> {
    return this.db.selectFrom('flows').selectAll().where('project_id', '=', projectId).where('id', '=', flowId).executeTakeFirst();
  }

  async saveCursor(conversationId: number, flowId: number, cursor: string | null): Promise<void> {
    await this.db.updateTable('conversations').set({ flow_id: flowId, bot_cursor: cursor }).where('id', '=', conversationId).execute();
  }

  /** Conversations whose Live Chat step still waits for an agent (the `wait` in their cursor): re-armed at boot.
   *  A scan of the handed-over bot conversations, once per boot. */
  async pendingWaits(): Promise<Array<{ id: number; project_id: number; bot_cursor: string }>> {
    const rows = await this.db
      .selectFrom('conversations')
      .select(['id', 'project_id', 'bot_cursor'])
      .where('flow_id', 'is not', null)
      .where('bot_cursor', 'like', '%"wait":{%')
      .execute();
    return rows.flatMap((r) => (r.bot_cursor ? [{ id: r.id, project_id: r.project_id, bot_cursor: r.bot_cursor }] : []));
  }

  /** Whether the visitor has a conversation that is not closed (no bot greeting then). */
  async hasOpenConversation(visitorId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('conversations')
      .select('id')
      .where('visitor_id', '=', visitorId)
      .where('status', '!=', 'close')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
