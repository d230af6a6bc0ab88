// The realtime sequence tracker. Pusher delivers at most once, so every event carries the project's sequence
// number: the next one is applied, an old one is dropped, and a jump means something was missed, so the client
// fetches GET app/inbox/events?after=<last seen> and holds live events until the missed ones are in.
import type { MissedEvents, StoredEvent } from './events';

export type SeqDecision = 'apply' | 'stale' | 'gap';

/** Given the last sequence number applied, what to do with an incoming one. */
export function classifySeq(lastSeen: number, incoming: number): SeqDecision {
  if (incoming <= lastSeen) return 'stale';
  return incoming === lastSeen + 1 ? 'apply' : 'gap';
}

export interface SeqState {
  /** The newest sequence number applied (from InboxDetails.seq at load). */
  lastSeen: number;
  /** A fetch of missed events is under way; live events wait in `held`. */
  syncing: boolean;
  held: StoredEvent[];
}

export interface SeqStep {
  state: SeqState;
  /** Events to apply now, in order. */
  apply: StoredEvent[];
  /** Fetch missed events after this sequence number (null: nothing to fetch). */
  fetchAfter: number | null;
  /** The gap is older than the server keeps: reload the inbox from scratch. */
  reload: boolean;
}

export const initialSeqState = (seq: number): SeqState => ({ lastSeen: seq, syncing: false, held: [] });

const step = (state: SeqState, apply: StoredEvent[] = [], fetchAfter: number | null = null, reload = false): SeqStep => ({
  state,
  apply,
  fetchAfter,
  reload,
});

function hold(held: readonly StoredEvent[], event: StoredEvent): StoredEvent[] {
  return held.some((e) => e.seq === event.seq) ? [...held] : [...held, event].sort((a, b) => a.seq - b.seq);
}

/** A live event arrived. */
export function receiveEvent(state: SeqState, event: StoredEvent): SeqStep {
  const decision = classifySeq(state.lastSeen, event.seq);
  if (decision === 'stale') return step(state);
  if (state.syncing) return step({ ...state, held: hold(state.held, event) });
  if (decision === 'apply') return step({ ...state, lastSeen: event.seq }, [event]);
  return step({ ...state, syncing: true, held: [event] }, [], state.lastSeen);
}

/** The connection came back (pusher-js resubscribed with a new socket): fetch whatever happened meanwhile. */
export function resubscribed(state: SeqState): SeqStep {
  return step({ ...state, syncing: true }, [], state.lastSeen);
}

/**
 * The missed events arrived. The server's list is complete up to its `seq` (numbers it skips concern nothing
 * this client is sent), so all of it applies; then the held live events follow in order. If a hole remains among
 * the held ones, fetch again from where the run stopped.
 */
export function receiveMissed(state: SeqState, missed: MissedEvents): SeqStep {
  if (missed.reset) return step({ lastSeen: missed.seq, syncing: false, held: [] }, [], null, true);
  const apply: StoredEvent[] = [];
  let lastSeen = state.lastSeen;
  for (const event of [...missed.events].sort((a, b) => a.seq - b.seq)) {
    if (event.seq <= lastSeen) continue;
    apply.push(event);
    lastSeen = event.seq;
  }
  lastSeen = Math.max(lastSeen, missed.seq);
  let held = state.held.filter((e) => e.seq > lastSeen);
  while (held.length > 0 && classifySeq(lastSeen, held[0]!.seq) === 'apply') {
    apply.push(held[0]!);
    lastSeen = held[0]!.seq;
    held = held.slice(1);
  }
  if (held.length > 0) return step({ lastSeen, syncing: true, held }, apply, lastSeen);
  return step({ lastSeen, syncing: false, held: [] }, apply);
}

/** The fetch of missed events failed: stay in sync mode and try again from the same place. */
export function missedFailed(state: SeqState): SeqStep {
  return step({ ...state, syncing: true }, [], state.lastSeen);
}
