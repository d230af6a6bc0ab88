// /settings/team: opens the first of users, teams and roles the user may see.
import { Navigate } from 'react-router-dom';
import { useShellSession } from '../../ui/session/SessionContext';
import { teamAreaLanding } from './teamArea';

export function TeamAreaPage() {
  const session = useShellSession();
  return <Navigate to={teamAreaLanding(session?.facts.flat ?? null)} replace />;
}
