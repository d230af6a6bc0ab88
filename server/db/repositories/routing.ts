// What routing reads and keeps: the project's agents (inbox access, availability, teams) and the round-robin
// pointers, persisted so turns carry on across restarts.
import type { Kysely } from 'kysely';
import { canAccessPath, flattenPermissions, type PermissionTree } from '../../../src/domain/permissions';
import type { RoutingAgent } from '../../../src/domain/routing/types';
import type { Database } from '../schema';

export class RoutingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Agents who may take conversations: users of the project whose role opens the inbox, with their teams. */
  async agents(projectId: number): Promise<Array<RoutingAgent & { meetingLink: string | null }>> {
    const users = await this.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select(['u.id', 'u.name', 'u.email', 'u.available', 'u.meeting_link', 'r.permissions'])
      .where('u.project_id', '=', projectId)
      .orderBy('u.id')
      .execute();
    const inbox = users.filter((u) => canAccessPath(flattenPermissions(JSON.parse(u.permissions) as PermissionTree), 'inbox'));
    if (!inbox.length) return [];
    const memberships = await this.db
      .selectFrom('team_members as m')
      .innerJoin('teams as t', 't.id', 'm.team_id')
      .select(['m.team_id', 'm.user_id'])
      .where('t.project_id', '=', projectId)
      .execute();
    return inbox.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      available: u.available === 1,
      meetingLink: u.meeting_link,
      teamIds: memberships.filter((m) => m.user_id === u.id).map((m) => m.team_id),
    }));
  }

  async pointers(projectId: number): Promise<Record<string, number>> {
    const rows = await this.db.selectFrom('routing_pointers').select(['pool_key', 'last_user_id']).where('project_id', '=', projectId).execute();
    return Object.fromEntries(rows.map((r) => [r.pool_key, r.last_user_id]));
  }

  async setPointer(projectId: number, key: string, userId: number, now: number): Promise<void> {
    await this.db
      .insertInto('routing_pointers')
      .values({ project_id: projectId, pool_key: key, last_user_id: userId, updated_at: now })
      .onConflict((oc) => oc.columns(['project_id', 'pool_key']).doUpdateSet({ last_user_id: userId, updated_at: now }))
      .execute();
  }
}
