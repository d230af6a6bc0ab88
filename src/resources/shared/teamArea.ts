// The Team area (/settings/team) gathers three resources: users, teams and roles. Its tabs show those the user
// may open (the same access function as everywhere), and /settings/team opens the first of them.
import { canAccess, type FlatPermissions } from '../../domain/permissions';

export interface TeamAreaTab {
  resource: 'users' | 'teams' | 'roles';
  label: string;
  path: string;
}

export const TEAM_AREA_TABS: readonly TeamAreaTab[] = [
  { resource: 'users', label: 'Users', path: '/users' },
  { resource: 'teams', label: 'Teams', path: '/teams' },
  { resource: 'roles', label: 'Roles', path: '/roles' },
];

export function teamAreaTabs(flat: FlatPermissions | null): TeamAreaTab[] {
  return flat ? TEAM_AREA_TABS.filter((t) => canAccess(flat, t.resource, 'list')) : [...TEAM_AREA_TABS];
}

/** Where /settings/team goes: the first tab the user may open (none: the not-authorized page). */
export function teamAreaLanding(flat: FlatPermissions | null): string {
  return teamAreaTabs(flat)[0]?.path ?? '/notAuthorized';
}
