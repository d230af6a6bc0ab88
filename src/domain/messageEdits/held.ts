// The sending list's side of undo send (issue 27): a reply the server holds in the agent's send window stays in the
// list as 'sending' with when it goes out (heldUntil), so the thread shows "Sending… Undo" and the unconfirmed-reply
// timeout counts from the end of the window, not from the send; an undone reply leaves the list.
import type { SendingMessage } from '../inbox/sending';
import type { HeldSend } from './events';

export function markHeld(sending: readonly SendingMessage[], held: HeldSend): SendingMessage[] {
  if (!sending.some((s) => s.clientId === held.clientId)) return [...sending];
  return sending.map((s) => (s.clientId === held.clientId ? { ...s, status: 'sending', error: null, heldUntil: held.dueAt, sentAt: Math.max(s.sentAt, held.dueAt) } : s));
}

export const markUndone = (sending: readonly SendingMessage[], clientId: string): SendingMessage[] => sending.filter((s) => s.clientId !== clientId);

/**
 * Replies the server still holds for this agent when a thread opens (after a reload, in a new tab): they join the
 * sending list again, so "Sending… Undo" is back until the window ends; ones the list already has are left as they are.
 */
export function restoreHeld(sending: readonly SendingMessage[], held: readonly HeldSend[], toEntry: (h: HeldSend) => SendingMessage): SendingMessage[] {
  const fresh = held.filter((h) => !sending.some((s) => s.clientId === h.clientId));
  if (fresh.length === 0) return sending as SendingMessage[];
  return [...sending, ...fresh.map((h) => ({ ...toEntry(h), status: 'sending' as const, error: null, heldUntil: h.dueAt, sentAt: h.dueAt }))];
}
