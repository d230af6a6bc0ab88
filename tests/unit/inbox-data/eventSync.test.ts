// Events in sequence: the next one applies, stale ones are dropped, a gap fetches app/inbox/events and applies the
// missed ones in order before the held live ones, a reset reloads, a failed fetch retries, a resubscription
// during a fetch fetches again.
import type { MissedEvents, StoredEvent } from '../../../src/domain/inbox/events';
import { asStoredEvent, createEventSync } from '../../../src/custom/inbox/data/eventSync';
import { buildConversation, event } from './builders';

const star = (seq: number) => event('star', seq, { conversationId: 1, starred: true, conversation: buildConversation() });

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(seq = 10) {
  const applied: number[] = [];
  const fetches: Array<{ after: number; answer: ReturnType<typeof deferred<MissedEvents>> }> = [];
  const reload = vi.fn();
  const sync = createEventSync(seq, {
    fetchMissed: (after) => {
      const answer = deferred<MissedEvents>();
      fetches.push({ after, answer });
      return answer.promise;
    },
    apply: (e: StoredEvent) => applied.push(e.seq),
    reload,
    retryMs: 2000,
  });
  return { sync, applied, fetches, reload };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('event sync', () => {
  it('applies the next event and drops stale ones', () => {
    const { sync, applied, fetches } = setup();
    sync.receive(star(11));
    sync.receive(star(11));
    sync.receive(star(9));
    sync.receive(star(12));
    expect(applied).toEqual([11, 12]);
    expect(fetches).toHaveLength(0);
  });

  it('on a gap fetches after the last seen and applies missed then held events in order', async () => {
    const { sync, applied, fetches } = setup();
    sync.receive(star(13));
    sync.receive(star(14));
    expect(fetches.map((f) => f.after)).toEqual([10]);
    expect(applied).toEqual([]);
    fetches[0]!.answer.resolve({ events: [star(12), star(11)], seq: 12, reset: false });
    await flush();
    expect(applied).toEqual([11, 12, 13, 14]);
    expect(sync.lastSeen).toBe(14);
    expect(sync.syncing).toBe(false);
  });

  it('fetches after every (re)subscription and again if one happens during a fetch', async () => {
    const { sync, applied, fetches } = setup();
    sync.resubscribed();
    sync.resubscribed();
    expect(fetches).toHaveLength(1);
    fetches[0]!.answer.resolve({ events: [star(11)], seq: 11, reset: false });
    await flush();
    expect(fetches.map((f) => f.after)).toEqual([10, 11]);
    fetches[1]!.answer.resolve({ events: [star(12)], seq: 12, reset: false });
    await flush();
    expect(applied).toEqual([11, 12]);
  });

  it('reloads when the gap is older than the server keeps', async () => {
    const { sync, applied, fetches, reload } = setup();
    sync.receive(star(50));
    fetches[0]!.answer.resolve({ events: [], seq: 60, reset: true });
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(applied).toEqual([]);
    expect(sync.lastSeen).toBe(60);
    sync.receive(star(61));
    expect(applied).toEqual([61]);
  });

  it('retries a failed fetch after the delay, holding live events meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const { sync, applied, fetches } = setup();
      sync.receive(star(12));
      fetches[0]!.answer.reject(new Error('offline'));
      await vi.advanceTimersByTimeAsync(0);
      sync.receive(star(13));
      expect(fetches).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2000);
      expect(fetches.map((f) => f.after)).toEqual([10, 10]);
      fetches[1]!.answer.resolve({ events: [star(11)], seq: 11, reset: false });
      await vi.advanceTimersByTimeAsync(0);
      expect(applied).toEqual([11, 12, 13]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing once disposed', async () => {
    const { sync, applied, fetches } = setup();
    sync.receive(star(12));
    sync.dispose();
    fetches[0]!.answer.resolve({ events: [star(11)], seq: 11, reset: false });
    await flush();
    sync.receive(star(13));
    expect(applied).toEqual([]);
  });
});

describe('asStoredEvent', () => {
  it('takes inbox events with a sequence number and nothing else', () => {
    expect(asStoredEvent('star', { seq: 4, conversationId: 1 })).toEqual({ seq: 4, event: 'star', data: { seq: 4, conversationId: 1 } });
    expect(asStoredEvent('star', { conversationId: 1 })).toBeNull();
    expect(asStoredEvent('client-typing', { seq: 4 })).toBeNull();
    expect(asStoredEvent('star', 'nope')).toBeNull();
  });
});
