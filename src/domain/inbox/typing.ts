// Typing both ways between agents and visitors (issue #7). Agents send a `client-typing` client event on their own
// agent channel; the server relays it to the visitor. Visitors' typing reaches agents as `typing` on the project
// channel (not logged, no sequence number: it is stale a second later). Pure rules, no timers: callers pass `now`.

/** The agent's client event, on their own agent channel. */
export const CLIENT_TYPING = 'client-typing';
/** The relayed event, on the project channel (visitor typing) and on the visitor channel (agent typing). */
export const TYPING_EVENT = 'typing';

export interface ClientTyping {
  conversationId: number;
  typing: boolean;
}

/** `typing` on the project channel: a visitor types in a conversation. */
export interface VisitorTypingEvent extends ClientTyping {
  visitorId: string;
  name: string;
}

/** `typing` on the visitor channel: an agent types in one of the visitor's conversations. */
export interface AgentTypingEvent extends ClientTyping {
  name: string;
}

/** Send typing:true at most this often while the agent types; typing:false after this long idle (spec §4: 3 s). */
export const TYPING_REPEAT_MS = 2000;
export const TYPING_IDLE_MS = 3000;
/** A visitor's typing shown this long without a refresh, then dropped (a lost "stopped" must not stick). */
export const TYPING_SHOWN_MS = 3000;

export const typingLabel = (name: string) => `${name} is typing…`;

// ---- who is typing, per conversation (the agent's view) ----

export interface TypingEntry {
  name: string;
  visitorId: string;
  /** Milliseconds: shown until then unless refreshed. */
  until: number;
}

export type TypingState = Readonly<Record<number, TypingEntry>>;

export const NO_TYPING: TypingState = {};

export function isVisitorTypingEvent(data: unknown): data is VisitorTypingEvent {
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  return typeof d.conversationId === 'number' && typeof d.typing === 'boolean' && typeof d.visitorId === 'string';
}

/** A `typing` event: shown (or refreshed) for TYPING_SHOWN_MS, or dropped on typing:false. Unchanged state is returned as is. */
export function typingReceived(state: TypingState, e: VisitorTypingEvent, now: number): TypingState {
  if (!e.typing) {
    if (!(e.conversationId in state)) return state;
    const { [e.conversationId]: _gone, ...rest } = state;
    return rest;
  }
  return { ...state, [e.conversationId]: { name: e.name, visitorId: e.visitorId, until: now + TYPING_SHOWN_MS } };
}

/** Drops the entries not refreshed in time. */
export function typingExpired(state: TypingState, now: number): TypingState {
  const kept = Object.entries(state).filter(([, e]) => e.until > now);
  return kept.length === Object.keys(state).length ? state : Object.fromEntries(kept);
}

/** A message from the visitor ends their typing (they pressed send). */
export function typingEndedByMessage(state: TypingState, conversationId: number, senderType: string): TypingState {
  return senderType === 'visitor' ? typingReceived(state, { conversationId, typing: false, visitorId: '', name: '' }, 0) : state;
}

/** The visitor typing in this conversation now, if any. */
export function typingIn(state: TypingState, conversationId: number, now: number): TypingEntry | null {
  const e = state[conversationId];
  return e && e.until > now ? e : null;
}

// ---- when the agent's editor says so (the agent's side) ----

export interface TypingSignal {
  /** When typing:true last went out (ms), or null when the visitor was last told "stopped" (or nothing). */
  sentAt: number | null;
}

export const TYPING_QUIET: TypingSignal = { sentAt: null };

/**
 * One step of the agent's typing signal. `keystroke`: typing:true goes out at once, then at most every
 * TYPING_REPEAT_MS. `idle` (TYPING_IDLE_MS without a keystroke), `sent` (the reply went out) and `left` (another
 * conversation, or the editor closed): typing:false, only if typing:true was said. `send` is what to transmit, if anything.
 */
export function typingStep(s: TypingSignal, input: 'keystroke' | 'idle' | 'sent' | 'left', now: number): { state: TypingSignal; send: boolean | null } {
  if (input === 'keystroke') {
    if (s.sentAt !== null && now - s.sentAt < TYPING_REPEAT_MS) return { state: s, send: null };
    return { state: { sentAt: now }, send: true };
  }
  if (s.sentAt === null) return { state: s, send: null };
  return { state: TYPING_QUIET, send: false };
}
