// Every signed-in route of spec §2 with the area name its page shows ('Inbox' -> 'Parley Inbox'). Later issues
// replace the placeholder page of a route; the route list itself stays here, so the guard knows every path.
import { matchPath } from 'react-router-dom';
import { SERVICE_NAMES } from '../../domain/integrations/kinds';

export interface ShellRoute {
  path: string;
  area: string;
}

/** Project routes, inside the layout (app bar and side navigation). */
export const PROJECT_ROUTES: readonly ShellRoute[] = [
  { path: '/billing', area: 'Billing' },
  { path: '/analytic', area: 'Analytics' },
  { path: '/analytics', area: 'Analytics' },
  { path: '/inbox', area: 'Inbox' },
  { path: '/inbox/:conversationId', area: 'Inbox' },
  { path: '/conversations', area: 'Conversations' },
  { path: '/conversations/:conversationId', area: 'Conversation' },
  { path: '/conversations/:conversationId/build', area: 'Bot Builder' },
  { path: '/conversations/:conversationId/build/test', area: 'Bot Builder Test' },
  { path: '/settings/profile', area: 'Profile' },
  { path: '/settings/configurations', area: 'Configurations' },
  { path: '/settings/integrations', area: 'Integrations' },
  { path: '/settings/team', area: 'Team' },
  { path: '/settings/widget', area: 'Widget Settings' },
  { path: '/settings/email', area: 'Email Settings' },
  { path: '/settings/pricing', area: 'Pricing' },
  { path: '/settings/meeting', area: 'Meeting Settings' },
  { path: '/settings/highlights', area: 'Highlights' },
  { path: '/settings/audit-log', area: 'Audit log' },
  { path: '/settings/developers', area: 'Developers' },
  { path: '/bot', area: 'Bot' },
  { path: '/bot/integrations', area: 'Bot Integrations' },
  { path: '/bot/settings', area: 'Bot Settings' },
  { path: '/meetings', area: 'Meetings' },
  { path: '/cs/internal-analytics', area: 'Internal Analytics' },
  { path: '/cs/customer-records', area: 'Customer Records' },
  { path: '/cs/create-instance', area: 'Create Instance' },
  { path: '/audiences', area: 'Audiences' },
];

/**
 * The react-admin resources App.tsx declares. react-admin registers them in an effect, so on the first render of a
 * directly opened /users or /roles/create its registry is still empty: the guard must know them without it.
 */
export const RESOURCE_NAMES: readonly string[] = ['audiences', 'cannedmessages', 'tags', 'users', 'teams', 'roles', 'customers', 'contacts', 'companies'];

/** Integration routes: signed in, full screen (no layout). */
export const INTEGRATION_ROUTES: readonly ShellRoute[] = [
  // Integration callbacks (spec §2): one /verify page per service, named as the domain names it.
  ...Object.entries(SERVICE_NAMES).map(([service, name]) => ({
    path: `/verify/${service}`,
    area: `${name} Verification`,
  })),
  { path: '/redirect/:appName', area: 'Integration Redirect' },
];

/** Is this one of the signed-in paths above (or the root, which redirects)? */
export function isSignedInPath(pathname: string): boolean {
  if (pathname === '/' || pathname === '') return true;
  return [...PROJECT_ROUTES, ...INTEGRATION_ROUTES].some((r) => matchPath({ path: r.path, end: true }, pathname));
}
