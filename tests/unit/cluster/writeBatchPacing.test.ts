// Fan-out pacing: after an expensive flush the next one starts no sooner than factor x its duration after it ended
// (capped; at once when that time has passed); cheap flushes keep the immediate schedule.
import { WriteBatch, type Corkable, type Pacing } from '../../../server/realtime/writeBatch';

function harness(flushCostMs: () => number) {
  let clock = 0;
  const immediate: Array<() => void> = [];
  const delayed: Array<{ fn: () => void; ms: number }> = [];
  const pacing: Pacing = { thresholdMs: 1, factor: 1, maxDelayMs: 10, now: () => clock, later: (fn, ms) => void delayed.push({ fn, ms }) };
  const batch = new WriteBatch((fn) => void immediate.push(fn), pacing);
  const socket = (): Corkable => ({ destroyed: false, cork: () => undefined, uncork: () => (clock += flushCostMs() / 1000) });
  return { batch, socket, immediate, delayed, advance: (ms: number) => void (clock += ms) };
}

describe('WriteBatch pacing', () => {
  it('a cheap flush keeps the immediate schedule', () => {
    const h = harness(() => 10); // 10 µs per socket
    h.batch.hold(h.socket());
    h.immediate.shift()!();
    h.batch.hold(h.socket());
    expect(h.immediate).toHaveLength(1);
    expect(h.delayed).toHaveLength(0);
  });

  it('after a flush of 500 sockets the next batch waits as long as it took, at most maxDelayMs', () => {
    const h = harness(() => 12);
    for (let i = 0; i < 500; i++) h.batch.hold(h.socket());
    h.immediate.shift()!(); // 6 ms of writes
    h.batch.hold(h.socket());
    expect(h.immediate).toHaveLength(0);
    expect(h.delayed[0]!.ms).toBeCloseTo(6, 5);
    // An idle spell longer than the wait: no delay.
    const idle = harness(() => 12);
    for (let i = 0; i < 500; i++) idle.batch.hold(idle.socket());
    idle.immediate.shift()!();
    idle.advance(50);
    idle.batch.hold(idle.socket());
    expect(idle.delayed).toHaveLength(0);
    expect(idle.immediate).toHaveLength(1);
    const slow = harness(() => 40);
    for (let i = 0; i < 500; i++) slow.batch.hold(slow.socket());
    slow.immediate.shift()!(); // 20 ms
    slow.batch.hold(slow.socket());
    expect(slow.delayed[0]!.ms).toBe(10);
  });
});
