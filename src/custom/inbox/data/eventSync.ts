// Keeps realtime events in sequence (domain/inbox/sequence.ts) and fetches what was missed: after a gap, after
// every (re)subscription, and again after a failed fetch. One fetch at a time; a resubscription during a fetch
// means the fetch may have been answered before the missed events existed, so another follows it. No React and no
// transport here: the provider and the Node test drive it alike.
import { EVENTS, type EventName, type MissedEvents, type StoredEvent } from '../../../domain/inbox/events';
import {
  initialSeqState,
  missedFailed,
  receiveEvent,
  receiveMissed,
  resubscribed,
  type SeqState,
  type SeqStep,
} from '../../../domain/inbox/sequence';
import { SUBSCRIPTION_RETRY_MS } from '../../../domain/constants';

/** The refusal of a reply, on the agent's own channel (not sequenced: it concerns one agent only). */
export const MESSAGE_FAILED = 'message-failed';

const EVENT_NAMES = new Set<string>(Object.values(EVENTS));
const isEventName = (name: string): name is EventName => EVENT_NAMES.has(name);

/** A project-channel event as the sequence keeper takes it; null for names or data that are not inbox events. */
export function asStoredEvent(name: string, data: unknown): StoredEvent | null {
  if (!isEventName(name) || !data || typeof data !== 'object') return null;
  const seq = (data as { seq?: unknown }).seq;
  return typeof seq === 'number' && Number.isInteger(seq) ? ({ seq, event: name, data } as StoredEvent) : null;
}

export interface EventSyncDeps {
  /** GET app/inbox/events?after=<seq>. */
  fetchMissed(after: number): Promise<MissedEvents>;
  /** Apply one event (in order). */
  apply(event: StoredEvent): void;
  /** The gap is older than the server's log: reload the inbox. */
  reload(): void;
  /** Delay before a failed fetch is tried again. */
  retryMs?: number;
}

export interface EventSync {
  /** A live event from the project channel (its data carries the seq). */
  receive(event: StoredEvent): void;
  /** The project channel is subscribed (first time or after a reconnect). */
  resubscribed(): void;
  readonly lastSeen: number;
  readonly syncing: boolean;
  dispose(): void;
}

export function createEventSync(seq: number, deps: EventSyncDeps): EventSync {
  let state: SeqState = initialSeqState(seq);
  let inFlight = false;
  let again = false;
  let disposed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const run = (s: SeqStep) => {
    state = s.state;
    for (const e of s.apply) deps.apply(e);
    if (s.reload) deps.reload();
    if (s.fetchAfter !== null) fetchFrom();
  };

  function fetchFrom() {
    if (disposed) return;
    if (inFlight) {
      again = true;
      return;
    }
    if (retry !== null) {
      clearTimeout(retry);
      retry = null;
    }
    inFlight = true;
    again = false;
    deps.fetchMissed(state.lastSeen).then(
      (missed) => {
        inFlight = false;
        if (disposed) return;
        const rerun = again;
        again = false;
        run(receiveMissed(state, missed));
        if (rerun) run(resubscribed(state));
      },
      () => {
        inFlight = false;
        if (disposed) return;
        state = missedFailed(state).state;
        again = false;
        retry = setTimeout(() => {
          retry = null;
          fetchFrom();
        }, deps.retryMs ?? SUBSCRIPTION_RETRY_MS);
      },
    );
  }

  return {
    receive: (event) => {
      if (!disposed) run(receiveEvent(state, event));
    },
    resubscribed: () => {
      if (!disposed) run(resubscribed(state));
    },
    get lastSeen() {
      return state.lastSeen;
    },
    get syncing() {
      return state.syncing;
    },
    dispose: () => {
      disposed = true;
      if (retry !== null) clearTimeout(retry);
    },
  };
}
