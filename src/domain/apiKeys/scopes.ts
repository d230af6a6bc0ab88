// API key scopes (issue 29): what a key may do, each with the label the Developers page shows. A public route
// (/api/v1/...) declares the scopes it needs; a key holding them acts for its project only. Each scope also maps to
// the node of the permission tree (src/domain/permissions.ts) the existing services check, so a key is given
// exactly those permissions and never more.
import type { Permission, FlatPermissions } from '../permissions';

export const API_SCOPES = {
  'conversations:read': 'Read conversations and messages',
  'conversations:write': 'Change conversations (status)',
  'messages:write': 'Send messages',
  'contacts:read': 'Read visitors and contacts',
  'tags:read': 'Read tags',
  'tags:write': 'Tag and untag conversations',
  'canned:read': 'Read canned messages',
  'canned:write': 'Manage canned messages',
  'analytics:read': 'Read analytics',
  'meetings:read': 'Read meetings',
} as const;
export type ApiScope = keyof typeof API_SCOPES;
export const API_SCOPE_KEYS = Object.keys(API_SCOPES) as ApiScope[];
export const isApiScope = (v: unknown): v is ApiScope => typeof v === 'string' && Object.hasOwn(API_SCOPES, v);

/** The permission-tree grant each scope carries into the services' own checks. */
const SCOPE_GRANTS: Record<ApiScope, Array<[string, Permission]>> = {
  'conversations:read': [['inbox', 'read']],
  'conversations:write': [['inbox', 'write']],
  'messages:write': [['inbox', 'write']],
  'contacts:read': [['inbox', 'read']],
  'tags:read': [['inbox', 'read']],
  'tags:write': [['inbox', 'write']],
  'canned:read': [['inbox', 'read']],
  'canned:write': [['inbox', 'write']],
  'analytics:read': [['analytics', 'read']],
  'meetings:read': [['analytics', 'read']],
};

/** The flattened permissions a key with these scopes holds. */
export function permissionsOfScopes(scopes: readonly ApiScope[]): FlatPermissions {
  const flat: FlatPermissions = {};
  for (const scope of scopes)
    for (const [path, perm] of SCOPE_GRANTS[scope] ?? []) {
      const held = (flat[path] ??= []);
      if (!held.includes(perm)) held.push(perm);
    }
  return flat;
}

/** Whether a key's scopes cover every scope a route declares. */
export const hasScopes = (held: readonly string[], needed: readonly ApiScope[]): boolean => needed.every((s) => held.includes(s));

/** The prefix of every secret: secret scanners (GitHub's, gitleaks) match it. */
export const API_KEY_PREFIX = 'parley_sk_';
