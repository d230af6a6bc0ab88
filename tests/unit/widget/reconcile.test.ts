// Message reconciliation: optimistic messages are replaced by the server's copy (by clientId), updates replace by
// id, duplicates from realtime + POST + catch-up collapse, and order follows positions.
import { describe, expect, it } from 'vitest';
import { newClientId } from '../../../src/domain/inbox/sending';
import { lastPos, markSending, mergeMessages, pendingMessage, upsertMessage } from '../../../widget/src/reconcile';
import { wire } from './builders';

const pending = (clientId: string, text = 'hi') => pendingMessage({ clientId, text, senderName: 'Vera', visitorId: 'v1', now: 1 });

describe('reconcile', () => {
  it("replaces the visitor's pending message with the server copy carrying the same clientId", () => {
    const list = [wire({ id: 1, pos: 1 }), pending('c1', 'hello')];
    const confirmed = wire({ id: 2, pos: 2, senderType: 'visitor', text: 'hello', clientId: 'c1' });
    const next = upsertMessage(list, confirmed);
    expect(next.map((m) => [m.id, m.text, m.sending])).toEqual([
      [1, 'message 1', undefined],
      [2, 'hello', undefined],
    ]);
  });

  it('keeps one copy when realtime, the POST answer and a catch-up all deliver the same message', () => {
    const m = wire({ id: 7, pos: 3 });
    const once = mergeMessages([], [m]);
    const twice = mergeMessages(once, [m, { ...m }]);
    expect(twice).toBe(once); // nothing changed: same array, no re-render
    expect(twice).toHaveLength(1);
  });

  it('replaces by id on message-update and sorts by position, pending ones last', () => {
    const list = mergeMessages([pending('c9')], [wire({ id: 5, pos: 2 }), wire({ id: 4, pos: 1 })]);
    expect(list.map((m) => m.pos)).toEqual([1, 2, 0]);
    const updated = upsertMessage(list, wire({ id: 5, pos: 2, text: 'edited' }));
    expect(updated.map((m) => m.text)).toEqual(['message 4', 'edited', 'hi']);
  });

  it('marks a failed send and takes it back to pending on retry; lastPos ignores unconfirmed messages', () => {
    const list = [wire({ id: 3, pos: 9 }), pending('c2')];
    const failed = markSending(list, 'c2', 'failed');
    expect(failed[1]!.sending).toBe('failed');
    expect(markSending(failed, 'c2', 'pending')[1]!.sending).toBe('pending');
    expect(lastPos(failed)).toBe(9);
    expect(lastPos([])).toBe(0);
  });

  it('makes client ids (shared with the dashboard) that differ and fit the 64-character limit', () => {
    const a = newClientId();
    const b = newClientId();
    expect(a).not.toBe(b);
    expect(a.length).toBeLessThanOrEqual(64);
  });
});
