// Spec §6: the permission tree. An area is accessible when it or any nested resource holds a permission; write
// access needs 'write'. Ours on top: a grant on a node covers its children.
import {
  canAccess,
  canAccessPath,
  flattenPermissions,
  fullPermissionTree,
  inboxOnlyPermissionTree,
  PERMISSION_PATHS,
  RESOURCE_PERMISSION,
  type PermissionTree,
} from '../../../src/domain/permissions';

/** A tree where nothing is granted except what the overrides set, built from the inbox-only fixture. */
function emptyTree(): PermissionTree {
  const tree = inboxOnlyPermissionTree();
  tree.inbox = { permissions: [] };
  return tree;
}

describe('flattenPermissions', () => {
  it('maps every node of the tree to its dotted path with its own permissions', () => {
    const flat = flattenPermissions(inboxOnlyPermissionTree());
    expect(Object.keys(flat).sort()).toEqual([...PERMISSION_PATHS].sort());
    expect(flat.inbox).toEqual(['read', 'write']);
    expect(flat['settings.team.userRoles']).toEqual([]);
  });

  it('keeps permissions held on nested nodes at their own path only', () => {
    const flat = flattenPermissions({
      settings: { permissions: [], children: { team: { permissions: [], children: { users: { permissions: ['read'] } } } } },
    });
    expect(flat).toEqual({ settings: [], 'settings.team': [], 'settings.team.users': ['read'] });
  });

  it('returns an empty map for an empty, null or undefined tree', () => {
    expect(flattenPermissions({})).toEqual({});
    expect(flattenPermissions(null)).toEqual({});
    expect(flattenPermissions(undefined)).toEqual({});
  });

  it('treats a node without a permissions array as holding none', () => {
    const tree = { analytics: {} } as unknown as PermissionTree;
    expect(flattenPermissions(tree)).toEqual({ analytics: [] });
  });

  it('copies the permission arrays so later edits of the tree do not leak into the cache', () => {
    const tree: PermissionTree = { inbox: { permissions: ['read'] } };
    const flat = flattenPermissions(tree);
    tree.inbox.permissions.push('write');
    expect(flat.inbox).toEqual(['read']);
  });
});

describe('canAccessPath', () => {
  it('grants read on a node that holds any permission, write only with write', () => {
    const flat = flattenPermissions({ analytics: { permissions: ['read'] } });
    expect(canAccessPath(flat, 'analytics')).toBe(true);
    expect(canAccessPath(flat, 'analytics', 'read')).toBe(true);
    expect(canAccessPath(flat, 'analytics', 'write')).toBe(false);
  });

  it("counts a 'write'-only node as readable", () => {
    const flat = flattenPermissions({ analytics: { permissions: ['write'] } });
    expect(canAccessPath(flat, 'analytics')).toBe(true);
    expect(canAccessPath(flat, 'analytics', 'write')).toBe(true);
  });

  it('makes an area readable through a permission held by a nested child', () => {
    const tree = emptyTree();
    tree.settings.children!.team.children!.userRoles = { permissions: ['read'] };
    const flat = flattenPermissions(tree);
    expect(canAccessPath(flat, 'settings')).toBe(true);
    expect(canAccessPath(flat, 'settings.team')).toBe(true);
    expect(canAccessPath(flat, 'settings.team.userRoles')).toBe(true);
    // Siblings and their parents' other children are not opened by it.
    expect(canAccessPath(flat, 'settings.team.users')).toBe(false);
    expect(canAccessPath(flat, 'settings.integrations')).toBe(false);
    expect(canAccessPath(flat, 'settings.widgetSettings')).toBe(false);
  });

  it('does not give write on a parent for a write held only by a child', () => {
    const tree = emptyTree();
    tree.settings.children!.integrations = { permissions: ['read', 'write'] };
    const flat = flattenPermissions(tree);
    expect(canAccessPath(flat, 'settings')).toBe(true);
    expect(canAccessPath(flat, 'settings', 'write')).toBe(false);
    expect(canAccessPath(flat, 'settings.integrations', 'write')).toBe(true);
  });

  it('lets children inherit read and write from an ancestor', () => {
    const tree = emptyTree();
    tree.settings.permissions = ['read'];
    let flat = flattenPermissions(tree);
    expect(canAccessPath(flat, 'settings.team.users')).toBe(true);
    expect(canAccessPath(flat, 'settings.widgetSettings')).toBe(true);
    expect(canAccessPath(flat, 'settings.team.users', 'write')).toBe(false);

    tree.settings.children!.team.permissions = ['read', 'write'];
    flat = flattenPermissions(tree);
    expect(canAccessPath(flat, 'settings.team.teams', 'write')).toBe(true);
    expect(canAccessPath(flat, 'settings.integrations', 'write')).toBe(false);
  });

  it('does not match a sibling whose name merely starts with the same letters', () => {
    const flat = { settings: [], 'settings.team': [], 'settings.teamwork': ['read' as const] };
    expect(canAccessPath(flat, 'settings.team')).toBe(false);
    expect(canAccessPath(flat, 'settings')).toBe(true);
  });

  it('refuses unknown paths and everything on an empty tree', () => {
    const full = flattenPermissions(fullPermissionTree());
    expect(canAccessPath(full, 'billing')).toBe(false);
    expect(canAccessPath(full, 'billing', 'write')).toBe(false);
    const empty = flattenPermissions({});
    for (const path of PERMISSION_PATHS) {
      expect(canAccessPath(empty, path)).toBe(false);
      expect(canAccessPath(empty, path, 'write')).toBe(false);
    }
  });

  it('refuses names that only exist on the object prototype', () => {
    const flat = flattenPermissions(fullPermissionTree());
    expect(canAccessPath(flat, 'constructor')).toBe(false);
    expect(canAccessPath(flat, 'toString', 'write')).toBe(false);
  });

  it('gives the full tree read and write everywhere, the inbox-only tree only the inbox', () => {
    const full = flattenPermissions(fullPermissionTree());
    const agent = flattenPermissions(inboxOnlyPermissionTree());
    for (const path of PERMISSION_PATHS) {
      expect(canAccessPath(full, path, 'write')).toBe(true);
      expect(canAccessPath(agent, path)).toBe(path === 'inbox');
    }
    expect(canAccessPath(agent, 'inbox', 'write')).toBe(true);
  });
});

