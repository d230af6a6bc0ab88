/**
 * The fan-out's socket writes: frames for a socket queue up during an event-loop turn (flushed in setImmediate,
 * after the turn's I/O callbacks, or later when paced: pacing.ts) and leave in ONE write per socket, the queued
 * frames joined into one buffer. Sockets that queued the same frames (every subscriber of a channel, usually)
 * share that joined buffer: it is built once per flush, not per socket. We write it ourselves rather than cork and
 * uncork each socket: node's Writable did its buffering bookkeeping for every frame of every socket, ~2 µs per
 * frame in the profile of 200 msg/s to 500 sockets.
 *
 * A pass yields: after about `sliceMs` of writes it stops and goes on in a later setImmediate, so the requests whose
 * bytes arrived meanwhile run in between. A pass over 500 sockets is ~6 ms of syscalls; written in one go it held
 * every waiting request that long (issue 30: no fan-out holds the event loop more than ~2 ms). Frames pushed while
 * a pass is under way join their socket's queue (still in order: a socket is written once it leaves the queue).
 */
import { pacedWait, type LastPass, type Pacing } from './pacing';

/** What a queue needs of a socket: node's net.Socket has both. */
export interface FrameSink {
  write(chunk: Buffer): boolean;
  readonly destroyed: boolean;
}

const ids = new WeakMap<Buffer, number>();
let nextId = 1;
const idOf = (b: Buffer) => {
  let id = ids.get(b);
  if (id === undefined) ids.set(b, (id = nextId++));
  return id;
};

/** How long (ms) one slice of a pass may write before the rest waits for the next turn. */
export const DEFAULT_SLICE_MS = 1;
/** The clock is read every this many writes (a write is ~12 µs, so a slice overshoots by ~0.1 ms at most). */
const CLOCK_EVERY = 8;

export class FrameQueues {
  private readonly pending = new Map<FrameSink, Buffer[]>();
  private scheduled = false;
  /** The pass under way (its slices so far), or null between passes. */
  private pass: { busyMs: number; writes: number; joined: Map<string, Buffer> } | null = null;
  private last: LastPass = { end: 0, ms: 0, writes: 0 };
  private readonly now: () => number;
  /** Passes, slices and socket writes so far (diagnostics, bench). */
  flushes = 0;
  slices = 0;
  writes = 0;
  frames = 0;

  constructor(
    private readonly schedule: (flush: () => void) => void = (flush) => void setImmediate(flush),
    private readonly pacing: Pacing | null = null,
    private readonly sliceMs: number = DEFAULT_SLICE_MS,
  ) {
    this.now = pacing ? pacing.now : () => performance.now();
  }

  /** Queues `frame` (whole websocket frame bytes) for `socket`. */
  push(socket: FrameSink, frame: Buffer): void {
    const queue = this.pending.get(socket);
    if (queue) {
      queue.push(frame);
      return;
    }
    if (socket.destroyed) return;
    this.pending.set(socket, [frame]);
    if (this.scheduled) return;
    this.scheduled = true;
    const wait = pacedWait(this.pacing, this.last);
    if (wait > 0) this.pacing!.later(this.sliced, wait);
    else this.schedule(this.sliced);
  }

  /** Writes one socket's queued frames now (before something else is written to it, e.g. a close frame). */
  flushSocket(socket: FrameSink): void {
    const queue = this.pending.get(socket);
    if (!queue) return;
    this.pending.delete(socket);
    if (!socket.destroyed) socket.write(queue.length === 1 ? queue[0]! : Buffer.concat(queue));
  }

  /** Writes every queued frame now, in one go (safe to call directly, e.g. before closing). */
  readonly flush = (): void => this.write(Infinity);

  private readonly sliced = (): void => this.write(this.sliceMs);

  private write(sliceMs: number): void {
    const started = this.now();
    const pass = (this.pass ??= { busyMs: 0, writes: 0, joined: new Map() });
    let n = 0;
    for (const [socket, queue] of this.pending) {
      this.pending.delete(socket);
      this.frames += queue.length;
      if (!socket.destroyed) {
        socket.write(queue.length === 1 ? queue[0]! : joinShared(queue, pass.joined));
        pass.writes += 1;
      }
      if (++n % CLOCK_EVERY === 0 && this.now() - started >= sliceMs) break;
    }
    const ended = this.now();
    pass.busyMs += ended - started;
    this.slices += 1;
    if (this.pending.size > 0) {
      // The rest after the I/O that waited meanwhile; `scheduled` stays set, so pushes join this pass.
      this.scheduled = true;
      this.schedule(this.sliced);
      return;
    }
    this.scheduled = false;
    this.pass = null;
    this.writes += pass.writes;
    this.flushes += 1;
    if (this.pacing) this.last = { end: ended, ms: pass.busyMs, writes: pass.writes };
  }
}

/** Several frames for one socket as one buffer; sockets that queued the same frames share it. */
function joinShared(queue: Buffer[], joined: Map<string, Buffer>): Buffer {
  let key = '';
  for (const b of queue) key += `${idOf(b)},`;
  let out = joined.get(key);
  if (!out) joined.set(key, (out = Buffer.concat(queue)));
  return out;
}
