import type { Kysely } from 'kysely';
import type { PermissionTree } from '../../../src/domain/permissions';
import type { Database, RoleRow } from '../schema';
import { containsText } from './like';

export interface Role {
  id: number;
  projectId: number;
  name: string;
  permissions: PermissionTree;
}

const toRole = (r: RoleRow): Role => ({
  id: r.id,
  projectId: r.project_id,
  name: r.name,
  permissions: JSON.parse(r.permissions) as PermissionTree,
});

export class RolesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(projectId: number, name: string, permissions: PermissionTree, now: number): Promise<Role> {
    const row = await this.db
      .insertInto('roles')
      .values({ project_id: projectId, name, permissions: JSON.stringify(permissions), created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRole(row);
  }

  /** A role of this project only: ids of another project's roles read as absent. */
  async findInProject(projectId: number, id: number): Promise<Role | undefined> {
    const row = await this.db
      .selectFrom('roles')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRole(row);
  }

  async findByName(projectId: number, name: string): Promise<Role | undefined> {
    const row = await this.db
      .selectFrom('roles')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('name', '=', name)
      .executeTakeFirst();
    return row && toRole(row);
  }

  async list(projectId: number, p: { offset: number; limit: number; order: 'asc' | 'desc'; q?: string }): Promise<{ rows: Role[]; total: number }> {
    let q = this.db.selectFrom('roles').where('project_id', '=', projectId);
    if (p.q) { const term = p.q; q = q.where((eb) => containsText(eb.ref('name'), term)); }
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('name', p.order).offset(p.offset).limit(p.limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows: rows.map(toRole), total: Number(total?.n ?? 0) };
  }

  async update(projectId: number, id: number, name: string, permissions: PermissionTree): Promise<boolean> {
    const res = await this.db
      .updateTable('roles')
      .set({ name, permissions: JSON.stringify(permissions) })
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async delete(projectId: number, id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('roles').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  async usersWithRole(id: number): Promise<number> {
    const row = await this.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role_id', '=', id).executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
