// The last-team-manager rule at the server: loads a project's team (users' roles, roles' trees), applies a change to
// a copy and refuses it with 409 when it would leave nobody able to manage users and roles (src/domain/permissions.ts).
import { LAST_TEAM_MANAGER_MSG, removesLastTeamManager, type PermissionTree, type TeamState } from '../../../src/domain/permissions';
import type { Repositories } from '../../db/repositories/index';
import { ApiError } from '../../plugins/errors';

export type TeamChange =
  | { kind: 'role-edit'; roleId: number; permissions: PermissionTree }
  | { kind: 'user-role'; userId: number; roleId: number }
  | { kind: 'user-removed'; userId: number };

async function teamOf(repos: Repositories, projectId: number): Promise<{ state: TeamState; userRoles: Map<number, number> }> {
  const [{ rows }, users] = await Promise.all([
    repos.roles.list(projectId, { offset: 0, limit: 10_000, order: 'asc' }),
    repos.users.list(projectId, { offset: 0, limit: 100_000, field: 'created_at', order: 'asc' }),
  ]);
  const userRoles = new Map(users.rows.map((u) => [u.id, u.role_id]));
  return { state: { memberRoleIds: [...userRoles.values()], roles: new Map(rows.map((r) => [r.id, r.permissions])) }, userRoles };
}

function applied(team: { state: TeamState; userRoles: Map<number, number> }, change: TeamChange): TeamState {
  if (change.kind === 'role-edit') return { ...team.state, roles: new Map(team.state.roles).set(change.roleId, change.permissions) };
  const userRoles = new Map(team.userRoles);
  if (change.kind === 'user-role') userRoles.set(change.userId, change.roleId);
  else userRoles.delete(change.userId);
  return { ...team.state, memberRoleIds: [...userRoles.values()] };
}

/** Throws 409 with the rule's message when `change` would remove the project's last team manager. */
export async function guardTeamManagers(repos: Repositories, projectId: number, change: TeamChange): Promise<void> {
  const team = await teamOf(repos, projectId);
  if (removesLastTeamManager(team.state, applied(team, change))) throw new ApiError(409, LAST_TEAM_MANAGER_MSG);
}
