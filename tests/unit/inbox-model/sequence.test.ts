// Realtime sequence numbers (events.ts): apply the next event, drop an old one, and on a gap or a reconnect
// fetch what was missed while holding live events, then apply everything in order.
import type { MissedEvents, StoredEvent } from '../../../src/domain/inbox/events';
import {
  classifySeq,
  initialSeqState,
  missedFailed,
  receiveEvent,
  receiveMissed,
  resubscribed,
} from '../../../src/domain/inbox/sequence';

const ev = (seq: number): StoredEvent<'visitor-read'> => ({ seq, event: 'visitor-read', data: { seq, conversationId: 12, time: 1_700_000_000 + seq } });
const seqs = (events: StoredEvent[]) => events.map((e) => e.seq);
const missed = (events: number[], seq: number, reset = false): MissedEvents => ({ events: events.map(ev), seq, reset });

describe('classifySeq', () => {
  it('applies the next number, drops old or repeated ones, and flags a jump as a gap', () => {
    expect(classifySeq(10, 11)).toBe('apply');
    expect(classifySeq(10, 10)).toBe('stale');
    expect(classifySeq(10, 4)).toBe('stale');
    expect(classifySeq(10, 13)).toBe('gap');
  });
});

describe('receiveEvent', () => {
  it('applies events in sequence and remembers the last one', () => {
    const a = receiveEvent(initialSeqState(10), ev(11));
    expect(seqs(a.apply)).toEqual([11]);
    expect(a.fetchAfter).toBeNull();
    const b = receiveEvent(a.state, ev(12));
    expect(seqs(b.apply)).toEqual([12]);
    expect(b.state.lastSeen).toBe(12);
  });

  it('drops a stale event', () => {
    const step = receiveEvent(initialSeqState(10), ev(9));
    expect(step.apply).toEqual([]);
    expect(step.state).toEqual(initialSeqState(10));
  });

  it('on a gap applies nothing, holds the event and asks for what came after the last one seen', () => {
    const step = receiveEvent(initialSeqState(10), ev(13));
    expect(step.apply).toEqual([]);
    expect(step.fetchAfter).toBe(10);
    expect(step.state).toMatchObject({ lastSeen: 10, syncing: true });
    expect(seqs(step.state.held)).toEqual([13]);
  });

  it('while fetching, holds live events (once each, in order) without fetching again', () => {
    let state = receiveEvent(initialSeqState(10), ev(13)).state;
    for (const seq of [15, 14, 14, 9]) {
      const step = receiveEvent(state, ev(seq));
      expect(step.apply).toEqual([]);
      expect(step.fetchAfter).toBeNull();
      state = step.state;
    }
    expect(seqs(state.held)).toEqual([13, 14, 15]);
  });
});

describe('receiveMissed', () => {
  it('applies the missed events, then the held ones, in order, and leaves sync mode', () => {
    let state = receiveEvent(initialSeqState(10), ev(13)).state;
    state = receiveEvent(state, ev(14)).state;
    const step = receiveMissed(state, missed([11, 12, 13], 13));
    expect(seqs(step.apply)).toEqual([11, 12, 13, 14]);
    expect(step.state).toEqual({ lastSeen: 14, syncing: false, held: [] });
    expect(step.fetchAfter).toBeNull();
    expect(step.reload).toBe(false);
  });

  it('trusts the server list up to its seq even when it skips numbers', () => {
    const state = receiveEvent(initialSeqState(10), ev(16)).state;
    const step = receiveMissed(state, missed([11, 13], 15));
    expect(seqs(step.apply)).toEqual([11, 13, 16]);
    expect(step.state.lastSeen).toBe(16);
  });

  it('skips missed events already applied and sorts an unsorted answer', () => {
    const state = { lastSeen: 12, syncing: true, held: [] };
    expect(seqs(receiveMissed(state, missed([14, 12, 13], 14)).apply)).toEqual([13, 14]);
  });

  it('fetches again when a hole remains among the held events', () => {
    let state = receiveEvent(initialSeqState(10), ev(12)).state;
    state = receiveEvent(state, ev(20)).state;
    const step = receiveMissed(state, missed([11, 12], 12));
    expect(seqs(step.apply)).toEqual([11, 12]);
    expect(step.fetchAfter).toBe(12);
    expect(step.state).toMatchObject({ lastSeen: 12, syncing: true });
    expect(seqs(step.state.held)).toEqual([20]);
  });

  it('asks for a full reload when the gap is older than the server keeps', () => {
    const state = receiveEvent(initialSeqState(10), ev(500)).state;
    const step = receiveMissed(state, missed([], 520, true));
    expect(step.reload).toBe(true);
    expect(step.apply).toEqual([]);
    expect(step.state).toEqual({ lastSeen: 520, syncing: false, held: [] });
  });
});

describe('reconnect and retry', () => {
  it('after a resubscribe fetches from the last event seen, then resumes', () => {
    const step = resubscribed(initialSeqState(30));
    expect(step.fetchAfter).toBe(30);
    expect(step.state.syncing).toBe(true);
    const done = receiveMissed(step.state, missed([], 30));
    expect(done.state).toEqual({ lastSeen: 30, syncing: false, held: [] });
    expect(seqs(receiveEvent(done.state, ev(31)).apply)).toEqual([31]);
  });

  it('after a failed fetch asks again from the same place and keeps what it holds', () => {
    const state = receiveEvent(initialSeqState(10), ev(12)).state;
    const step = missedFailed(state);
    expect(step.fetchAfter).toBe(10);
    expect(seqs(step.state.held)).toEqual([12]);
    expect(step.state.syncing).toBe(true);
  });
});
