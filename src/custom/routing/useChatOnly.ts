// Chat-only mode (query chat_only=true, spec §1) and the Teams-only session, for the pages that adapt to them.
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { isChatOnly, teamsSessionFromQuery, type TeamsSession } from '../../domain/navigation';

export function useChatOnly(): boolean {
  return isChatOnly(useLocation().search);
}

export function useTeamsSession(): TeamsSession | null {
  const { search } = useLocation();
  return useMemo(() => teamsSessionFromQuery(search), [search]);
}

/** The query without the Teams SSO `token` a tab URL may carry (it is spent once the session is signed in). */
export function withoutSsoToken(search: string): string {
  const q = new URLSearchParams(search);
  if (!q.has('token')) return search;
  q.delete('token');
  const rest = q.toString();
  return rest ? `?${rest}` : '';
}
