// A Teams-only chat session (spec §2): when the query carries chat_only=true and the Teams identifiers and no
// Teams token is kept yet, sign in through POST app/login/msteams before the dashboard starts. A failure has
// shown its error toast; the dashboard then starts signed out.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { teamsSessionFromQuery } from '../../domain/navigation';
import { getToken } from '../../providers/session';
import { teamsLogin } from '../../providers/teamsLogin';
import { LoadingScreen } from '../layout/LoadingScreen';

export function TeamsGate({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const teams = useMemo(() => teamsSessionFromQuery(search), [search]);
  // getToken() reads the Teams-only token while the query marks a Teams session.
  const needsLogin = teams !== null && !getToken();
  const [pending, setPending] = useState(needsLogin);

  useEffect(() => {
    if (!teams || !needsLogin) return;
    let live = true;
    setPending(true);
    teamsLogin(teams)
      .catch(() => undefined)
      .finally(() => {
        if (live) setPending(false);
      });
    return () => {
      live = false;
    };
  }, [teams, needsLogin]);

  return pending ? <LoadingScreen /> : <>{children}</>;
}
