// The gate of every signed-in route (spec §2, §6): unknown paths go to /404; without a session, to
// /login?redirectUrl=...; while the session, app details and permissions load, the loading screen; a migrated
// customer's inbox opens the external inbox; a route the user may not open goes to /notAuthorized.
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useAuthState, useDataProvider, usePermissions, useResourceDefinitions } from 'react-admin';
import { canOpenRoute, inboxMigrationRedirect, loginRedirect, teamsSessionFromQuery } from '../../domain/navigation';
import type { FlatPermissions } from '../../domain/permissions';
import { browser } from '../../providers/browser';
import type { ParleyDataProvider } from '../../providers/dataProvider';
import { ErrorPage } from '../errors/ErrorPage';
import { LoadingScreen } from '../layout/LoadingScreen';
import { useConfig } from './ConfigContext';
import { isSignedInPath, RESOURCE_NAMES } from './routes';
import { SessionContext, type ShellSession } from '../../ui/session/SessionContext';

const FIVE_MINUTES = 5 * 60 * 1000;

/** checkAuth's redirectTo (/login?redirectUrl=...), else the same rule applied here. */
function signInPath(error: unknown, pathname: string, search: string): string {
  const to = error && typeof error === 'object' ? (error as { redirectTo?: unknown }).redirectTo : undefined;
  return typeof to === 'string' && to ? to : (loginRedirect(pathname, search) ?? '/login');
}

export function SignedIn({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const resources = useResourceDefinitions();
  const first = pathname.split('/')[1] ?? '';
  const known = isSignedInPath(pathname) || RESOURCE_NAMES.includes(first) || first in resources;
  if (!known) return <Navigate to="/404" replace />;
  return <SessionGate>{children}</SessionGate>;
}

function SessionGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const config = useConfig();
  const dataProvider = useDataProvider<ParleyDataProvider>();
  // Not react-admin's logout-on-failure: its store reset and cache clear, racing the router's transition, made
  // this gate check again before the navigation landed, over and over. A signed-out visit only needs a redirect.
  const auth = useAuthState(undefined, false);
  const signedIn = !auth.isPending && auth.authenticated === true;
  const details = useQuery({
    queryKey: ['app', 'details'],
    queryFn: () => dataProvider.getAppDetails(),
    enabled: signedIn,
    staleTime: FIVE_MINUTES,
    retry: false,
  });
  const permissions = usePermissions<FlatPermissions>(undefined, { enabled: signedIn, staleTime: FIVE_MINUTES });

  const session = useMemo<ShellSession | null>(() => {
    if (!details.data || !permissions.permissions) return null;
    const d = details.data;
    return {
      details: d,
      facts: { flat: permissions.permissions, isCSUser: d.user.isCSUser },
      isInsideMSTeams: d.isInsideMSTeams || teamsSessionFromQuery(search) !== null,
    };
  }, [details.data, permissions.permissions, search]);

  const external = session
    ? inboxMigrationRedirect(
        pathname,
        {
          isCSUser: session.facts.isCSUser,
          isDoziCustomer: session.details.isDoziCustomer,
          migrationInProgress: session.details.migrationInProgress,
          isInsideMSTeams: session.isInsideMSTeams,
        },
        config.externalInboxUrl,
      )
    : null;
  useEffect(() => {
    if (external) browser.assign(external);
  }, [external]);

  // A failure cached from before signing in is being checked again: wait for the fresh answer.
  if (auth.isPending || (!signedIn && auth.isFetching)) return <LoadingScreen />;
  if (!signedIn) return <Navigate to={signInPath(auth.error, pathname, search)} replace />;
  if (details.isError || permissions.error) return <ErrorPage />;
  if (!session || external) return <LoadingScreen />;
  if (!canOpenRoute(pathname, session.facts)) return <Navigate to="/notAuthorized" replace />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
