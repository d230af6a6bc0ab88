// The Team area's tabs and landing follow the one access function.
import { flattenPermissions, fullPermissionTree, inboxOnlyPermissionTree } from '../../../src/domain/permissions';
import { setPermission } from '../../../src/resources/roles/permissionTree';
import { teamAreaLanding, teamAreaTabs } from '../../../src/resources/shared/teamArea';

describe('team area', () => {
  it('shows users, teams and roles to an admin and lands on users', () => {
    const flat = flattenPermissions(fullPermissionTree());
    expect(teamAreaTabs(flat).map((t) => t.path)).toEqual(['/users', '/teams', '/roles']);
    expect(teamAreaLanding(flat)).toBe('/users');
  });

  it('shows only the tabs a role grants, landing on the first', () => {
    const flat = flattenPermissions(setPermission(null, 'settings.team.userRoles', 'read', true));
    expect(teamAreaTabs(flat).map((t) => t.label)).toEqual(['Roles']);
    expect(teamAreaLanding(flat)).toBe('/roles');
  });

  it('sends a user without any team permission to /notAuthorized', () => {
    expect(teamAreaLanding(flattenPermissions(inboxOnlyPermissionTree()))).toBe('/notAuthorized');
  });
});
