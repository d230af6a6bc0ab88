// A conversation's message thread as the detail pane holds it: ordered by pos (the conversation's own counter),
// one copy per message id however many ways it arrives (realtime event, send confirmation, refetch, older page).
import type { ConversationDetail, Message } from './types';

const byPos = (a: Message, b: Message) => a.pos - b.pos || a.id - b.id;

/** Insert keeping pos order; messages usually arrive at the end, so search from there. */
function insertSorted(thread: readonly Message[], message: Message): Message[] {
  const next = [...thread];
  let at = next.length;
  while (at > 0 && byPos(next[at - 1]!, message) > 0) at -= 1;
  next.splice(at, 0, message);
  return next;
}

/**
 * Add a message to the thread. A copy with the same id is a duplicate and is ignored; a copy with the same client
 * id is the optimistic one the sender put there, and the server's message takes its place.
 */
export function appendMessage(thread: readonly Message[], message: Message): Message[] {
  if (thread.some((m) => m.id === message.id)) return [...thread];
  const rest = message.clientId === null ? thread : thread.filter((m) => m.clientId !== message.clientId);
  return insertSorted(rest, message);
}

/** message-update: replace the message of the same id in place; one the thread never held is not added. */
export function updateMessage(thread: readonly Message[], message: Message): Message[] {
  return thread.map((m) => (m.id === message.id ? message : m));
}

/** An older page (lastMessagePos paging) goes in front; overlapping messages keep the copy already shown. */
export function mergeOlder(thread: readonly Message[], olderPage: readonly Message[]): Message[] {
  const ids = new Set(thread.map((m) => m.id));
  const older = olderPage.filter((m) => {
    if (ids.has(m.id)) return false;
    ids.add(m.id);
    return true;
  });
  return [...older, ...thread].sort(byPos);
}

/** The cursor for the next older page, or null when the thread reaches the conversation's first message. */
export function olderCursor(detail: Pick<ConversationDetail, 'lastMessagePos'>): number | null {
  return detail.lastMessagePos !== null && detail.lastMessagePos > 1 ? detail.lastMessagePos : null;
}

/** The newest message, e.g. for the list preview and for scrolling to the end. */
export function lastMessage(thread: readonly Message[]): Message | null {
  return thread.length > 0 ? thread[thread.length - 1]! : null;
}
