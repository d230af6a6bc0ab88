import type { Kysely } from 'kysely';
import type { PermissionTree } from '../../../src/domain/permissions';
import type { Database, RoleRow } from '../schema';

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
}
