// The widget's side of message edits (issue 27): a 'message-update' of a deleted message reads "This message was
// deleted", an edited one carries "(edited)"; other events and plain updates are left alone.
import { describe, expect, it, vi } from 'vitest';
import { VisitorApi } from '../../../widget/src/api';
import { showEdits } from '../../../widget/src/edits';
import { EDITS_MSG } from '../../../src/domain/messageEdits/rules';

describe('showEdits', () => {
  it('rewrites deleted and edited messages of a message-update', () => {
    const deleted = { message: { text: '', deleted: true } };
    showEdits('message-update', deleted);
    expect(deleted.message.text).toBe(EDITS_MSG.deleted);
    const edited = { message: { text: 'New text', editedAt: 1 } };
    showEdits('message-update', edited);
    expect(edited.message.text).toBe('New text (edited)');
  });

  it('leaves other events and plain updates alone', () => {
    const plain = { message: { text: 'Same' } };
    showEdits('message-update', plain);
    expect(plain.message.text).toBe('Same');
    const created = { message: { text: 'Hi', editedAt: 1 } };
    showEdits('new-message', created);
    expect(created.message.text).toBe('Hi');
  });
});

describe('history loads', () => {
  it('show a deleted message as deleted and an edited one as edited, as live updates do', async () => {
    const stored = [
      { id: 1, text: '', deleted: true },
      { id: 2, text: 'Fixed price', editedAt: 5 },
      { id: 3, text: 'Untouched' },
    ];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ messages: stored }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const { messages } = await new VisitorApi('https://parley.test', 'key').messages(7, 0);
      expect(messages.map((m) => m.text)).toEqual([EDITS_MSG.deleted, 'Fixed price (edited)', 'Untouched']);
      expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('https://parley.test/app/visitor/conversations/7/messages?after=0');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
