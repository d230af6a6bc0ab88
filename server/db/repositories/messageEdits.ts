// Undo send and edits (migration 037): the messages held in agents' send windows, and the one update an edit or a
// delete makes to a message row (its text, and the "edited"/"deleted" marks in its payload).
import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database, MessageRow } from '../schema';

export interface PendingSendsTable {
  id: Generated<number>;
  project_id: number;
  conversation_id: number;
  user_id: number;
  client_id: string;
  body: string;
  due_at: number;
  created_at: number;
}
declare module '../schema' {
  interface Database {
    pending_sends: PendingSendsTable;
  }
}
export type PendingSendRow = Selectable<PendingSendsTable>;

/** PostgreSQL hands bigint columns back as strings. */
const row = (r: PendingSendRow): PendingSendRow => ({ ...r, id: Number(r.id), due_at: Number(r.due_at), created_at: Number(r.created_at) });

export class MessageEditsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async hold(values: Omit<PendingSendRow, 'id'>): Promise<PendingSendRow> {
    return row(await this.db.insertInto('pending_sends').values(values).returningAll().executeTakeFirstOrThrow());
  }

  async findHeld(conversationId: number, clientId: string): Promise<PendingSendRow | undefined> {
    const r = await this.db.selectFrom('pending_sends').selectAll().where('conversation_id', '=', conversationId).where('client_id', '=', clientId).executeTakeFirst();
    return r ? row(r) : undefined;
  }

  async findHeldById(id: number): Promise<PendingSendRow | undefined> {
    const r = await this.db.selectFrom('pending_sends').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? row(r) : undefined;
  }

  /** Takes the held message out (delivery or undo): true for the one caller that removed it. */
  async release(id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('pending_sends').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  /** Every held message, oldest due first (boot re-arms them). */
  async allHeld(limit: number): Promise<PendingSendRow[]> {
    return (await this.db.selectFrom('pending_sends').selectAll().orderBy('due_at').orderBy('id').limit(limit).execute()).map(row);
  }

  /** One agent's held messages in a conversation (the thread shows them again after a reload). */
  async heldBy(projectId: number, conversationId: number, userId: number): Promise<PendingSendRow[]> {
    return (
      await this.db
        .selectFrom('pending_sends')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .orderBy('due_at')
        .orderBy('id')
        .execute()
    ).map(row);
  }

  async findMessage(conversationId: number, messageId: number): Promise<MessageRow | undefined> {
    return this.db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).where('id', '=', messageId).executeTakeFirst();
  }

  /** The edit or delete itself: the search index follows the text by its triggers (migration 028). */
  async rewrite(messageId: number, text: string, payload: string | null): Promise<MessageRow> {
    return this.db.updateTable('messages').set({ text, payload }).where('id', '=', messageId).returningAll().executeTakeFirstOrThrow();
  }
}
