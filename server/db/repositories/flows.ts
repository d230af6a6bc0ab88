import type { Kysely } from 'kysely';
import type { Database, FlowRow } from '../schema';
import { containsText } from './like';

export interface FlowRecord {
  row: FlowRow;
}

export class FlowsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(projectId: number, p: { offset: number; limit: number; field: 'name' | 'updated_at' | 'priority'; order: 'asc' | 'desc'; q?: string }) {
    let q = this.db.selectFrom('flows').where('project_id', '=', projectId);
    if (p.q) { const term = p.q; q = q.where((eb) => containsText(eb.ref('name'), term)); }
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy(p.field, p.order).orderBy('id').offset(p.offset).limit(p.limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async findInProject(projectId: number, id: number): Promise<FlowRow | undefined> {
    return this.db.selectFrom('flows').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  }

  async create(v: { projectId: number; name: string; status: string; audienceId: number | null; priority: number; definition: string; now: number }): Promise<FlowRow> {
    return this.db
      .insertInto('flows')
      .values({
        project_id: v.projectId,
        name: v.name,
        status: v.status,
        audience_id: v.audienceId,
        priority: v.priority,
        definition: v.definition,
        version: 1,
        created_at: v.now,
        updated_at: v.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, v: Partial<Pick<FlowRow, 'name' | 'status' | 'audience_id' | 'priority' | 'definition' | 'version' | 'updated_at'>>): Promise<void> {
    await this.db.updateTable('flows').set(v).where('id', '=', id).execute();
  }

  /** Names of the project's flows that target this audience. */
  async namesUsingAudience(projectId: number, audienceId: number): Promise<string[]> {
    const rows = await this.db.selectFrom('flows').select('name').where('project_id', '=', projectId).where('audience_id', '=', audienceId).orderBy('name').execute();
    return rows.map((r) => r.name);
  }

  async delete(projectId: number, id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('flows').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  async addVersion(flowId: number, version: number, definition: string, userId: number | null, now: number): Promise<void> {
    await this.db.insertInto('flow_versions').values({ flow_id: flowId, version, definition, saved_by: userId, created_at: now }).execute();
  }

  async versions(flowId: number) {
    return this.db.selectFrom('flow_versions').select(['version', 'saved_by', 'created_at']).where('flow_id', '=', flowId).orderBy('version', 'desc').limit(100).execute();
  }

  async version(flowId: number, version: number) {
    return this.db.selectFrom('flow_versions').selectAll().where('flow_id', '=', flowId).where('version', '=', version).executeTakeFirst();
  }
}
