// One value of the current address's query string (decoded), through react-admin's router abstraction.
import { useMemo } from 'react';
import { useLocation } from 'react-admin';

export function useQueryParam(name: string): string | null {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search).get(name), [search, name]);
}
