// Message reconciliation (pure): the server's copy of a message replaces the visitor's optimistic one with the
// same clientId, an update replaces the stored copy with the same id, and nothing appears twice however often
// realtime, the POST answer and a catch-up fetch deliver it.
import type { ChatMessage, WireMessage } from './types';

const confirmed = (m: ChatMessage) => m.sending === undefined;

/** Confirmed messages by position, then the visitor's unconfirmed ones in the order they were written. */
function ordered(list: ChatMessage[]): ChatMessage[] {
  const done = list.filter(confirmed).sort((a, b) => a.pos - b.pos);
  return [...done, ...list.filter((m) => !confirmed(m))];
}

/** Adds or replaces one server message. Returns the same array when nothing changed. */
export function upsertMessage(list: ChatMessage[], incoming: WireMessage): ChatMessage[] {
  const byId = incoming.id > 0 ? list.findIndex((m) => confirmed(m) && m.id === incoming.id) : -1;
  if (byId >= 0) {
    const current = list[byId]!;
    if (JSON.stringify(current) === JSON.stringify(incoming)) return list;
    const next = list.slice();
    next[byId] = { ...incoming };
    return ordered(next);
  }
  const byClient = incoming.clientId ? list.findIndex((m) => m.clientId === incoming.clientId) : -1;
  if (byClient >= 0) {
    const next = list.slice();
    next[byClient] = { ...incoming };
    return ordered(next);
  }
  return ordered([...list, { ...incoming }]);
}

export function mergeMessages(list: ChatMessage[], incoming: readonly WireMessage[]): ChatMessage[] {
  return incoming.reduce(upsertMessage, list);
}

/** The optimistic copy shown while the POST is under way. */
export function pendingMessage(p: { clientId: string; text: string; senderName: string; visitorId: string; now: number }): ChatMessage {
  return {
    id: 0,
    pos: 0,
    type: 'message',
    senderType: 'visitor',
    senderName: p.senderName,
    text: p.text,
    visitorId: p.visitorId,
    time: p.now,
    clientId: p.clientId,
    sending: 'pending',
  };
}

export function markSending(list: ChatMessage[], clientId: string, sending: 'pending' | 'failed'): ChatMessage[] {
  return list.map((m) => (m.clientId === clientId && !confirmed(m) ? { ...m, sending } : m));
}

/** Position of the newest confirmed message: the `after` of the catch-up fetch. */
export function lastPos(list: readonly ChatMessage[]): number {
  return list.reduce((max, m) => (confirmed(m) && m.pos > max ? m.pos : max), 0);
}