describe('canAccess (react-admin resource + action)', () => {
  const readOnlyTeam = (): PermissionTree => {
    const tree = emptyTree();
    tree.settings.children!.team.children!.users = { permissions: ['read'] };
    return tree;
  };

  it('maps every resource to a node of the tree', () => {
    for (const path of Object.values(RESOURCE_PERMISSION)) expect(PERMISSION_PATHS).toContain(path);
  });

  it('lets read-type actions through with any permission and defaults to list', () => {
    const flat = flattenPermissions(readOnlyTeam());
    expect(canAccess(flat, 'users')).toBe(true);
    for (const action of ['list', 'show', 'read', 'export']) expect(canAccess(flat, 'users', action)).toBe(true);
  });

  it("needs 'write' for create, edit and delete (and the other writing actions)", () => {
    const flat = flattenPermissions(readOnlyTeam());
    for (const action of ['create', 'edit', 'delete', 'write', 'clone', 'update']) {
      expect(canAccess(flat, 'users', action)).toBe(false);
    }
    const writer = flattenPermissions(fullPermissionTree());
    for (const action of ['create', 'edit', 'delete']) expect(canAccess(writer, 'users', action)).toBe(true);
  });

  it('guards each resource with its node: inbox resources for an agent, nothing else', () => {
    const agent = flattenPermissions(inboxOnlyPermissionTree());
    for (const resource of ['inbox', 'cannedmessages', 'tags']) {
      expect(canAccess(agent, resource)).toBe(true);
      expect(canAccess(agent, resource, 'edit')).toBe(true);
    }
    for (const resource of ['conversations', 'flows', 'audiences', 'analytics', 'integrations', 'users', 'teams', 'roles', 'team', 'widget']) {
      expect(canAccess(agent, resource)).toBe(false);
    }
  });

  it('opens the team area through a nested users permission, but not its roles', () => {
    const flat = flattenPermissions(readOnlyTeam());
    expect(canAccess(flat, 'team')).toBe(true);
    expect(canAccess(flat, 'roles')).toBe(false);
    expect(canAccess(flat, 'teams')).toBe(false);
  });

  it('falls back to the resource name as a path, and refuses unknown resources', () => {
    const flat = flattenPermissions(fullPermissionTree());
    expect(canAccess(flat, 'settings')).toBe(true);
    expect(canAccess(flat, 'settings.team.userRoles', 'delete')).toBe(true);
    expect(canAccess(flat, 'billing')).toBe(false);
    expect(canAccess(flat, 'constructor')).toBe(false);
    expect(canAccess(flattenPermissions({}), 'inbox')).toBe(false);
  });
});
