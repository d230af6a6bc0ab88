// Message edits and deletes in the visitor's widget (issue 27): an agent's edit or delete arrives as the usual
// 'message-update' on the visitor's channel, and the thread's upsert replaces the message by id. What it shows is
// decided here: a deleted message reads "This message was deleted", an edited one carries the "(edited)" mark.
import { EDITS_MSG, shownText } from '../../src/domain/messageEdits/rules';

interface EditedWire {
  message?: { text: string; deleted?: boolean; editedAt?: number };
}

/** Rewrites an edited or deleted message's text for display (in place) and hands the event on; others pass untouched. */
export function showEdits<T extends EditedWire>(event: string, data: T): T {
  const m = data.message;
  if (event !== 'message-update' || !m || (!m.deleted && typeof m.editedAt !== 'number')) return data;
  const shown = shownText(m);
  m.text = shown.edited ? `${shown.text} (${EDITS_MSG.edited})` : shown.text;
  return data;
}
