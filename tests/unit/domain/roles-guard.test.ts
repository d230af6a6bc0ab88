// The last-team-manager rule (issue 23, finding 4) and the role schema's whole-record rule.
import { describe, expect, it } from 'vitest';
import { fullPermissionTree, hasTeamManager, inboxOnlyPermissionTree, managesTeam, removesLastTeamManager, type PermissionTree } from '../../../src/domain/permissions';
import { ROLE_MSG, roleSchema } from '../../../src/domain/schemas/team';

const ADMIN = 1;
const AGENT = 2;
const roles = (admin: PermissionTree = fullPermissionTree()) => new Map([[ADMIN, admin], [AGENT, inboxOnlyPermissionTree()]]);

describe('managesTeam', () => {
  it('needs write on both users and user roles (directly or inherited)', () => {
    expect(managesTeam(fullPermissionTree())).toBe(true);
    expect(managesTeam({ settings: { permissions: ['write'] } })).toBe(true);
    expect(managesTeam({ settings: { permissions: [], children: { team: { permissions: [], children: { users: { permissions: ['read', 'write'] } } } } } })).toBe(false);
    expect(managesTeam(inboxOnlyPermissionTree())).toBe(false);
    expect(managesTeam(undefined)).toBe(false);
  });
});

describe('removesLastTeamManager', () => {
  const before = { memberRoleIds: [ADMIN, AGENT], roles: roles() };

  it('refuses emptying the only admin role', () => {
    expect(removesLastTeamManager(before, { memberRoleIds: [ADMIN, AGENT], roles: roles({}) })).toBe(true);
  });

  it('refuses moving the last admin to another role, or removing them', () => {
    expect(removesLastTeamManager(before, { memberRoleIds: [AGENT, AGENT], roles: roles() })).toBe(true);
    expect(removesLastTeamManager(before, { memberRoleIds: [AGENT], roles: roles() })).toBe(true);
  });

  it('allows the change while another manager remains', () => {
    const two = { memberRoleIds: [ADMIN, ADMIN], roles: roles() };
    expect(removesLastTeamManager(two, { memberRoleIds: [ADMIN, AGENT], roles: roles() })).toBe(false);
    expect(hasTeamManager(two)).toBe(true);
  });

  it('does not block a project that had no manager to begin with (a new instance before its admin accepts)', () => {
    expect(removesLastTeamManager({ memberRoleIds: [], roles: roles() }, { memberRoleIds: [], roles: roles({}) })).toBe(false);
  });
});

describe('roleSchema', () => {
  it('refuses a role without its permission tree (PUT replaces the whole role)', async () => {
    await expect(roleSchema.validate({ name: 'x' })).rejects.toThrow(ROLE_MSG.permissionsRequired);
  });

  it('accepts the full tree the role form sends', async () => {
    const role = await roleSchema.validate({ name: 'Admin', permissions: fullPermissionTree() });
    expect(role.permissions.settings.children.team.children.userRoles.permissions).toEqual(['read', 'write']);
  });
});
