// What the thread shows: the server's messages, then this conversation's replies still on their way (or failed).
// A pending reply whose server copy is already in the thread is not shown twice.
import { sendingFor, type SendingMessage } from '../../../domain/inbox/sending';
import type { ConversationDetail, Message } from '../../../domain/inbox/types';

export interface ThreadEntry {
  key: string;
  message: Message;
  status: 'sent' | 'sending' | 'failed';
  error?: string;
  /** A reply held in the agent's send window (issue 27): Undo until `dueAt`. */
  held?: { conversationId: number; dueAt: number };
}

export function threadEntries(detail: ConversationDetail | undefined, sending: readonly SendingMessage[]): ThreadEntry[] {
  if (!detail) return [];
  const sent: ThreadEntry[] = detail.messages.map((m) => ({ key: `m-${m.id}`, message: m, status: 'sent' }));
  const confirmed = new Set(detail.messages.map((m) => m.clientId).filter((c): c is string => c !== null));
  const pending: ThreadEntry[] = sendingFor(sending, detail.conversationId)
    .filter((s) => !confirmed.has(s.clientId))
    .map((s) => ({
      key: `c-${s.clientId}`,
      message: s.preview,
      status: s.status,
      ...(s.error !== null ? { error: s.error } : {}),
      ...(s.heldUntil !== undefined && s.status === 'sending' ? { held: { conversationId: s.conversationId, dueAt: s.heldUntil } } : {}),
    }));
  return [...sent, ...pending];
}
