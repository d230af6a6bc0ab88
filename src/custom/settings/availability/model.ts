// The availability toggle's rules (spec §4): applied at once, reverted if the call fails, and going online refused
// until the profile is complete. Pure, so the app bar and the profile page share one tested behaviour.

export interface AvailabilityState {
  /** What the server last confirmed. */
  confirmed: boolean;
  /** What the switch shows: the requested value while a call is in flight. */
  shown: boolean;
  /** A call is in flight; the switch waits for it (answers cannot arrive out of order). */
  pending: boolean;
}

export type AvailabilityAction =
  /** The server's value (first load, refetch, or a realtime agent-availability event). */
  | { type: 'loaded'; available: boolean }
  | { type: 'requested'; available: boolean }
  | { type: 'succeeded'; available: boolean }
  | { type: 'failed' };

export const initialAvailability = (available = false): AvailabilityState => ({
  confirmed: available,
  shown: available,
  pending: false,
});

export function reduceAvailability(state: AvailabilityState, action: AvailabilityAction): AvailabilityState {
  switch (action.type) {
    case 'loaded':
      // A refetch landing mid-call must not undo the optimistic value; the call's answer settles it.
      return state.pending
        ? { ...state, confirmed: action.available }
        : { confirmed: action.available, shown: action.available, pending: false };
    case 'requested':
      return { ...state, shown: action.available, pending: true };
    case 'succeeded':
      return { confirmed: action.available, shown: action.available, pending: false };
    case 'failed':
      return { ...state, shown: state.confirmed, pending: false };
  }
}

export type ToggleDecision = 'send' | 'refuse' | 'ignore';

/** What a click asking for `next` does: nothing while a call is in flight or when already there; going online
 *  with an incomplete profile is refused without a call. */
export function decideToggle(state: AvailabilityState, next: boolean, profileCompleted: boolean): ToggleDecision {
  if (state.pending || state.shown === next) return 'ignore';
  if (next && !profileCompleted) return 'refuse';
  return 'send';
}
