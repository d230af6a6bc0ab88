// A Teams-only chat session (spec §2): when the query carries chat_only=true and the Teams identifiers and no
// Teams token is kept yet, sign in through POST app/login/msteams (with the tab's Teams SSO token) before the
// dashboard starts. The SSO token is then dropped from the address (it is a credential); the Teams values stay.
// A failure has shown its error toast; the dashboard then starts signed out.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { teamsSessionFromQuery } from '../../domain/navigation';
import { getToken } from '../../providers/session';
import { teamsLogin, teamsSsoToken } from '../../providers/teamsLogin';
import { LoadingScreen } from '../layout/LoadingScreen';
import { withoutSsoToken } from './useChatOnly';

export function TeamsGate({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const teams = useMemo(() => teamsSessionFromQuery(search), [search]);
  // getToken() reads the Teams-only token while the query marks a Teams session.
  const needsLogin = teams !== null && !getToken();
  const [pending, setPending] = useState(needsLogin);
  // Where the address points when the sign-in ends (moving around meanwhile must not start another sign-in).
  const here = useRef({ pathname, hash });
  here.current = { pathname, hash };

  useEffect(() => {
    if (!teams || !needsLogin) return;
    let live = true;
    setPending(true);
    teamsSsoToken(search)
      .then((sso) => teamsLogin(teams, sso))
      .then(
        () => {
          const clean = withoutSsoToken(search);
          if (live && clean !== search) navigate(`${here.current.pathname}${clean}${here.current.hash}`, { replace: true });
        },
        () => undefined,
      )
      .finally(() => {
        if (live) setPending(false);
      });
    return () => {
      live = false;
    };
  }, [teams, needsLogin, search, navigate]);

  return pending ? <LoadingScreen /> : <>{children}</>;
}
