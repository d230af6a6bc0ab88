// The project's team users and teams, for assignments and @mentions. Read quietly: a user without the team
// settings rights (or a plan without teams) gets null, and validation then trusts the ids the flow already has.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../providers/httpClient';
import type { People } from './model';

type Named = { id: number; name: string };
const ALL = { range: '[0,499]', sort: '["name","ASC"]' };

async function readList(path: string): Promise<Named[] | null> {
  try {
    const { json } = await httpClient<Named[]>(path, { query: ALL, notify: false });
    return Array.isArray(json) ? json.map(({ id, name }) => ({ id, name })) : null;
  } catch {
    return null;
  }
}

export function usePeople(): People & { loaded: boolean } {
  const users = useQuery({ queryKey: ['bot-builder', 'users'], queryFn: () => readList('app/users'), staleTime: 60_000 });
  const teams = useQuery({ queryKey: ['bot-builder', 'teams'], queryFn: () => readList('app/teams'), staleTime: 60_000 });
  const loaded = users.isFetched && teams.isFetched;
  // One object per answer, so what depends on it (the validation context) is not rebuilt on every render.
  return useMemo(() => ({ users: users.data ?? null, teams: teams.data ?? null, loaded }), [users.data, teams.data, loaded]);
}
