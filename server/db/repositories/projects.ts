import type { Kysely, Insertable } from 'kysely';
import type { Database, ProjectRow, ProjectsTable } from '../schema';

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
}
