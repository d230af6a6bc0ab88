// The fan-out's write queue: one write per socket per flush, frames in order, one joined buffer shared by sockets
// that queued the same frames, a socket's queue written before its close.
import { FrameQueues, type FrameSink } from '../../../server/realtime/frameQueue';
import { DEFAULT_PACING, pacingFromEnv } from '../../../server/realtime/pacing';

function sink() {
  const writes: Buffer[] = [];
  const s: FrameSink & { writes: Buffer[] } = { writes, destroyed: false, write: (b: Buffer) => (writes.push(b), true) };
  return s;
}

describe('FrameQueues', () => {
  it('writes each socket once per flush, frames joined in order, the joined buffer shared', () => {
    let pending: (() => void) | null = null;
    const q = new FrameQueues((f) => (pending = f));
    const [a, b, c] = [sink(), sink(), sink()];
    const f1 = Buffer.from('one');
    const f2 = Buffer.from('two');
    for (const s of [a, b]) {
      q.push(s, f1);
      q.push(s, f2);
    }
    q.push(c, f2);
    expect(a.writes).toHaveLength(0);
    pending!();
    expect(a.writes.map(String)).toEqual(['onetwo']);
    expect(b.writes[0]).toBe(a.writes[0]); // built once
    expect(c.writes[0]).toBe(f2); // a single frame goes as is
    expect(q.writes).toBe(3);
    expect(q.frames).toBe(5);
  });

  it("flushSocket writes one socket's queue now (before a close frame); destroyed sockets are skipped", () => {
    let pending: (() => void) | null = null;
    const q = new FrameQueues((f) => (pending = f));
    const a = sink();
    const dead = sink();
    q.push(a, Buffer.from('x'));
    q.push(dead, Buffer.from('y'));
    q.flushSocket(a);
    expect(a.writes.map(String)).toEqual(['x']);
    (dead as { destroyed: boolean }).destroyed = true;
    pending!();
    expect(a.writes).toHaveLength(1);
    expect(dead.writes).toHaveLength(0);
  });
});

describe('FrameQueues pacing', () => {
  /** A queue with DEFAULT_PACING's rules on a fake clock, after one pass over `sockets` sockets at `µsEach`. The
   *  demand follows that pass alone (a 1 ms window): these tests are about the wait, the next block about the demand. */
  function paced(sockets = 500, µsEach = 12) {
    const h = { clock: 0, immediate: [] as Array<() => void>, delayed: [] as number[] };
    const q = new FrameQueues((f) => void h.immediate.push(f), {
      ...DEFAULT_PACING,
      demandWindowMs: 1,
      now: () => h.clock,
      later: (_fn, ms) => void h.delayed.push(ms),
    });
    const costly = (): FrameSink => ({ destroyed: false, write: () => ((h.clock += µsEach / 1000), true) });
    for (let i = 0; i < sockets; i++) q.push(costly(), Buffer.from('f'));
    // 500 x 12 µs: a 6 ms pass, written in slices of ~1 ms (each its own turn)
    let slices = 0;
    while (h.immediate.length) {
      h.immediate.shift()!();
      slices++;
    }
    return { q, h, slices };
  }

  it('after an expensive flush the next starts factor x its duration after it ended', () => {
    const { q, h } = paced();
    h.clock += 2;
    q.push(sink(), Buffer.from('g'));
    expect(h.immediate).toHaveLength(0);
    expect(h.delayed[0]).toBeCloseTo(16, 5); // 3 x 6 ms after the pass ended, 2 ms of which have gone by
  });

  it('the wait is capped at maxDelayMs', () => {
    const { q, h } = paced(500, 100); // a 50 ms pass
    q.push(sink(), Buffer.from('g'));
    expect(h.delayed[0]).toBeCloseTo(DEFAULT_PACING.maxDelayMs, 5);
  });

  it('a narrow pass never delays the next, however long it took (a GC pause is not a reason to wait)', () => {
    const { q, h } = paced(5, 2000); // 5 sockets, 10 ms
    q.push(sink(), Buffer.from('g'));
    expect(h.delayed).toHaveLength(0);
    expect(h.immediate).toHaveLength(1);
  });

  it('after an idle spell longer than that, at once', () => {
    const { q, h } = paced();
    h.clock += 100;
    q.push(sink(), Buffer.from('g'));
    expect(h.delayed).toHaveLength(0);
    expect(h.immediate).toHaveLength(1);
  });
});

