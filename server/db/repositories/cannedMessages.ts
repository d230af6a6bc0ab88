import type { Kysely } from 'kysely';
import type { CannedMessageRow, Database } from '../schema';

export class CannedMessagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(projectId: number): Promise<CannedMessageRow[]> {
    return this.db.selectFrom('canned_messages').selectAll().where('project_id', '=', projectId).orderBy('id', 'desc').execute();
  }

  async create(projectId: number, message: string, userId: number, now: number): Promise<CannedMessageRow> {
    return this.db
      .insertInto('canned_messages')
      .values({ project_id: projectId, message, created_by: userId, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findInProject(projectId: number, id: number): Promise<CannedMessageRow | undefined> {
    return this.db.selectFrom('canned_messages').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  }

  /** False when the message is not this project's. */
  async update(projectId: number, id: number, message: string, now: number): Promise<boolean> {
    const res = await this.db
      .updateTable('canned_messages')
      .set({ message, updated_at: now })
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async delete(projectId: number, id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('canned_messages').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }
}
