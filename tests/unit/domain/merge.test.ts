// The merge rules (src/domain/merge/rules.ts): the survivor, the interleaved order, the different-visitor check, the
// survivor's status, the undo window and the request schema.
import { describe, expect, it } from 'vitest';
import {
  differentVisitors,
  interleave,
  listNames,
  MERGE_MSG,
  MERGE_UNDO_SECONDS,
  mayUndo,
  mergedIntoText,
  mergedStatus,
  mergeRequestSchema,
  pickSurvivor,
} from '../../../src/domain/merge/rules';
import { conversationToFollow } from '../../../src/domain/merge/visitorEvent';
import { followMerge } from '../../../widget/src/merge';

describe('merge rules', () => {
  it('keeps the oldest conversation unless the agent picked one of the merged ones', () => {
    const convs = [{ id: 7, createdAt: 300 }, { id: 4, createdAt: 100 }, { id: 9, createdAt: 100 }];
    expect(pickSurvivor(convs)).toBe(4);
    expect(pickSurvivor(convs, 9)).toBe(9);
    expect(pickSurvivor(convs, 12)).toBe(4);
  });

  it('interleaves by time; within a second the survivor first, then by conversation and position', () => {
    const m = (id: number, conversationId: number, pos: number, time: number) => ({ id, conversationId, pos, time });
    const messages = [m(1, 5, 1, 10), m(2, 5, 2, 30), m(3, 8, 1, 20), m(4, 8, 2, 30), m(5, 3, 1, 30), m(6, 3, 2, 5)];
    expect(interleave(messages, 8).map((x) => x.id)).toEqual([6, 1, 3, 4, 5, 2]);
    expect(interleave(messages, 5).map((x) => x.id)).toEqual([6, 1, 3, 2, 5, 4]);
  });

  it('names the visitors when the conversations are not all one visitor\'s', () => {
    expect(differentVisitors([{ visitorId: 'a', visitorName: 'Anna' }, { visitorId: 'a', visitorName: 'Anna' }])).toBeNull();
    expect(differentVisitors([{ visitorId: 'a', visitorName: 'Anna' }, { visitorId: 'b', visitorName: 'Ben' }, { visitorId: 'a', visitorName: 'Anna' }])).toEqual(['Anna', 'Ben']);
    expect(MERGE_MSG.differentVisitors(['Anna', 'Ben'])).toBe('These conversations belong to different visitors (Anna and Ben). Confirm to merge them.');
    expect(listNames(['Anna', 'Ben', 'Carl'])).toBe('Anna, Ben and Carl');
  });

  it('opens the survivor when any merged conversation is open, else pending, else closed', () => {
    expect(mergedStatus(['close', 'open'])).toBe('open');
    expect(mergedStatus(['close', 'pending'])).toBe('pending');
    expect(mergedStatus(['close', 'close'])).toBe('close');
  });

  it('allows undo within the window only', () => {
    expect(MERGE_UNDO_SECONDS).toBe(30);
    expect(mayUndo(1000, 1030)).toBe(true);
    expect(mayUndo(1000, 1031)).toBe(false);
    expect(mergedIntoText(42)).toBe('Merged into conversation #42');
  });

  it('validates the request: two or more distinct conversations, a survivor among them', async () => {
    await expect(mergeRequestSchema.validate({ conversationIds: [3] })).rejects.toThrow(MERGE_MSG.tooFew);
    await expect(mergeRequestSchema.validate({ conversationIds: [3, 3] })).rejects.toThrow(MERGE_MSG.tooFew);
    await expect(mergeRequestSchema.validate({ conversationIds: [3, 4], survivorId: 5 })).rejects.toThrow(MERGE_MSG.survivorNotSelected);
    expect(await mergeRequestSchema.validate({ conversationIds: [3, 4], survivorId: 4 })).toEqual({ conversationIds: [3, 4], survivorId: 4, confirmDifferentVisitors: false });
  });

  it("sends the visitor's widget to the survivor when it shows a merged conversation or the survivor", () => {
    const data = { conversationIds: [5, 6], survivorId: 3, undone: false };
    expect(conversationToFollow(data, 5)).toBe(3);
    expect(conversationToFollow(data, 3)).toBe(3);
    expect(conversationToFollow(data, 9)).toBeNull();
    expect(conversationToFollow(data, null)).toBeNull();
    expect(conversationToFollow({ survivorId: 'x' }, 5)).toBeNull();
    const opened: number[] = [];
    expect(followMerge('conversations-merged', data, 6, (id) => opened.push(id))).toBe(true);
    expect(followMerge('new-message', data, 6, (id) => opened.push(id))).toBe(false);
    expect(opened).toEqual([3]);
  });
});
