// The widget's side of message edits (issue 27): a 'message-update' of a deleted message reads "This message was
// deleted", an edited one carries "(edited)"; other events and plain updates are left alone.
import { describe, expect, it } from 'vitest';
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
