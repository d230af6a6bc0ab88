// The signed-in agent's profile as a react-admin record (resource 'profile', id 'me': src/providers/profileAdapter.ts),
// shared by the profile and meeting pages and the app-bar availability toggle; a save refreshes it and the app bar's
// identity.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useGetOne, useUpdate } from 'react-admin';
import type { ProfileInput } from '../../../domain/schemas/profile';
import { NO_RETRY } from '../../../providers/api/settings';
import { PROFILE_ID, PROFILE_RESOURCE, type ProfileRecord } from '../../../providers/profileAdapter';

export function useProfile() {
  return useGetOne<ProfileRecord>(PROFILE_RESOURCE, { id: PROFILE_ID }, { staleTime: 60_000, retry: NO_RETRY });
}

/** PUT app/user/profile with the parts given, the saved others unchanged; rejects (already toasted) on failure. */
export function useUpdateProfile(): (changes: Partial<ProfileInput>, previous: ProfileRecord) => Promise<void> {
  const [update] = useUpdate<ProfileRecord>();
  return useCallback(
    async (changes, previous) => {
      await update(PROFILE_RESOURCE, { id: PROFILE_ID, data: changes, previousData: previous }, { mutationMode: 'pessimistic', returnPromise: true });
    },
    [update],
  );
}

/** After the profile changed: reload it (completeness, image) and the identity react-admin shows. */
export function useRefreshProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [PROFILE_RESOURCE, 'getOne'] }),
      queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] }),
    ]);
  }, [queryClient]);
}
