// Messages of a conversation, addressed by their position (1, 2, 3...) for paging.
import type { Insertable, Kysely } from 'kysely';
import type { Database, MessageRow, MessagesTable } from '../schema';
import { prepared } from '../prepared';

// The message paths' statements, compiled once per shape (prepared.ts).
const insertMessage = prepared((db, values: Insertable<MessagesTable>) => db.insertInto('messages').values(values).returningAll());
const byClientId = prepared((db, conversationId: number, clientId: string) =>
  db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).where('client_id', '=', clientId));

export class MessagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(values: Insertable<MessagesTable>): Promise<MessageRow> {
    const row = await insertMessage.first(this.db, values);
    if (!row) throw new Error('the message insert returned no row');
    return row;
  }

  async findByClientId(conversationId: number, clientId: string): Promise<MessageRow | undefined> {
    return byClientId.first(this.db, conversationId, clientId);
  }

  /** The newest `limit` messages before position `beforePos` (all the newest when null), oldest first. */
  async page(conversationId: number, beforePos: number | null, limit: number): Promise<MessageRow[]> {
    let q = this.db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId);
    if (beforePos !== null) q = q.where('pos', '<', beforePos);
    const rows = await q.orderBy('pos', 'desc').limit(limit).execute();
    return rows.reverse();
  }

  /** Messages after position `afterPos`, oldest first (the visitor's catch-up). */
  async after(conversationId: number, afterPos: number, limit: number): Promise<MessageRow[]> {
    return this.db
      .selectFrom('messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('pos', '>', afterPos)
      .orderBy('pos')
      .limit(limit)
      .execute();
  }

  /** Attachment messages of the given conversations, newest first. */
  async attachments(conversationIds: number[], limit: number): Promise<MessageRow[]> {
    if (!conversationIds.length) return [];
    return this.db
      .selectFrom('messages')
      .selectAll()
      .where('conversation_id', 'in', conversationIds)
      .where('type', '=', 'attachments')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
