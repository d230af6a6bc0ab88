import type { Kysely, Insertable } from 'kysely';
import type { Database, ProjectRow, ProjectsTable } from '../schema';
import { containsText } from './like';

export class ProjectsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(values: Insertable<ProjectsTable>): Promise<ProjectRow> {
    return this.db.insertInto('projects').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async findById(id: number): Promise<ProjectRow | undefined> {
    return this.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByWidgetKey(key: string): Promise<ProjectRow | undefined> {
    return this.db.selectFrom('projects').selectAll().where('widget_key', '=', key).executeTakeFirst();
  }

  async findByMsTenant(tenantId: string): Promise<ProjectRow | undefined> {
    return this.db.selectFrom('projects').selectAll().where('ms_tenant_id', '=', tenantId).executeTakeFirst();
  }

  async update(id: number, values: Partial<Insertable<ProjectsTable>>): Promise<void> {
    await this.db.updateTable('projects').set(values).where('id', '=', id).execute();
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('projects').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Customer records: projects with their user counts (customer-success view). */
  async list(p: { offset: number; limit: number; field: 'name' | 'created_at'; order: 'asc' | 'desc'; q?: string; id?: number }) {
    let q = this.db.selectFrom('projects as p');
    if (p.q) { const term = p.q; q = q.where((eb) => containsText(eb.ref('p.name'), term)); }
    if (p.id) q = q.where('p.id', '=', p.id);
    const [rows, total] = await Promise.all([
      q
        .select((eb) => [
          'p.id',
          'p.name',
          'p.plan',
          'p.created_at as createdAt',
          'p.user_limit as userLimit',
          eb.selectFrom('users as u').select((e) => e.fn.countAll<number>().as('n')).whereRef('u.project_id', '=', 'p.id').as('users'),
          eb.selectFrom('conversations as c').select((e) => e.fn.countAll<number>().as('n')).whereRef('c.project_id', '=', 'p.id').as('conversations'),
        ])
        .orderBy(`p.${p.field}`, p.order)
        .offset(p.offset)
        .limit(p.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return {
      rows: rows.map((r) => ({ ...r, users: Number(r.users ?? 0), conversations: Number(r.conversations ?? 0) })),
      total: Number(total?.n ?? 0),
    };
  }
}
