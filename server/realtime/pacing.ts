/**
 * Fan-out pacing. On loopback the syscall, not the JavaScript, is most of a fan-out's cost (~13 µs per socket write,
 * bench/support/socketWriteCost.ts), and one pass over 500 sockets costs ~6 ms whatever each write carries. At 200
 * events/s a pass per event kept a core busy with syscalls and queued everything behind it. So after a pass that
 * was both wide and slow, the next one starts no sooner than a few times that pass's duration after it ended (at
 * once if that time has passed: an idle server adds no delay), and each write then carries every event published
 * meanwhile. Narrow passes (a few sockets per event: most projects) never wait, however long they happened to take:
 * a GC pause or a descheduled thread in one of them is not a reason to hold the next (bench/README.md, issue 14).
 *
 * Nor does pacing engage while unbatched writes would take a modest share of the core (issue 30): waiting only pays
 * when the wait collects several events per write. At 200 events/s to 100 sockets a pass is ~1.5 ms and events come
 * every 5 ms, so a wait of 3 passes collected nothing and only added ~4 ms to most deliveries (p99 20–30 ms paced,
 * 13–14 ms not). The demand is what the frames of the last ~quarter second would cost written one by one, as a share
 * of the time (frame rate × the measured cost of a write): pacing waits only above `minDemand`.
 */
export interface Pacing {
  /** A pass longer than this (ms)... */
  thresholdMs: number;
  /** ...that wrote at least this many sockets makes the next pass wait... */
  minWrites: number;
  /** ...this many times its duration... */
  factor: number;
  /** ...but never longer than this (ms)... */
  maxDelayMs: number;
  /** ...and only while writing every frame on its own would keep at least this share of the core busy... */
  minDemand: number;
  /** ...over about this long (ms): long enough to span several passes, short enough to follow a burst. */
  demandWindowMs: number;
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
  // Half the core: below it unbatched writes leave requests their share; above it they would starve them (1 × 500).
  minDemand: 0.5,
  demandWindowMs: 250,
  now: () => performance.now(),
  later: (flush, ms) => void setTimeout(flush, ms),
};

/** The last pass: when it ended, how long it took, how many sockets it wrote, the demand then (FanOutDemand). */
export interface LastPass {
  end: number;
  ms: number;
  writes: number;
  demand: number;
}

/** How long (ms) the next pass must wait after `last`; 0 = at once (on the immediate schedule). */
export function pacedWait(p: Pacing | null, last: LastPass): number {
  if (!p || last.ms <= p.thresholdMs || last.writes < p.minWrites || last.demand < p.minDemand) return 0;
  return Math.max(0, last.end + Math.min(last.ms * p.factor, p.maxDelayMs) - p.now());
}

/**
 * The share of the core that writing every frame on its own would take: the recent frame rate (frames per ms,
 * smoothed over `windowMs`) times the recent cost of one socket write. It does not fall when pacing batches
 * (batching lowers writes, not frames), so pacing does not switch itself off. It starts from nothing: a server's
 * first burst is paced once the rate has built up (~100 ms at 1 × 500), not on its first pass alone.
 */
export class FanOutDemand {
  private rate = 0;
  private msPerWrite = 0;

  constructor(
    private at: number,
    private readonly windowMs: number,
  ) {}

  /** A pass ended at `now` having written `frames` frames in `writes` writes over `busyMs`; the demand now. */
  update(now: number, frames: number, writes: number, busyMs: number): number {
    if (writes > 0) this.msPerWrite = this.msPerWrite === 0 ? busyMs / writes : this.msPerWrite * 0.8 + (busyMs / writes) * 0.2;
    const since = now - this.at;
    this.at = now;
    if (since > 0) {
      const keep = Math.exp(-since / this.windowMs);
      this.rate = this.rate * keep + (frames / since) * (1 - keep);
    }
    return this.rate * this.msPerWrite;
  }
}

/** REALTIME_PACING: unset = DEFAULT_PACING, 'off' = none, a number = that factor (bench comparisons). */
export function pacingFromEnv(v: string | undefined): Pacing | null {
  if (v === 'off') return null;
  const factor = Number(v);
  return v && Number.isFinite(factor) && factor > 0 ? { ...DEFAULT_PACING, factor } : DEFAULT_PACING;
}