describe('FrameQueues slices (issue 30: a fan-out never holds the event loop for long)', () => {
  function timed(sockets: number, µsEach: number, sliceMs?: number) {
    const h = { clock: 0, immediate: [] as Array<() => void> };
    // A paced pass runs after the current turns here (the fake clock has no timers).
    const clock = { ...DEFAULT_PACING, now: () => h.clock, later: (f: () => void) => void h.immediate.push(f) };
    const q = new FrameQueues((f) => void h.immediate.push(f), clock, sliceMs);
    const sinks = Array.from({ length: sockets }, () => {
      const writes: Buffer[] = [];
      return { writes, destroyed: false, write: (b: Buffer) => ((h.clock += µsEach / 1000), writes.push(b), true) };
    });
    return { q, h, sinks };
  }

  it('a wide pass is written in slices of about sliceMs, each in its own turn, and every socket gets its frame once', () => {
    const { q, h, sinks } = timed(500, 12);
    for (const s of sinks) q.push(s, Buffer.from('f'));
    const longest: number[] = [];
    while (h.immediate.length) {
      const before = h.clock;
      h.immediate.shift()!();
      longest.push(h.clock - before);
    }
    expect(longest.length).toBeGreaterThanOrEqual(6); // 6 ms of writes
    expect(Math.max(...longest)).toBeLessThan(1.2); // 1 ms + at most CLOCK_EVERY writes
    expect(sinks.every((s) => s.writes.length === 1)).toBe(true);
    expect(q.flushes).toBe(1); // one pass
    expect(q.slices).toBe(longest.length);
  });

  it('frames pushed mid-pass keep each socket in order: a socket not yet written gets both in this pass, a written one in the next pass', () => {
    const { q, h, sinks } = timed(200, 12);
    const a = Buffer.from('a');
    for (const s of sinks) q.push(s, a);
    h.immediate.shift()!(); // the first slice wrote the first ~84 sockets
    const b = Buffer.from('b');
    for (const s of sinks) q.push(s, b);
    expect(h.immediate).toHaveLength(1); // the pass goes on; no second schedule
    while (h.immediate.length) h.immediate.shift()!(); // its slices, then the (paced) second pass
    for (const s of sinks) expect(s.writes.map(String).join('')).toBe('ab');
    expect(sinks[0]!.writes.map(String)).toEqual(['a', 'b']);
    expect(sinks[199]!.writes.map(String)).toEqual(['ab']);
    expect(q.flushes).toBe(2); // the first pass ended; the written sockets' 'b' went in a second
  });

  it('a pass ends even while events keep coming: written sockets wait for the next pass, which pacing may delay', () => {
    const h = { clock: 0, immediate: [] as Array<() => void>, delayed: [] as Array<() => void> };
    const q = new FrameQueues((f) => void h.immediate.push(f), { ...DEFAULT_PACING, demandWindowMs: 1, now: () => h.clock, later: (f) => void h.delayed.push(f) });
    const sinks = Array.from({ length: 500 }, () => {
      const s = { writes: 0, destroyed: false, write: () => ((h.clock += 0.012), s.writes++, true) };
      return s;
    });
    for (const s of sinks) q.push(s as unknown as FrameSink, Buffer.from('e0'));
    for (let slice = 0; h.immediate.length; slice++) {
      h.immediate.shift()!();
      for (const s of sinks) q.push(s as unknown as FrameSink, Buffer.from(`e${slice + 1}`)); // an event per slice
    }
    expect(q.flushes).toBe(1);
    expect(sinks.every((s) => s.writes === 1)).toBe(true); // one write per socket in the pass
    expect(h.delayed).toHaveLength(1); // the next pass (with every event since) waits: the pass was wide and slow
  });

  it('flush() (before a shutdown) writes everything at once, whatever the slice', () => {
    const { q, h, sinks } = timed(300, 12);
    for (const s of sinks) q.push(s, Buffer.from('f'));
    q.flush();
    expect(sinks.every((s) => s.writes.length === 1)).toBe(true);
    h.immediate.shift()?.(); // the scheduled slice finds nothing left
    expect(sinks.every((s) => s.writes.length === 1)).toBe(true);
  });
});

describe('pacingFromEnv', () => {
  it("reads REALTIME_PACING: unset = the default, 'off' = none, a number = that factor", () => {
    expect(pacingFromEnv(undefined)).toBe(DEFAULT_PACING);
    expect(pacingFromEnv('off')).toBeNull();
    expect(pacingFromEnv('1.5')?.factor).toBe(1.5);
    expect(pacingFromEnv('nonsense')).toBe(DEFAULT_PACING);
  });
});

describe('FrameQueues pacing follows the demand (issue 30)', () => {
  /** Events every `gapMs` for `seconds` to `sockets` sockets at `µsEach` a write, simulated on a fake clock (events
   *  arrive on time whether or not a pass is under way); the waits pacing asked for. */
  function sustained(sockets: number, µsEach: number, gapMs: number, seconds = 1) {
    const h = { clock: 0, immediate: [] as Array<() => void>, delayed: [] as Array<{ fn: () => void; at: number }> };
    const waits: number[] = [];
    const q = new FrameQueues((f) => void h.immediate.push(f), {
      ...DEFAULT_PACING,
      now: () => h.clock,
      later: (fn, ms) => (waits.push(ms), void h.delayed.push({ fn, at: h.clock + ms })),
    });
    const sinks = Array.from({ length: sockets }, (): FrameSink => ({ destroyed: false, write: () => ((h.clock += µsEach / 1000), true) }));
    const end = seconds * 1000;
    let next = 0;
    for (;;) {
      for (; next < end && next <= h.clock; next += gapMs) for (const s of sinks) q.push(s, Buffer.from('e'));
      if (h.immediate.length) {
        h.immediate.shift()!();
        continue;
      }
      h.delayed.sort((a, b) => a.at - b.at);
      const timer = h.delayed[0];
      if (timer && (next >= end || timer.at <= next)) {
        h.delayed.shift();
        h.clock = Math.max(h.clock, timer.at);
        timer.fn();
      } else if (next < end) h.clock = next;
      else break;
    }
    return { q, waits, events: end / gapMs };
  }

  it('100 sockets at 200 events/s (writes ~30% of a core): never waits, a write per socket per event', () => {
    const { q, waits, events } = sustained(100, 15, 5);
    expect(waits).toHaveLength(0);
    expect(q.writes).toBe(events * 100);
  });

  it('500 sockets at 200 events/s (writes would take the whole core): waits, and writes carry several events each', () => {
    const { q, waits, events } = sustained(500, 12, 5);
    expect(waits.length).toBeGreaterThan(10);
    expect(q.frames).toBe(events * 500); // nothing lost
    expect(q.writes).toBeLessThan(q.frames / 2);
  });
});
