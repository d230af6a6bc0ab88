// Saved views (migration 032): a user's own views and the ones shared with their project.
import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';

export interface SavedViewsTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  name: string;
  shared: number;
  state: string;
  created_at: number;
  updated_at: number;
}
declare module '../schema' {
  interface Database {
    saved_views: SavedViewsTable;
  }
}
export type SavedViewRow = Selectable<SavedViewsTable>;

export class SavedViewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** What this user sees: their own views and the project's shared ones. */
  async visibleTo(projectId: number, userId: number): Promise<SavedViewRow[]> {
    return this.db
      .selectFrom('saved_views')
      .selectAll()
      .where('project_id', '=', projectId)
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('shared', '=', 1)]))
      .orderBy('id')
      .execute();
  }

  async findVisible(projectId: number, userId: number, id: number): Promise<SavedViewRow | undefined> {
    return this.db
      .selectFrom('saved_views')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('shared', '=', 1)]))
      .executeTakeFirst();
  }

  async countOwn(projectId: number, userId: number): Promise<number> {
    const row = await this.db.selectFrom('saved_views').select((eb) => eb.fn.countAll<number>().as('n')).where('project_id', '=', projectId).where('user_id', '=', userId).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async create(v: { projectId: number; userId: number; name: string; shared: boolean; state: string; now: number }): Promise<SavedViewRow> {
    return this.db
      .insertInto('saved_views')
      .values({ project_id: v.projectId, user_id: v.userId, name: v.name, shared: v.shared ? 1 : 0, state: v.state, created_at: v.now, updated_at: v.now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, v: { name: string; shared: boolean; state: string; now: number }): Promise<void> {
    await this.db.updateTable('saved_views').set({ name: v.name, shared: v.shared ? 1 : 0, state: v.state, updated_at: v.now }).where('id', '=', id).execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('saved_views').where('id', '=', id).execute();
  }
}
