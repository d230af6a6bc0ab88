// The rules of undo send and edits (src/domain/messageEdits): who may edit what, until when, and the schemas.
import { describe, expect, it } from 'vitest';
import { EDITS_MSG, editRefusal, mayEdit, mayUndo, sendWindowLabel, shownText } from '../../../src/domain/messageEdits/rules';
import { editMessageSchema, messageEditsSettingsSchema, sendWindowSchema } from '../../../src/domain/messageEdits/schemas';
import { sanitizeSummary } from '../../../src/domain/audit/summary';

const NOW = 1_800_000_000;
const own = { type: 'message' as const, senderType: 'agent' as const, userId: 7, time: NOW - 60 };

describe('edit rules', () => {
  it("lets the author edit their chat message within the window, and no one else's", () => {
    expect(editRefusal(own, 7, NOW, 15)).toBeNull();
    expect(mayEdit(own, 7, NOW, 15)).toBe(true);
    expect(editRefusal(own, 8, NOW, 15)).toBe('notOwn');
    expect(editRefusal({ ...own, senderType: 'bot', userId: null }, 7, NOW, 15)).toBe('notEditable');
    expect(editRefusal({ ...own, senderType: 'visitor', userId: null }, 7, NOW, 15)).toBe('notEditable');
    expect(editRefusal({ ...own, type: 'note' }, 7, NOW, 15)).toBe('notEditable');
    expect(editRefusal({ ...own, deleted: true }, 7, NOW, 15)).toBe('alreadyDeleted');
  });

  it('ends the window after the configured minutes, to the second', () => {
    expect(editRefusal({ ...own, time: NOW - 15 * 60 }, 7, NOW, 15)).toBeNull();
    expect(editRefusal({ ...own, time: NOW - 15 * 60 - 1 }, 7, NOW, 15)).toBe('editTooLate');
    expect(editRefusal({ ...own, time: NOW - 90 }, 7, NOW, 1)).toBe('editTooLate');
  });

  it('allows undo only before the send window ends', () => {
    expect(mayUndo(10_000, 9_999)).toBe(true);
    expect(mayUndo(10_000, 10_000)).toBe(false);
  });

  it('shows a deleted message as deleted and marks an edited one', () => {
    expect(shownText({ text: '', deleted: true })).toEqual({ text: EDITS_MSG.deleted, edited: false, deleted: true });
    expect(shownText({ text: 'Hi', editedAt: NOW })).toEqual({ text: 'Hi', edited: true, deleted: false });
    expect(shownText({ text: 'Hi' })).toEqual({ text: 'Hi', edited: false, deleted: false });
    expect(sendWindowLabel(0)).toBe('Off');
    expect(sendWindowLabel(10)).toBe('10 seconds');
  });
});

describe('edit schemas', () => {
  it('accepts the offered send windows only', async () => {
    for (const seconds of [0, 5, 10, 20]) expect(await sendWindowSchema.isValid({ seconds })).toBe(true);
    expect(await sendWindowSchema.isValid({ seconds: 7 })).toBe(false);
  });

  it('keeps the edit window between 1 and 1440 minutes', async () => {
    expect(await messageEditsSettingsSchema.isValid({ windowMinutes: 15 })).toBe(true);
    expect(await messageEditsSettingsSchema.isValid({ windowMinutes: 0 })).toBe(false);
    expect(await messageEditsSettingsSchema.isValid({ windowMinutes: 1441 })).toBe(false);
    expect(await messageEditsSettingsSchema.isValid({ windowMinutes: 1.5 })).toBe(false);
  });

  it('refuses an empty edit', async () => {
    await expect(editMessageSchema.validate({ text: '   ' })).rejects.toThrow(EDITS_MSG.textEmpty);
    expect(await editMessageSchema.validate({ text: ' New ' })).toEqual({ text: 'New' });
  });

  it('keeps a previous text whole in an audit summary', () => {
    const long = 'x'.repeat(500);
    expect(sanitizeSummary({ changes: [], details: { previousText: long } }).details?.previousText).toBe(long);
    expect(sanitizeSummary({ changes: [], details: { other: long } }).details?.other).toBeUndefined();
  });
});
