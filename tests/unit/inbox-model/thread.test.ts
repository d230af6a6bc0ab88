// The message thread: ordered by pos, one copy per message however it arrives, older pages in front (spec §3
// lastMessagePos paging, §4 realtime new-message and message-update).
import { appendMessage, lastMessage, mergeOlder, olderCursor, updateMessage } from '../../../src/domain/inbox/thread';
import { buildMessage as msg } from './builders';

const positions = (thread: { pos: number }[]) => thread.map((m) => m.pos);

describe('appendMessage', () => {
  const thread = [msg({ id: 1, pos: 1 }), msg({ id: 2, pos: 2 })];

  it('adds a new message at the end', () => {
    expect(positions(appendMessage(thread, msg({ id: 3, pos: 3 })))).toEqual([1, 2, 3]);
  });

  it('ignores a message it already holds (the same event twice, or the confirmation after the event)', () => {
    const once = appendMessage(thread, msg({ id: 3, pos: 3, text: 'first copy' }));
    const twice = appendMessage(once, msg({ id: 3, pos: 3, text: 'second copy' }));
    expect(twice).toHaveLength(3);
    expect(twice[2]!.text).toBe('first copy');
  });

  it('puts a late message in its place by pos', () => {
    const withGap = [msg({ id: 1, pos: 1 }), msg({ id: 3, pos: 3 })];
    expect(positions(appendMessage(withGap, msg({ id: 2, pos: 2 })))).toEqual([1, 2, 3]);
  });

  it("replaces an optimistic copy carrying the same client id with the server's message", () => {
    const optimistic = msg({ id: 0, pos: 0, senderType: 'agent', clientId: 'c-1', text: 'On my way' });
    const next = appendMessage([...thread, optimistic], msg({ id: 9, pos: 3, senderType: 'agent', clientId: 'c-1', text: 'On my way' }));
    expect(next.map((m) => m.id)).toEqual([1, 2, 9]);
  });

  it('does not treat messages without a client id as copies of each other', () => {
    const next = appendMessage([msg({ id: 1, pos: 1, clientId: null })], msg({ id: 2, pos: 2, clientId: null }));
    expect(next.map((m) => m.id)).toEqual([1, 2]);
  });

  it('leaves the given thread unchanged', () => {
    appendMessage(thread, msg({ id: 3, pos: 3 }));
    expect(thread).toHaveLength(2);
  });
});

describe('updateMessage', () => {
  it('replaces the message with the same id in place', () => {
    const thread = [msg({ id: 1, pos: 1 }), msg({ id: 2, pos: 2, text: 'Bot: how can I help?' })];
    const next = updateMessage(thread, msg({ id: 2, pos: 2, text: 'Bot left the conversation' }));
    expect(next.map((m) => m.text)).toEqual(['Hello there', 'Bot left the conversation']);
  });

  it('does not add a message the thread never held', () => {
    expect(updateMessage([msg({ id: 1 })], msg({ id: 5, pos: 5 })).map((m) => m.id)).toEqual([1]);
  });
});

describe('mergeOlder', () => {
  it('puts the older page in front', () => {
    const thread = [msg({ id: 21, pos: 21 }), msg({ id: 22, pos: 22 })];
    const older = [msg({ id: 19, pos: 19 }), msg({ id: 20, pos: 20 })];
    expect(positions(mergeOlder(thread, older))).toEqual([19, 20, 21, 22]);
  });

  it('skips messages it already holds and keeps the copy shown', () => {
    const thread = [msg({ id: 20, pos: 20, text: 'edited' }), msg({ id: 21, pos: 21 })];
    const older = [msg({ id: 19, pos: 19 }), msg({ id: 20, pos: 20, text: 'old copy' }), msg({ id: 19, pos: 19 })];
    const merged = mergeOlder(thread, older);
    expect(positions(merged)).toEqual([19, 20, 21]);
    expect(merged[1]!.text).toBe('edited');
  });

  it('orders a page that arrives unsorted', () => {
    expect(positions(mergeOlder([msg({ id: 5, pos: 5 })], [msg({ id: 3, pos: 3 }), msg({ id: 1, pos: 1 }), msg({ id: 2, pos: 2 })]))).toEqual([1, 2, 3, 5]);
  });
});

describe('olderCursor', () => {
  it('passes back the pos of the oldest message loaded while there is something older', () => {
    expect(olderCursor({ lastMessagePos: 21 })).toBe(21);
  });

  it('stops at the first message or when the server says nothing is older', () => {
    expect(olderCursor({ lastMessagePos: 1 })).toBeNull();
    expect(olderCursor({ lastMessagePos: null })).toBeNull();
  });
});

describe('lastMessage', () => {
  it('is the newest message, or null for an empty thread', () => {
    expect(lastMessage([msg({ id: 1, pos: 1 }), msg({ id: 2, pos: 2 })])?.id).toBe(2);
    expect(lastMessage([])).toBeNull();
  });
});
