// The permission tree of spec §6 and the one access function that both authProvider.canAccess and the server's
// route guards call. Rules: an area is readable when it, an ancestor or any nested resource holds a permission;
// writing needs 'write' on the node itself or an ancestor (a grant on 'settings' covers its children).

export type Permission = 'read' | 'write';

export interface PermissionNode {
  permissions: Permission[];
  children?: Record<string, PermissionNode>;
}

/** Root of the tree: inbox, conversations, analytics, settings{integrations, team{users,teams,userRoles}, widgetSettings}. */
export type PermissionTree = Record<string, PermissionNode>;

/** Dotted path of every node in the tree the product knows, in the spec's order. */
export const PERMISSION_PATHS = [
  'inbox',
  'conversations',
  'analytics',
  'settings',
  'settings.integrations',
  'settings.team',
  'settings.team.users',
  'settings.team.teams',
  'settings.team.userRoles',
  'settings.widgetSettings',
] as const;
export type PermissionPath = (typeof PERMISSION_PATHS)[number];

/** Flattened tree: dotted path -> permissions held directly on that node. Cheap to look up, cheap to cache. */
export type FlatPermissions = Record<string, Permission[]>;

export function flattenPermissions(tree: PermissionTree | null | undefined, prefix = ''): FlatPermissions {
  const flat: FlatPermissions = {};
  if (!tree) return flat;
  for (const [key, node] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    flat[path] = [...(node?.permissions ?? [])];
    Object.assign(flat, flattenPermissions(node?.children, path));
  }
  return flat;
}

function inherited(flat: FlatPermissions, path: string): Set<Permission> {
  const held = new Set<Permission>();
  const parts = path.split('.');
  for (let i = 1; i <= parts.length; i++) {
    const key = parts.slice(0, i).join('.');
    // Own keys only: a name like 'constructor' must not reach Object.prototype.
    for (const p of Object.hasOwn(flat, key) ? flat[key] : []) held.add(p);
  }
  return held;
}

export type AccessAction = 'read' | 'write';

export function canAccessPath(flat: FlatPermissions, path: string, action: AccessAction = 'read'): boolean {
  const held = inherited(flat, path);
  if (action === 'write') return held.has('write');
  if (held.size > 0) return true;
  const prefix = `${path}.`;
  return Object.entries(flat).some(([p, perms]) => p.startsWith(prefix) && perms.length > 0);
}

/** react-admin resource name -> node of the tree that guards it. */
export const RESOURCE_PERMISSION: Record<string, PermissionPath> = {
  inbox: 'inbox',
  cannedmessages: 'inbox',
  tags: 'inbox',
  contacts: 'inbox',
  companies: 'inbox',
  conversations: 'conversations',
  flows: 'conversations',
  audiences: 'conversations',
  analytics: 'analytics',
  integrations: 'settings.integrations',
  users: 'settings.team.users',
  teams: 'settings.team.teams',
  roles: 'settings.team.userRoles',
  team: 'settings.team',
  widget: 'settings.widgetSettings',
};

const WRITE_ACTIONS = new Set(['create', 'edit', 'delete', 'write', 'clone', 'update']);

/**
 * The audit log (issue 16) spans every settings area, so only an admin of them all reads it: 'write' on the settings
 * node itself (or above). The server's guard, the route guard and the menu all ask this.
 */
export const AUDIT_LOG_ACCESS = { path: 'settings', action: 'write' } as const satisfies { path: PermissionPath; action: AccessAction };
export const AUDIT_LOG_RESOURCE = 'audit-log';
export const canReadAuditLog = (flat: FlatPermissions): boolean => canAccessPath(flat, AUDIT_LOG_ACCESS.path, AUDIT_LOG_ACCESS.action);

/** react-admin's canAccess({ resource, action }): read-type actions need any permission, the rest need 'write'. */
export function canAccess(flat: FlatPermissions, resource: string, action = 'list'): boolean {
  if (resource === AUDIT_LOG_RESOURCE) return canReadAuditLog(flat); // read-only: no action writes it
  const path = Object.hasOwn(RESOURCE_PERMISSION, resource) ? RESOURCE_PERMISSION[resource] : resource;
  return canAccessPath(flat, path, WRITE_ACTIONS.has(action) ? 'write' : 'read');
}

/** Every permission on every node: the admin role and the tests' "all access" fixture. */
export function fullPermissionTree(): PermissionTree {
  const rw: Permission[] = ['read', 'write'];
  return {
    inbox: { permissions: rw },
    conversations: { permissions: rw },
    analytics: { permissions: rw },
    settings: {
      permissions: rw,
      children: {
        integrations: { permissions: rw },
        team: {
          permissions: rw,
          children: { users: { permissions: rw }, teams: { permissions: rw }, userRoles: { permissions: rw } },
        },
        widgetSettings: { permissions: rw },
      },
    },
  };
}

/** Agents: the inbox and nothing else. */
export function inboxOnlyPermissionTree(): PermissionTree {
  return {
    inbox: { permissions: ['read', 'write'] },
    conversations: { permissions: [] },
    analytics: { permissions: [] },
    settings: {
      permissions: [],
      children: {
        integrations: { permissions: [] },
        team: {
          permissions: [],
          children: { users: { permissions: [] }, teams: { permissions: [] }, userRoles: { permissions: [] } },
        },
        widgetSettings: { permissions: [] },
      },
    },
  };
}

/**
 * Who can manage the team: 'write' on both users and user roles. A project must always keep one such user, or every
 * admin page is locked with no way back (issue 23: an emptied Admin role). The server refuses a role edit, a user's
 * role change or a user's removal that would leave none; the message is the refusal's text.
 */
export const TEAM_MANAGER_PATHS = ['settings.team.users', 'settings.team.userRoles'] as const satisfies readonly PermissionPath[];
export const LAST_TEAM_MANAGER_MSG =
  'This change would leave the project without anyone who can manage users and roles. Give another user that permission first.';

export const managesTeam = (tree: PermissionTree | null | undefined): boolean => {
  const flat = flattenPermissions(tree);
  return TEAM_MANAGER_PATHS.every((path) => canAccessPath(flat, path, 'write'));
};

/** A project's users (their role ids) and its roles' trees, as they are or as a change would leave them. */
export interface TeamState {
  memberRoleIds: readonly number[];
  roles: ReadonlyMap<number, PermissionTree>;
}

export const hasTeamManager = (team: TeamState): boolean =>
  team.memberRoleIds.some((roleId) => managesTeam(team.roles.get(roleId)));

/** True when the change takes away the project's last team manager (a project that had none is not made worse). */
export const removesLastTeamManager = (before: TeamState, after: TeamState): boolean =>
  hasTeamManager(before) && !hasTeamManager(after);
