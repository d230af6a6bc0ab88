import type { Kysely } from 'kysely';
import type { Audience } from '../../../src/domain/audience/model';
import type { Dialect } from '../migrations/columns';
import type { AudienceRow, Database } from '../schema';
import { containsText } from './like';

export interface StoredAudience extends Audience {
  id: number;
  createdAt: number;
  updatedAt: number;
}

const toAudience = (r: AudienceRow): StoredAudience => ({
  ...(JSON.parse(r.definition) as Audience),
  id: r.id,
  name: r.name,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export class AudiencesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect = 'sqlite',
  ) {}

  async list(projectId: number, p: { offset: number; limit: number; field: 'name' | 'updated_at'; order: 'asc' | 'desc'; q?: string }) {
    let q = this.db.selectFrom('audiences').where('project_id', '=', projectId);
    if (p.q) { const term = p.q; q = q.where((eb) => containsText(eb.ref('name'), term)); }
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy(p.field, p.order).orderBy('id').offset(p.offset).limit(p.limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows: rows.map(toAudience), total: Number(total?.n ?? 0) };
  }

  async findInProject(projectId: number, id: number): Promise<StoredAudience | undefined> {
    const row = await this.db.selectFrom('audiences').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return row && toAudience(row);
  }

  /**
   * Every audience's id and name in the project: for the unique-name rule (src/domain/audience/names.ts). Called in
   * the transaction that then writes: on PostgreSQL the project's row is held until it ends, so two saves at once
   * (a double click) cannot both find the name free; SQLite runs one write transaction at a time anyway.
   */
  async names(projectId: number): Promise<Array<{ id: number; name: string }>> {
    if (this.dialect === 'postgres') await this.db.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().execute();
    const rows = await this.db.selectFrom('audiences').select(['id', 'name']).where('project_id', '=', projectId).execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name }));
  }

  async create(projectId: number, a: Audience, now: number): Promise<StoredAudience> {
    const row = await this.db
      .insertInto('audiences')
      .values({ project_id: projectId, name: a.name, definition: JSON.stringify(a), created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAudience(row);
  }

  async update(projectId: number, id: number, a: Audience, now: number): Promise<boolean> {
    const res = await this.db
      .updateTable('audiences')
      .set({ name: a.name, definition: JSON.stringify(a), updated_at: now })
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async delete(projectId: number, id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('audiences').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }
}
