// The statistics as events move them, without double counting when GET app/inbox/details is fetched again. The
// details answer is the counts as of its `seq`: events up to that seq are already in it, later ones are not. The
// ledger keeps the events applied after the baseline, so a fresh baseline gets exactly the later ones replayed,
// whatever order the answer and the events arrive in.
import { applyEvent, type InboxStatistics } from '../../../domain/inbox/counts';
import type { StoredEvent } from '../../../domain/inbox/events';

export interface StatsLedger {
  /** Null until the first details answer. */
  stats: InboxStatistics | null;
  /** The seq the baseline counts reflect. */
  baseSeq: number;
  /** Events applied with seq > baseSeq, oldest first (bounded: only a stale baseline needs them). */
  recent: StoredEvent[];
}

export const RECENT_EVENTS_KEPT = 500;

export const emptyLedger = (): StatsLedger => ({ stats: null, baseSeq: -1, recent: [] });

const fold = (stats: InboxStatistics, events: readonly StoredEvent[], userId: number) =>
  events.reduce((acc, e) => applyEvent(acc, e.event, e.data, userId), stats);

/** An event was applied: count it unless the baseline already has it. */
export function ledgerApply(ledger: StatsLedger, event: StoredEvent, userId: number): StatsLedger {
  if (event.seq <= ledger.baseSeq || ledger.recent.some((e) => e.seq === event.seq)) return ledger;
  const recent = [...ledger.recent, event].slice(-RECENT_EVENTS_KEPT);
  return { ...ledger, stats: ledger.stats ? fold(ledger.stats, [event], userId) : null, recent };
}

/** A details answer arrived: its counts as of `seq`, plus what happened after it. */
export function ledgerRebase(ledger: StatsLedger, statistics: InboxStatistics, seq: number, userId: number): StatsLedger {
  const recent = ledger.recent.filter((e) => e.seq > seq);
  return { stats: fold(statistics, recent, userId), baseSeq: seq, recent };
}
