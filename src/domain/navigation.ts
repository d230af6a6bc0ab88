// Redirect rules of spec §2: which routes are public, where a user lands, what the root path and the inbox do for
// migrated customers, Teams and customer-success users. Pure: callers pass what they know.
import { AUDIT_LOG_ACCESS, canAccessPath, type AccessAction, type FlatPermissions, type PermissionPath } from './permissions';

/** Routes anyone may open. Integration callbacks (/verify/<service>) need a session and are not listed. */
export const PUBLIC_ROUTES = [
  '/iframe',
  '/teams-success',
  '/login',
  '/register',
  '/verify',
  '/invite',
  '/passwordReset',
  '/passwordChange',
  '/404',
  '/500',
  '/notAuthorized',
] as const;

/** Public pages with a parameter: an agent's booking page (/meet/<key>, ours). */
const PUBLIC_PREFIXES = ['/meet/'] as const;

export function isPublicPath(pathname: string): boolean {
  const path = stripTrailingSlash(pathname);
  return (PUBLIC_ROUTES as readonly string[]).includes(path) || PUBLIC_PREFIXES.some((p) => path.startsWith(p));
}

/** Pages an unauthenticated user is not bounced from (spec: login, register, passwordReset and invite). */
const NO_BOUNCE = new Set(['/login', '/register', '/passwordReset', '/invite']);

/** Where an unauthenticated visit goes: /login?redirectUrl=<original path+query>, or nowhere (null). */
export function loginRedirect(pathname: string, search = ''): string | null {
  const path = stripTrailingSlash(pathname);
  if (NO_BOUNCE.has(path)) return null;
  if (path === '/login' || path === '' || path === '/') return '/login';
  return `/login?redirectUrl=${encodeURIComponent(path + search)}`;
}

/** A redirectUrl is honoured only when it is a path on this site (no open redirect to another origin). */
export function safeRedirectUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines from URLs, so '/\t/evil' would become '//evil'.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  // Routes match case-insensitively, so '/Login' is the login page too.
  if (value.toLowerCase().startsWith('/login')) return null;
  return value;
}

/** Landing order after login (spec §2), each with the node of the tree that opens it. */
export const LANDING_ORDER: ReadonlyArray<{ path: string; permission: PermissionPath }> = [
  { path: '/inbox', permission: 'inbox' },
  { path: '/conversations', permission: 'conversations' },
  { path: '/analytics', permission: 'analytics' },
  { path: '/settings/integrations', permission: 'settings.integrations' },
  { path: '/settings/team', permission: 'settings.team' },
  { path: '/settings/widget', permission: 'settings.widgetSettings' },
];
export const FALLBACK_LANDING = '/settings/profile';

export function landingPath(flat: FlatPermissions): string {
  return LANDING_ORDER.find((l) => canAccessPath(flat, l.permission))?.path ?? FALLBACK_LANDING;
}

/** After sign-in: redirectUrl when given and safe, otherwise the first permitted area. */
export function afterLoginPath(flat: FlatPermissions, redirectUrl: string | null | undefined): string {
  return safeRedirectUrl(redirectUrl) ?? landingPath(flat);
}

/** Signed-in route -> the tree node that guards it (read, unless an action is given); routes not listed need only a session. */
const ROUTE_PERMISSIONS: ReadonlyArray<[RegExp, PermissionPath, AccessAction?]> = [
  // The audit log spans every settings area: admins of them all only (permissions.ts).
  [/^\/settings\/audit-log(\/|$)/, AUDIT_LOG_ACCESS.path, AUDIT_LOG_ACCESS.action],
  [/^\/inbox(\/|$)/, 'inbox'],
  // Contacts and companies (issue 26): the tree has no node of their own; agents work with people from the inbox.
  [/^\/(contacts|companies)(\/|$)/, 'inbox'],
  [/^\/conversations(\/|$)/, 'conversations'],
  [/^\/audiences(\/|$)/, 'conversations'],
  [/^\/bot(\/|$)/, 'conversations'],
  [/^\/analytics?(\/|$)/, 'analytics'],
  [/^\/settings\/integrations(\/|$)/, 'settings.integrations'],
  // API keys and webhooks (issue 29): the server asks for write on the integrations settings.
  [/^\/settings\/developers(\/|$)/, 'settings.integrations', 'write'],
  [/^\/settings\/team(\/|$)/, 'settings.team'],
  [/^\/(users|teams)(\/|$)/, 'settings.team'],
  [/^\/roles(\/|$)/, 'settings.team.userRoles'],
  // /settings/meeting and /settings/profile are each user's own (calendar, availability, profile): a session is enough.
  [/^\/settings\/(widget|configurations|email)(\/|$)/, 'settings.widgetSettings'],
  // Spec §6: an area shows when it (or a node under it) has a permission. Reports sit under analytics; the plan,
  // the Highlights set-up and the project's canned messages and tags are the project's settings (agents use canned
  // messages and tags from the inbox, which reads them with the inbox permission).
  [/^\/meetings(\/|$)/, 'analytics'],
  [/^\/(billing|settings\/highlights|settings\/pricing|cannedmessages|tags)(\/|$)/, 'settings'],
];

