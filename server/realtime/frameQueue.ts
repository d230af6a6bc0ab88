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
 * a pass is under way join it for sockets it has still to write, and wait for the next pass for sockets it has
 * written (each socket's frames stay in order, and a pass ends however fast events arrive).
 */
import { FanOutDemand, pacedWait, type LastPass, type Pacing } from './pacing';

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
  /** Frames for the next pass. */
  private pending = new Map<FrameSink, Buffer[]>();
  /** The pass under way: the sockets it has still to write (their frames, oldest first), its slices so far. */
  private pass: { queues: Map<FrameSink, Buffer[]>; busyMs: number; writes: number; frames: number; joined: Map<string, Buffer> } | null = null;
  private scheduled = false;
  private last: LastPass = { end: 0, ms: 0, writes: 0, demand: 0 };
  private readonly demand: FanOutDemand;
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
    this.demand = new FanOutDemand(this.now(), pacing?.demandWindowMs ?? 1);
  }

  /** Queues `frame` (whole websocket frame bytes) for `socket`. A socket the pass under way has still to write takes
   *  it in that pass; one it has written already waits for the next pass (so a pass ends, and pacing batches). */
  push(socket: FrameSink, frame: Buffer): void {
    const inPass = this.pass?.queues.get(socket);
    if (inPass) {
      inPass.push(frame);
      return;
    }
    const queue = this.pending.get(socket);
    if (queue) {
      queue.push(frame);
      return;
    }
    if (socket.destroyed) return;
    this.pending.set(socket, [frame]);
    if (!this.scheduled && !this.pass) this.scheduleNext();
  }

  /** Writes one socket's queued frames now (before something else is written to it, e.g. a close frame). */
  flushSocket(socket: FrameSink): void {
    const frames = [...(this.pass?.queues.get(socket) ?? []), ...(this.pending.get(socket) ?? [])];
    this.pass?.queues.delete(socket);
    this.pending.delete(socket);
    if (frames.length && !socket.destroyed) socket.write(frames.length === 1 ? frames[0]! : Buffer.concat(frames));
  }

  /** Writes every queued frame now, in one go (safe to call directly, e.g. before closing). */
  readonly flush = (): void => {
    if (this.pass) this.write(Infinity);
    if (this.pending.size) this.write(Infinity);
  };

  private scheduleNext(): void {
    this.scheduled = true;
    const wait = pacedWait(this.pacing, this.last);
    if (wait > 0) this.pacing!.later(this.sliced, wait);
    else this.schedule(this.sliced);
  }

  private readonly sliced = (): void => {
    this.scheduled = false;
    this.write(this.sliceMs);
  };

  private write(sliceMs: number): void {
    if (!this.pass) {
      if (!this.pending.size) return;
      this.pass = { queues: this.pending, busyMs: 0, writes: 0, frames: 0, joined: new Map() };
      this.pending = new Map();
    }
    const pass = this.pass;
    const started = this.now();
    let n = 0;
    for (const [socket, queue] of pass.queues) {
      pass.queues.delete(socket);
      pass.frames += queue.length;
      if (!socket.destroyed) {
        socket.write(queue.length === 1 ? queue[0]! : joinShared(queue, pass.joined));
        pass.writes += 1;
      }
      if (++n % CLOCK_EVERY === 0 && this.now() - started >= sliceMs) break;
    }
    const ended = this.now();
    pass.busyMs += ended - started;
    this.slices += 1;
    if (pass.queues.size > 0) {
      // The rest after the I/O that waited meanwhile.
      if (!this.scheduled) {
        this.scheduled = true;
        this.schedule(this.sliced);
      }
      return;
    }
    this.pass = null;
    this.writes += pass.writes;
    this.frames += pass.frames;
    this.flushes += 1;
    if (this.pacing) this.last = { end: ended, ms: pass.busyMs, writes: pass.writes, demand: this.demand.update(ended, pass.frames, pass.writes, pass.busyMs) };
    // What arrived for sockets already written goes out in the next pass, paced after this one.
    if (this.pending.size && !this.scheduled) this.scheduleNext();
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
