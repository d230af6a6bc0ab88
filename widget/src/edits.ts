// Message edits and deletes in the visitor's widget (issue 27): an agent's edit or delete arrives as the usual
// 'message-update' on the visitor's channel, and the thread's upsert replaces the message by id. What it shows is
// decided here: a deleted message reads "This message was deleted", an edited one carries the "(edited)" mark.
import { EDITS_MSG, shownText } from '../../src/domain/messageEdits/rules';

interface EditedWire {
  message?: { text: string; deleted?: boolean; editedAt?: number };
}

/** Rewrites a stored message's text for display (in place): history loads show edits as live updates do. */
export function showStored<M extends { text: string; deleted?: boolean; editedAt?: number }>(m: M): M {
  if (!m.deleted && typeof m.editedAt !== 'number') return m;
  const shown = shownText(m);
  m.text = shown.edited ? `${shown.text} (${EDITS_MSG.edited})` : shown.text;
  return m;
}

/** Rewrites an edited or deleted message's text for display (in place) and hands the event on; others pass untouched. */
export function showEdits<T extends EditedWire>(event: string, data: T): T {
  if (event === 'message-update' && data.message) showStored(data.message);
  return data;
}
