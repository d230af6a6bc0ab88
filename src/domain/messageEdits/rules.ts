// Undo send and message edits (issue 27): who may take back, edit or delete which message, and until when. Pure
// rules shared by the server (which enforces them) and the dashboard (which only offers what the server allows).
import type { Message } from '../inbox/types';

/** The send windows an agent may choose on their profile, in seconds (0: off, messages go out at once). */
export const SEND_WINDOW_CHOICES = [0, 5, 10, 20] as const;
export type SendWindowSeconds = (typeof SEND_WINDOW_CHOICES)[number];
export const DEFAULT_SEND_WINDOW: SendWindowSeconds = 0;
/** The user settings document of the agent's send window (GET/PUT app/user/profile/send-window). */
export const SEND_WINDOW_KEY = 'sendWindow';

/** How long an agent may edit or delete their own message, in minutes (project settings document 'messageEdits'). */
export const DEFAULT_EDIT_WINDOW_MINUTES = 15;
export const EDIT_WINDOW_MAX_MINUTES = 1440;

export const EDITS_MSG = {
  sending: 'Sending…',
  undo: 'Undo',
  undone: 'Message not sent',
  edited: 'edited',
  deleted: 'This message was deleted',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  deleteConfirm: 'Delete this message for everyone?',
  sendWindowLabel: 'Send window',
  sendWindowHint: 'Hold your messages for a few seconds before they are sent, so you can undo them.',
  sendWindowSaved: 'Updated the send window successfully',
  sendWindowOff: 'Off',
  editWindowLabel: 'Agents can edit or delete their messages for (minutes)',
  editWindowSaved: 'Updated the message edit settings successfully',
  editWindowRange: `Enter a number of minutes from 1 to ${EDIT_WINDOW_MAX_MINUTES}`,
  // Refusals (spec §8 shape: the server answers them as errMessage.errorMsg).
  undoTooLate: 'Too late to undo: the message has been sent',
  undoNotFound: 'This message is no longer waiting to be sent',
  notOwn: 'You can only edit or delete your own messages',
  notEditable: 'Only agent chat messages can be edited or deleted',
  editTooLate: 'This message can no longer be edited or deleted',
  alreadyDeleted: 'This message was already deleted',
  textEmpty: 'This field cannot be empty',
  textMax: 'A message can be at most 10000 characters',
} as const;

export const sendWindowLabel = (seconds: number): string => (seconds === 0 ? EDITS_MSG.sendWindowOff : `${seconds} seconds`);

/** Whether a message held in the send window can still be taken back (`dueAtMs`: when it goes out). */
export const mayUndo = (dueAtMs: number, nowMs: number): boolean => nowMs < dueAtMs;

/** The reasons an edit or delete is refused, or null when it is allowed. */
export type EditRefusal = 'notEditable' | 'notOwn' | 'editTooLate' | 'alreadyDeleted';

type Editable = Pick<Message, 'type' | 'senderType' | 'userId' | 'time'> & { deleted?: boolean };

/**
 * May `userId` edit or delete `message` at `nowSec`? Only chat messages an agent wrote (not the bot's, not the
 * visitor's, not notes or markers), only their author, only within `windowMinutes` of when it was sent.
 */
export function editRefusal(message: Editable, userId: number, nowSec: number, windowMinutes: number): EditRefusal | null {
  if (message.type !== 'message' || message.senderType !== 'agent') return 'notEditable';
  if (message.userId !== userId) return 'notOwn';
  if (message.deleted) return 'alreadyDeleted';
  if (nowSec - message.time > windowMinutes * 60) return 'editTooLate';
  return null;
}

export const mayEdit = (message: Editable, userId: number, nowSec: number, windowMinutes: number): boolean =>
  editRefusal(message, userId, nowSec, windowMinutes) === null;

/** The text a thread or the widget shows for a message, and whether it carries the "edited" mark. */
export function shownText(m: { text: string; deleted?: boolean; editedAt?: number | null }): { text: string; edited: boolean; deleted: boolean } {
  if (m.deleted) return { text: EDITS_MSG.deleted, edited: false, deleted: true };
  return { text: m.text, edited: typeof m.editedAt === 'number', deleted: false };
}
