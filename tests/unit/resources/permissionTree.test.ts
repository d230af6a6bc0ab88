// The permission-tree editor's model: every node listed, write implies read, output always the full tree that
// roleSchema accepts unchanged.
import { canAccess, flattenPermissions, fullPermissionTree, PERMISSION_PATHS, type PermissionTree } from '../../../src/domain/permissions';
import { roleSchema } from '../../../src/domain/schemas/team';
import {
  inheritedPermissions,
  nodePermissions,
  normaliseTree,
  PERMISSION_ROWS,
  setPermission,
} from '../../../src/resources/roles/permissionTree';

describe('permission tree rows', () => {
  it('lists every node of the tree in the spec order, indented by depth', () => {
    expect(PERMISSION_ROWS.map((r) => r.path)).toEqual([...PERMISSION_PATHS]);
    expect(PERMISSION_ROWS.find((r) => r.path === 'settings.team.userRoles')).toEqual({ path: 'settings.team.userRoles', label: 'User roles', depth: 2 });
    expect(PERMISSION_ROWS.find((r) => r.path === 'settings.integrations')?.depth).toBe(1);
    expect(PERMISSION_ROWS.find((r) => r.path === 'inbox')?.depth).toBe(0);
  });
});

describe('setPermission', () => {
  it('grants read with write', () => {
    const tree = setPermission(null, 'settings.team.users', 'write', true);
    expect(nodePermissions(tree, 'settings.team.users')).toEqual(['read', 'write']);
    expect(nodePermissions(tree, 'settings.team')).toEqual([]);
  });

  it('takes write away with read, and keeps read when only write goes', () => {
    const rw = setPermission(null, 'inbox', 'write', true);
    expect(nodePermissions(setPermission(rw, 'inbox', 'read', false), 'inbox')).toEqual([]);
    expect(nodePermissions(setPermission(rw, 'inbox', 'write', false), 'inbox')).toEqual(['read']);
  });

  it('does not change the tree it was given', () => {
    const before = normaliseTree();
    setPermission(before, 'analytics', 'read', true);
    expect(nodePermissions(before, 'analytics')).toEqual([]);
  });

  it('produces a tree the access function reads as the editor shows it', () => {
    let tree = setPermission(null, 'settings.team.teams', 'write', true);
    tree = setPermission(tree, 'analytics', 'read', true);
    const flat = flattenPermissions(tree);
    expect(canAccess(flat, 'teams', 'create')).toBe(true);
    expect(canAccess(flat, 'roles', 'list')).toBe(false);
    expect(canAccess(flat, 'analytics', 'list')).toBe(true);
    expect(canAccess(flat, 'analytics', 'edit')).toBe(false);
  });
});

describe('normaliseTree', () => {
  it('fills every node and drops unknown nodes and permissions', () => {
    const messy = {
      inbox: { permissions: ['write', 'read', 'admin'] },
      bogus: { permissions: ['read'] },
      settings: { permissions: [], children: { team: { permissions: ['read'] } } },
    } as unknown as PermissionTree;
    const tree = normaliseTree(messy);
    expect(Object.keys(tree)).toEqual(['inbox', 'conversations', 'analytics', 'settings']);
    expect(nodePermissions(tree, 'inbox')).toEqual(['read', 'write']);
    expect(nodePermissions(tree, 'settings.team')).toEqual(['read']);
    expect(nodePermissions(tree, 'settings.team.userRoles')).toEqual([]);
  });

  it('is what roleSchema validates to, unchanged', async () => {
    const tree = setPermission(setPermission(null, 'settings.widgetSettings', 'write', true), 'conversations', 'read', true);
    const valid = await roleSchema.validate({ name: 'Support', permissions: tree }, { stripUnknown: true });
    expect(valid.permissions).toEqual(tree);
    expect(normaliseTree(fullPermissionTree())).toEqual(fullPermissionTree());
  });
});

describe('inheritedPermissions', () => {
  it('reports what an ancestor grants to its children, not to itself', () => {
    const tree = setPermission(null, 'settings', 'read', true);
    expect(inheritedPermissions(tree, 'settings')).toEqual([]);
    expect(inheritedPermissions(tree, 'settings.team')).toEqual(['read']);
    expect(inheritedPermissions(tree, 'settings.team.users')).toEqual(['read']);
    expect(inheritedPermissions(tree, 'inbox')).toEqual([]);
  });
});
