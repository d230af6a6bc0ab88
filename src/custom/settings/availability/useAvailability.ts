// The agent's availability (GET/POST app/user/available) kept in the query cache through the pure reducer of
// ./model, so the app-bar toggle and the profile page show one value: applied at once, reverted when the call
// fails, refused without a call while the profile is incomplete (spec §4).
import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import { toast } from '../../../providers/notifications';
import { NO_RETRY, settingsApi, SETTINGS_KEYS } from '../../../providers/api/settings';
import { useProfile } from '../common/useProfile';
import { decideToggle, initialAvailability, reduceAvailability, type AvailabilityAction, type AvailabilityState } from './model';

const KEY = SETTINGS_KEYS.availability;

/** For a realtime 'agent-availability' event about the signed-in agent (another tab, or an admin's change): the
 *  toggle shows the server's value unless a call of its own is in flight. */
export function applyServerAvailability(queryClient: QueryClient, available: boolean): void {
  queryClient.setQueryData<AvailabilityState>(KEY, (s) => reduceAvailability(s ?? initialAvailability(available), { type: 'loaded', available }));
}

export interface Availability {
  state: AvailabilityState;
  /** Both the availability and the profile (for its completeness) have loaded. */
  ready: boolean;
  setAvailable: (next: boolean) => Promise<void>;
}

export function useAvailability(): Availability {
  const queryClient = useQueryClient();
  const profile = useProfile();
  const current = useCallback(() => queryClient.getQueryData<AvailabilityState>(KEY), [queryClient]);
  const dispatch = useCallback(
    (action: AvailabilityAction) =>
      queryClient.setQueryData<AvailabilityState>(KEY, (s) => reduceAvailability(s ?? initialAvailability(), action)),
    [queryClient],
  );
  const query = useQuery({
    queryKey: KEY,
    queryFn: async () => {
      const { available } = await settingsApi.available();
      return reduceAvailability(current() ?? initialAvailability(available), { type: 'loaded', available });
    },
    staleTime: 60_000,
    retry: NO_RETRY,
  });

  const profileCompleted = profile.data?.profileCompleted ?? false;
  const setAvailable = useCallback(
    async (next: boolean) => {
      const decision = decideToggle(current() ?? initialAvailability(), next, profileCompleted);
      if (decision === 'ignore') return;
      if (decision === 'refuse') {
        toast.error(INBOX_MSG.completeProfile);
        return;
      }
      dispatch({ type: 'requested', available: next });
      try {
        const answer = await settingsApi.setAvailable(next);
        dispatch({ type: 'succeeded', available: answer.available });
        toast.success(answer.message || INBOX_MSG.availabilityUpdated);
      } catch {
        dispatch({ type: 'failed' }); // httpClient has toasted the reason
      }
    },
    [current, dispatch, profileCompleted],
  );

  return { state: query.data ?? initialAvailability(), ready: query.isSuccess && profile.isSuccess, setAvailable };
}
