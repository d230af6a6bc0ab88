// Viewers and typing notices of collision control (src/domain/collision/viewers.ts).
import { describe, expect, it } from 'vitest';
import { TYPING_EXPIRY_MS, TYPING_THROTTLE_MS, asViewer, othersOf, typingDue, typingLabel, typingNames, withTyping, withViewers } from '../../../src/domain/collision/viewers';

describe('viewers', () => {
  it('othersOf drops the agent and duplicates', () => {
    const ann = { id: 1, name: 'Ann', img: null };
    const bob = { id: 2, name: 'Bob', img: 'b.png' };
    expect(othersOf([ann, bob, bob], 1)).toEqual([bob]);
    expect(othersOf([ann, bob], null)).toEqual([ann, bob]);
  });
  it('asViewer reads a presence member and refuses what is not one', () => {
    expect(asViewer('3', { name: 'Cy', img: null })).toEqual({ id: 3, name: 'Cy', img: null });
    expect(asViewer('x', { name: 'Cy' })).toBeNull();
    expect(asViewer('3', null)).toBeNull();
  });
});

describe('withViewers', () => {
  it('replaces the viewers of the conversations in the change and forgets those nobody views any more', () => {
    const ann = { id: 1, name: 'Ann', img: null };
    const bob = { id: 2, name: 'Bob', img: null };
    const state = { replyPolicy: 'warn' as const, viewers: { '10': [ann], '11': [bob] } };
    const next = withViewers(state, { conversations: { '10': [ann, bob], '11': [], '12': [bob] } });
    expect(next).toEqual({ replyPolicy: 'warn', viewers: { '10': [ann, bob], '12': [bob] } });
    expect(state.viewers['11']).toEqual([bob]);
  });
});

describe('typing notices', () => {
  it('show others typing until they expire, never the agent, never someone who left', () => {
    let notices = withTyping(new Map(), { userId: 1, name: 'Ann' }, 1000);
    notices = withTyping(notices, { userId: 2, name: 'Bob' }, 2000);
    expect(typingNames(notices, 2500, null)).toEqual(['Ann', 'Bob']);
    expect(typingNames(notices, 2500, 2)).toEqual(['Ann']);
    expect(typingNames(notices, 1000 + TYPING_EXPIRY_MS, null)).toEqual(['Bob']);
    expect(typingNames(notices, 2500, null, new Set([2]))).toEqual(['Bob']);
  });
  it('are throttled for the sender', () => {
    expect(typingDue(null, 0)).toBe(true);
    expect(typingDue(1000, 1000 + TYPING_THROTTLE_MS - 1)).toBe(false);
    expect(typingDue(1000, 1000 + TYPING_THROTTLE_MS)).toBe(true);
  });
  it('read naturally for one or more names', () => {
    expect(typingLabel(['Ann'])).toBe('Ann is typing…');
    expect(typingLabel(['Ann', 'Bob'])).toBe('Ann and Bob are typing…');
    expect(typingLabel(['Ann', 'Bob', 'Cy'])).toBe('Ann, Bob and Cy are typing…');
  });
});
