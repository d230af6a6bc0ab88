import type { Kysely } from 'kysely';
import type { Database, TagRow } from '../schema';
import { prepared } from '../prepared';

const tagsIn = prepared((db, ids: number[]) => db.selectFrom('conversation_tags').select(['conversation_id', 'tag_id']).where('conversation_id', 'in', ids));

export class TagsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(projectId: number): Promise<TagRow[]> {
    return this.db.selectFrom('tags').selectAll().where('project_id', '=', projectId).orderBy('name').execute();
  }

  async create(projectId: number, name: string, now: number, fixedKey: string | null = null): Promise<TagRow> {
    return this.db
      .insertInto('tags')
      .values({ project_id: projectId, name, fixed_key: fixedKey, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findInProject(projectId: number, id: number): Promise<TagRow | undefined> {
    return this.db.selectFrom('tags').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  }

  async findFixed(projectId: number, key: string): Promise<TagRow | undefined> {
    return this.db
      .selectFrom('tags')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('fixed_key', '=', key)
      .executeTakeFirst();
  }

  async tagsOf(conversationIds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    if (!conversationIds.length) return out;
    const rows = await tagsIn.rows(this.db, conversationIds);
    for (const r of rows) out.set(r.conversation_id, [...(out.get(r.conversation_id) ?? []), r.tag_id]);
    return out;
  }

  async tagConversation(conversationId: number, tagId: number): Promise<void> {
    await this.db
      .insertInto('conversation_tags')
      .values({ conversation_id: conversationId, tag_id: tagId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async untagConversation(conversationId: number, tagId: number): Promise<void> {
    await this.db
      .deleteFrom('conversation_tags')
      .where('conversation_id', '=', conversationId)
      .where('tag_id', '=', tagId)
      .execute();
  }

  async rename(id: number, name: string): Promise<void> {
    await this.db.updateTable('tags').set({ name }).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('tags').where('id', '=', id).execute();
  }
}
