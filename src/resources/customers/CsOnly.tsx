// Customer records are for customer-success users (spec §6). The /cs routes are guarded by the shell; the
// resource's own routes (/customers/:id) use the same rule here. Outside a session (tests) nothing is hidden:
// the server refuses non-CS callers anyway.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canOpenRoute } from '../../domain/navigation';
import { useShellSession } from '../../ui/session/SessionContext';
import { CUSTOMER_RECORDS_PATH } from './paths';

export function CsOnly({ children }: { children: ReactNode }) {
  const session = useShellSession();
  if (session && !canOpenRoute(CUSTOMER_RECORDS_PATH, session.facts)) return <Navigate to="/notAuthorized" replace />;
  return <>{children}</>;
}
