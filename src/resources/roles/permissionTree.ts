// The permission-tree editor's model: the rows it shows and the edits it makes. Write implies read: granting
// write grants read too, and taking read away takes write with it. The output always has every node of the tree
// (empty lists where nothing is granted), the shape roleSchema and the server expect.
import { PERMISSION_PATHS, type Permission, type PermissionNode, type PermissionPath, type PermissionTree } from '../../domain/permissions';

export interface PermissionRow {
  path: PermissionPath;
  label: string;
  /** 0 for top-level areas, 1 for their children, 2 below. */
  depth: number;
}

const LABELS: Record<PermissionPath, string> = {
  inbox: 'Inbox',
  conversations: 'Conversations',
  analytics: 'Analytics',
  settings: 'Settings',
  'settings.integrations': 'Integrations',
  'settings.team': 'Team',
  'settings.team.users': 'Users',
  'settings.team.teams': 'Teams',
  'settings.team.userRoles': 'User roles',
  'settings.widgetSettings': 'Widget settings',
};

export const PERMISSION_ROWS: readonly PermissionRow[] = PERMISSION_PATHS.map((path) => ({
  path,
  label: LABELS[path],
  depth: path.split('.').length - 1,
}));

const ORDER: readonly Permission[] = ['read', 'write'];
const clean = (perms: readonly unknown[] | undefined): Permission[] =>
  ORDER.filter((p) => (perms ?? []).includes(p));

function nodeAt(tree: PermissionTree | null | undefined, path: string): PermissionNode | undefined {
  let level: Record<string, PermissionNode> | undefined = tree ?? undefined;
  let node: PermissionNode | undefined;
  for (const key of path.split('.')) {
    node = level && Object.hasOwn(level, key) ? level[key] : undefined;
    if (!node) return undefined;
    level = node.children;
  }
  return node;
}

/** The permissions held on the node itself. */
export function nodePermissions(tree: PermissionTree | null | undefined, path: PermissionPath): Permission[] {
  return clean(nodeAt(tree, path)?.permissions);
}

/** The permissions granted by an ancestor (a grant on 'settings' covers its children). */
export function inheritedPermissions(tree: PermissionTree | null | undefined, path: PermissionPath): Permission[] {
  const parts = path.split('.');
  const held = new Set<Permission>();
  for (let i = 1; i < parts.length; i++) for (const p of nodePermissions(tree, parts.slice(0, i).join('.') as PermissionPath)) held.add(p);
  return ORDER.filter((p) => held.has(p));
}

/** Every known node, with only the known permissions (anything else dropped). */
export function normaliseTree(tree?: PermissionTree | null): PermissionTree {
  const node = (path: PermissionPath): PermissionNode => ({ permissions: nodePermissions(tree, path) });
  return {
    inbox: node('inbox'),
    conversations: node('conversations'),
    analytics: node('analytics'),
    settings: {
      ...node('settings'),
      children: {
        integrations: node('settings.integrations'),
        team: {
          ...node('settings.team'),
          children: {
            users: node('settings.team.users'),
            teams: node('settings.team.teams'),
            userRoles: node('settings.team.userRoles'),
          },
        },
        widgetSettings: node('settings.widgetSettings'),
      },
    },
  };
}

/** The tree with one permission of one node switched on or off (write implies read). */
export function setPermission(tree: PermissionTree | null | undefined, path: PermissionPath, permission: Permission, on: boolean): PermissionTree {
  const next = normaliseTree(tree);
  const node = nodeAt(next, path)!;
  const held = new Set(node.permissions);
  if (on) {
    held.add(permission);
    if (permission === 'write') held.add('read');
  } else {
    held.delete(permission);
    if (permission === 'read') held.delete('write');
  }
  node.permissions = ORDER.filter((p) => held.has(p));
  return next;
}
