// '/' (spec §2): customer records on customer-success hosts, the inbox for those who keep it, otherwise audiences.
// The query goes along (a Teams-only session is marked by it).
import { Navigate, useLocation } from 'react-router-dom';
import { rootRedirect } from '../../domain/navigation';
import { browser } from '../../providers/browser';
import { LoadingScreen } from '../layout/LoadingScreen';
import { useConfig } from './ConfigContext';
import { useShellSession } from '../../ui/session/SessionContext';

export function RootRedirect() {
  const session = useShellSession();
  const { csHosts } = useConfig();
  const { search } = useLocation();
  if (!session) return <LoadingScreen />;
  const to = rootRedirect({
    ...session.facts,
    hostname: browser.hostname(),
    csHosts,
    isDoziCustomer: session.details.isDoziCustomer,
    migrationInProgress: session.details.migrationInProgress,
    isInsideMSTeams: session.isInsideMSTeams,
  });
  return <Navigate to={{ pathname: to, search }} replace />;
}
