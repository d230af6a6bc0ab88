// The signed-in agent's profile (GET app/user/profile), shared by the profile and meeting pages and the app-bar
// availability toggle; a save refreshes it and the app bar's identity.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { takePrefetchedProfile } from '../../../providers/profile';
import { NO_RETRY, settingsApi, SETTINGS_KEYS } from '../../../providers/api/settings';

export function useProfile() {
  // The first read takes the profile a cold start is already loading (one request per load); later reads ask.
  const queryFn = () => takePrefetchedProfile() ?? settingsApi.profile();
  return useQuery({ queryKey: SETTINGS_KEYS.profile, queryFn, staleTime: 60_000, retry: NO_RETRY });
}

/** After the profile changed: reload it (completeness, image) and the identity react-admin shows. */
export function useRefreshProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.profile }),
      queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] }),
    ]);
  }, [queryClient]);
}
