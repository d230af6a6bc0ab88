// Client-only cache entries (statistics kept by events, the sending list): observed like any query so they update
// the UI and are never garbage-collected while watched, but never fetched.
import { skipToken, useQuery } from '@tanstack/react-query';

export function useLocalCache<T>(queryKey: readonly unknown[]): T | undefined {
  return useQuery<T>({ queryKey, queryFn: skipToken, staleTime: Infinity, gcTime: Infinity }).data;
}