export function routePermission(pathname: string): PermissionPath | null {
  return ROUTE_PERMISSIONS.find(([re]) => re.test(pathname))?.[1] ?? null;
}

export interface SessionFacts {
  flat: FlatPermissions;
  isCSUser: boolean;
}

/** May this signed-in user open the route? Customer-success pages are for CS users only. */
export function canOpenRoute(pathname: string, facts: SessionFacts): boolean {
  if (/^\/cs(\/|$)/.test(pathname)) return facts.isCSUser;
  const rule = ROUTE_PERMISSIONS.find(([re]) => re.test(pathname));
  return !rule || canAccessPath(facts.flat, rule[1], rule[2] ?? 'read');
}

export interface RootFacts extends SessionFacts {
  hostname: string;
  /** Configured customer-success sub-domains (first host label), e.g. ['cs', 'success']. */
  csHosts: readonly string[];
  /** Migrated to another inbox product. */
  isDoziCustomer: boolean;
  migrationInProgress: boolean;
  isInsideMSTeams: boolean;
}

export function isCsHost(hostname: string, csHosts: readonly string[]): boolean {
  const label = hostname.split('.')[0]?.toLowerCase() ?? '';
  return csHosts.some((h) => h.toLowerCase() === label);
}

/** Does this user stay in our inbox (rather than being sent to the migrated inbox product)? */
export function keepsOwnInbox(f: Omit<RootFacts, 'hostname' | 'csHosts' | 'flat'>): boolean {
  return !f.isDoziCustomer || f.migrationInProgress || f.isInsideMSTeams || f.isCSUser;
}

/** Where '/' goes (spec §2): customer records on CS hosts; the inbox for those who keep it; otherwise audiences.
 *  A user who may not open the inbox goes to the first area they may open instead. */
export function rootRedirect(f: RootFacts): string {
  if (isCsHost(f.hostname, f.csHosts)) return '/cs/customer-records';
  if (keepsOwnInbox(f)) return canAccessPath(f.flat, 'inbox') ? '/inbox' : landingPath(f.flat);
  return canAccessPath(f.flat, 'conversations') ? '/audiences' : landingPath(f.flat);
}

/** Inbox routes of a migrated customer open the external inbox instead (null = stay). */
export function inboxMigrationRedirect(
  pathname: string,
  f: Omit<RootFacts, 'hostname' | 'csHosts' | 'flat'>,
  externalInboxUrl: string,
): string | null {
  if (!/^\/inbox(\/|$)/.test(pathname) || keepsOwnInbox(f) || !externalInboxUrl) return null;
  return externalInboxUrl;
}

/** Teams-only chat session: chat_only=true plus the Teams identifiers in the query (spec §2). */
export interface TeamsSession {
  tenant: string;
  group: string;
  channelId: string;
  userObjectId: string;
  subEntity: { channelId?: string; visitorId?: string } | null;
}

export function teamsSessionFromQuery(search: string): TeamsSession | null {
  const q = new URLSearchParams(search);
  if (q.get('chat_only') !== 'true') return null;
  const tenant = q.get('tenant');
  const userObjectId = q.get('userObjectId');
  if (!tenant || !userObjectId) return null;
  let subEntity: TeamsSession['subEntity'] = null;
  try {
    const raw = q.get('subEntityId');
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    // Only a JSON object carries channelId/visitorId; '42' or '[1]' parse but are not one.
    subEntity = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as TeamsSession['subEntity']) : null;
  } catch {
    subEntity = null;
  }
  return { tenant, group: q.get('group') ?? '', channelId: q.get('channelId') ?? '', userObjectId, subEntity };
}

export function isChatOnly(search: string): boolean {
  return new URLSearchParams(search).get('chat_only') === 'true';
}

function stripTrailingSlash(p: string): string {
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}
