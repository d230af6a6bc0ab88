/**
 * Socket writes of one event-loop turn leave together. Each socket a frame goes to is corked on its first frame
 * of the turn and uncorked once, in setImmediate (after the turn's I/O callbacks), so the frames of every event
 * published meanwhile go out in one writev per socket instead of one each. On loopback the syscall, not the
 * JavaScript, is most of a fan-out's cost (bench/README.md: ~13 µs per socket write); an idle server adds no delay,
 * a busy one sends its backlog in batches instead of falling behind.
 *
 * Pacing (optional): when a flush was expensive (hundreds of sockets), the next one starts no sooner than a few
 * times that flush's duration after it ended (at once if that time has passed: an idle server adds no delay). Writes then take about a quarter of the process's time, and each write carries
 * the frames of every event published meanwhile: at 200 events/s to 500 sockets a write per socket per event kept
 * one core busy with syscalls and queued everything behind it (bench/README.md, "Fan-out pacing"). Cheap flushes
 * (a few sockets) keep the setImmediate schedule: no added delay where it buys nothing.
 */

/** What a batch needs of a socket: node's net.Socket has all three. */
export interface Corkable {
  cork(): void;
  uncork(): void;
  readonly destroyed: boolean;
}

export interface Pacing {
  /** A flush longer than this (ms) makes the next batch wait. */
  thresholdMs: number;
  /** The wait is this many times the last flush's duration... */
  factor: number;
  /** ...but never longer than this (ms). */
  maxDelayMs: number;
  now(): number;
  later(flush: () => void, ms: number): void;
}

export const DEFAULT_PACING: Pacing = {
  thresholdMs: 1,
  // One pass over 500 loopback sockets costs ~6 ms of syscalls whatever it carries: waiting ~3 passes (≤ 20 ms)
  // keeps writes near a quarter of a core at any event rate, at ≤ 20 ms of added delay (issue 14: p99 ≤ 50 ms).
  factor: 3,
  maxDelayMs: 20,
  now: () => performance.now(),
  later: (flush, ms) => void setTimeout(flush, ms),
};

export class WriteBatch {
  private held: Corkable[] = [];
  private readonly holding = new Set<Corkable>();
  private scheduled = false;
  /** Duration of the last flush (ms), when pacing. */
  private lastFlushMs = 0;
  private lastFlushEnd = 0;
  /** Flushes and sockets written (diagnostics, bench). */
  flushes = 0;
  writes = 0;

  constructor(
    private readonly schedule: (flush: () => void) => void = (flush) => void setImmediate(flush),
    private readonly pacing: Pacing | null = null,
  ) {}

  /** Holds the socket's writes until the end of this turn (idempotent within a turn). */
  hold(socket: Corkable): void {
    if (this.holding.has(socket) || socket.destroyed) return;
    socket.cork();
    this.holding.add(socket);
    this.held.push(socket);
    if (!this.scheduled) {
      this.scheduled = true;
      const p = this.pacing;
      const wait = p && this.lastFlushMs > p.thresholdMs ? this.lastFlushEnd + Math.min(this.lastFlushMs * p.factor, p.maxDelayMs) - p.now() : 0;
      if (wait > 0) p!.later(this.flush, wait);
      else this.schedule(this.flush);
    }
  }

  /** Sends everything held (also safe to call directly, e.g. before closing). */
  readonly flush = (): void => {
    this.scheduled = false;
    const sockets = this.held;
    this.held = [];
    this.holding.clear();
    const started = this.pacing ? this.pacing.now() : 0;
    for (const socket of sockets) if (!socket.destroyed) socket.uncork();
    if (this.pacing) {
      this.lastFlushEnd = this.pacing.now();
      this.lastFlushMs = this.lastFlushEnd - started;
    }
    this.flushes += 1;
    this.writes += sockets.length;
  };
}
