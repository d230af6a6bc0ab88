// The project's team users and teams, for assignments and @mentions. Read quietly: a user without the team
// settings rights (or a plan without teams) gets null, and validation then trusts the ids the flow already has.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { botBuilderApi } from '../../providers/api/botBuilder';
import type { People } from './model';

export function usePeople(): People & { loaded: boolean } {
  const users = useQuery({ queryKey: ['bot-builder', 'users'], queryFn: () => botBuilderApi.named('app/users'), staleTime: 60_000 });
  const teams = useQuery({ queryKey: ['bot-builder', 'teams'], queryFn: () => botBuilderApi.named('app/teams'), staleTime: 60_000 });
  const loaded = users.isFetched && teams.isFetched;
  // One object per answer, so what depends on it (the validation context) is not rebuilt on every render.
  return useMemo(() => ({ users: users.data ?? null, teams: teams.data ?? null, loaded }), [users.data, teams.data, loaded]);
}
