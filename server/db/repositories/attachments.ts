import type { Insertable, Kysely } from 'kysely';
import type { AttachmentRow, AttachmentsTable, Database } from '../schema';

export class AttachmentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(values: Insertable<AttachmentsTable>): Promise<AttachmentRow> {
    return this.db.insertInto('attachments').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async findByKey(key: string): Promise<AttachmentRow | undefined> {
    return this.db.selectFrom('attachments').selectAll().where('storage_key', '=', key).executeTakeFirst();
  }

  async findInProject(projectId: number, id: number): Promise<AttachmentRow | undefined> {
    return this.db.selectFrom('attachments').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('attachments').where('id', '=', id).execute();
  }

  /** Attachments of the given conversations, newest first. */
  async ofConversations(conversationIds: number[], limit: number): Promise<AttachmentRow[]> {
    if (!conversationIds.length) return [];
    return this.db
      .selectFrom('attachments')
      .selectAll()
      .where('conversation_id', 'in', conversationIds)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Attachments of every conversation whose visitor belongs to the account (same company domain). */
  async ofAccount(projectId: number, domain: string, limit: number): Promise<AttachmentRow[]> {
    return this.db
      .selectFrom('attachments as a')
      .innerJoin('conversations as c', 'c.id', 'a.conversation_id')
      .innerJoin('visitors as v', 'v.id', 'c.visitor_id')
      .selectAll('a')
      .where('a.project_id', '=', projectId)
      .where('v.domain', '=', domain)
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
  }
}
