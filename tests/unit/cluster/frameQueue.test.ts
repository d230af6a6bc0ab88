// The fan-out's write queue: one write per socket per flush, frames in order, one joined buffer shared by sockets
// that queued the same frames, a socket's queue written before its close.
import { FrameQueues, type FrameSink } from '../../../server/realtime/frameQueue';

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
