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
