/**
 * Fan-out pacing. On loopback the syscall, not the JavaScript, is most of a fan-out's cost (~13 µs per socket write,
 * bench/support/socketWriteCost.ts), and one pass over 500 sockets costs ~6 ms whatever each write carries. At 200
 * events/s a pass per event kept a core busy with syscalls and queued everything behind it. So after a pass that
 * was both wide and slow, the next one starts no sooner than a few times that pass's duration after it ended (at
 * once if that time has passed: an idle server adds no delay), and each write then carries every event published
 * meanwhile. Narrow passes (a few sockets per event: most projects) never wait, however long they happened to take:
 * a GC pause or a descheduled thread in one of them is not a reason to hold the next (bench/README.md, issue 14).
 */
export interface Pacing {
  /** A pass longer than this (ms)... */
  thresholdMs: number;
  /** ...that wrote at least this many sockets makes the next pass wait... */
  minWrites: number;
  /** ...this many times its duration... */
  factor: number;
  /** ...but never longer than this (ms). */
  maxDelayMs: number;
  now(): number;
  later(flush: () => void, ms: number): void;
}

export const DEFAULT_PACING: Pacing = {
  thresholdMs: 1,
  // 64 sockets cost ~0.8 ms of writes: below that a pass is cheap by construction, and pacing only adds delay.
  minWrites: 64,
  // Waiting ~3 passes (≤ 20 ms) keeps writes near a quarter of a core at any event rate, at ≤ 20 ms of added
  // delay (issue 14: p99 ≤ 50 ms for 500 sockets on one channel).
  factor: 3,
  maxDelayMs: 20,
  now: () => performance.now(),
  later: (flush, ms) => void setTimeout(flush, ms),
};

/** The last pass: when it ended, how long it took, how many sockets it wrote. */
export interface LastPass {
  end: number;
  ms: number;
  writes: number;
}

/** How long (ms) the next pass must wait after `last`; 0 = at once (on the immediate schedule). */
export function pacedWait(p: Pacing | null, last: LastPass): number {
  if (!p || last.ms <= p.thresholdMs || last.writes < p.minWrites) return 0;
  return Math.max(0, last.end + Math.min(last.ms * p.factor, p.maxDelayMs) - p.now());
}

/** REALTIME_PACING: unset = DEFAULT_PACING, 'off' = none, a number = that factor (bench comparisons). */
export function pacingFromEnv(v: string | undefined): Pacing | null {
  if (v === 'off') return null;
  const factor = Number(v);
  return v && Number.isFinite(factor) && factor > 0 ? { ...DEFAULT_PACING, factor } : DEFAULT_PACING;
}
