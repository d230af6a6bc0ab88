// The widget's state and its reducer (pure: no DOM, no I/O), plus the selectors the view reads. The controller
// turns API answers and realtime events into actions; the view renders whatever this file says is true.
import { markSending, mergeMessages, upsertMessage } from './reconcile';
import type { ChatMessage, ConversationStatus, Greeting, Session, WidgetConfig, WireMessage } from './types';

export type Network = 'connecting' | 'connected' | 'unavailable';
/** Home: the greeting, the team and the visitor's conversations; chat: one conversation. */
export type Screen = 'home' | 'chat';
export interface ConversationSummary {
  id: number;
  status: ConversationStatus;
  lastEventTime: number;
}

export interface WidgetState {
  config: WidgetConfig | null;
  session: Session | null;
  open: boolean;
  conversationId: number | null;
  status: ConversationStatus | null;
  messages: ChatMessage[];
  /** The bot greeting offered by the events answer; not stored on the server until the visitor answers it. */
  greeting: Greeting | null;
  greetingDismissed: boolean;
  /** The first page view's answer (with or without a greeting) is in: until then a window opened on the home screen
   *  is one the visitor opened while the widget was still loading. */
  firstViewAnswered: boolean;
  /** Name of the agent (or bot) typing right now. */
  typing: string | null;
  /** Latest time (seconds) an agent read the conversation. */
  agentReadTime: number | null;
  /** Agent and bot messages that arrived while the window was closed. */
  unread: number;
  offline: 'form' | 'sent' | null;
  network: Network;
  error: string | null;
  screen: Screen;
  /** The visitor's conversations, newest first (the home screen's list). */
  conversations: ConversationSummary[];
}

export const initialState: WidgetState = {
  config: null,
  session: null,
  open: false,
  conversationId: null,
  status: null,
  messages: [],
  greeting: null,
  greetingDismissed: false,
  firstViewAnswered: false,
  typing: null,
  agentReadTime: null,
  unread: 0,
  offline: null,
  network: 'connecting',
  error: null,
  screen: 'home',
  conversations: [],
};

export type Action =
  | { type: 'configLoaded'; config: WidgetConfig }
  | { type: 'sessionReady'; session: Session }
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'greetingOffered'; greeting: Greeting }
  | { type: 'greetingDismissed' }
  /** A tracked event was answered (or failed) without a greeting. */
  | { type: 'viewAnswered' }
  | { type: 'conversationResumed'; conversationId: number; status: ConversationStatus; messages: WireMessage[] }
  | { type: 'conversationStarted'; conversationId: number; messages: WireMessage[] }
  /** Messages from realtime, a POST answer or a catch-up fetch (`live`: just arrived, counts as unread). */
  | { type: 'messagesReceived'; conversationId: number; messages: WireMessage[]; live: boolean }
  | { type: 'messageSending'; message: ChatMessage }
  | { type: 'messageFailed'; clientId: string }
  | { type: 'messageRetry'; clientId: string }
  | { type: 'typing'; conversationId: number; typing: boolean; name: string }
  | { type: 'agentRead'; conversationId: number; time: number }
  | { type: 'statusChanged'; conversationId: number; status: ConversationStatus }
  | { type: 'offlineSent' }
  | { type: 'network'; network: Network }
  | { type: 'error'; message: string | null }
  | { type: 'screen'; screen: Screen }
  /** "Send us a message" after a closed conversation: a blank chat that the first message creates. */
  | { type: 'newConversation' }
  | { type: 'conversationsLoaded'; conversations: ConversationSummary[] };

const fromStaff = (m: WireMessage) => m.senderType === 'agent' || m.senderType === 'bot';

export function reduce(state: WidgetState, action: Action): WidgetState {
  switch (action.type) {
    case 'configLoaded':
      return { ...state, config: action.config, offline: offlineMode(action.config, state.conversationId, state.offline) };
    case 'sessionReady':
      return { ...state, session: action.session };
    case 'opened':
      // A greeting or a conversation under way opens on the chat; otherwise the home screen.
      return { ...state, open: true, unread: 0, greetingDismissed: true, screen: state.greeting || (state.conversationId !== null && state.status !== 'close') ? 'chat' : state.screen };
    case 'closed':
      return { ...state, open: false };
    case 'greetingOffered': {
      const answered = state.firstViewAnswered ? state : { ...state, firstViewAnswered: true };
      // A greeting only opens a conversation; once one exists it has nothing to add.
      if (state.conversationId !== null && state.status !== 'close') return answered;
      // A window opened before the first answer shows what it would have had the answer come first: the greeting's
      // chat, not a home screen the visitor never chose. Later greetings leave the screen the visitor is on.
      const screen = !state.firstViewAnswered && state.open && state.screen === 'home' ? 'chat' : state.screen;
      // After a closed conversation the greeting starts a new one, so the window starts afresh.
      return { ...answered, screen, conversationId: null, status: null, messages: [], greeting: action.greeting, greetingDismissed: state.open };
    }
    case 'viewAnswered':
      return state.firstViewAnswered ? state : { ...state, firstViewAnswered: true };
    case 'greetingDismissed':
      return { ...state, greetingDismissed: true };
    case 'conversationResumed':
      return {
        ...state,
        conversationId: action.conversationId,
        status: action.status,
        messages: mergeMessages([], action.messages),
        offline: null,
      };
    case 'conversationStarted':
      return {
        ...state,
        conversationId: action.conversationId,
        status: 'open',
        greeting: null,
        offline: null,
        messages: mergeMessages(state.conversationId === action.conversationId ? state.messages : state.messages.filter((m) => m.sending), action.messages),
      };
    case 'messagesReceived': {
      if (action.conversationId !== state.conversationId) return state;
      const messages = mergeMessages(state.messages, action.messages);
      if (messages === state.messages) return state;
      const known = new Set(state.messages.map((m) => m.id));
      const fresh = action.messages.filter((m) => fromStaff(m) && !known.has(m.id));
      return {
        ...state,
        messages,
        // A message from whoever was typing ends their typing.
        typing: fresh.length ? null : state.typing,
        unread: action.live && !state.open ? state.unread + fresh.length : state.unread,
      };
    }
    case 'messageSending':
      return { ...state, screen: 'chat', messages: upsertMessage(state.messages, action.message) };
    case 'messageFailed':
      return { ...state, messages: markSending(state.messages, action.clientId, 'failed') };
    case 'messageRetry':
      return { ...state, messages: markSending(state.messages, action.clientId, 'pending') };
    case 'typing':
      if (action.conversationId !== state.conversationId) return state;
      return { ...state, typing: action.typing ? action.name : null };
    case 'agentRead':
      if (action.conversationId !== state.conversationId || (state.agentReadTime ?? 0) >= action.time) return state;
      return { ...state, agentReadTime: action.time };
    case 'statusChanged':
      if (action.conversationId !== state.conversationId) return state;
      return { ...state, status: action.status };
    case 'offlineSent':
      return { ...state, offline: 'sent' };
    case 'network':
      return state.network === action.network ? state : { ...state, network: action.network };
    case 'error':
      return { ...state, error: action.message };
    case 'screen':
      return state.screen === action.screen ? state : { ...state, screen: action.screen };
    case 'newConversation':
      return { ...state, screen: 'chat', conversationId: null, status: null, messages: [], typing: null, agentReadTime: null, offline: state.config ? offlineMode(state.config, null, state.offline) : state.offline };
    case 'conversationsLoaded':
      return { ...state, conversations: [...action.conversations].sort((a, b) => b.lastEventTime - a.lastEventTime) };
  }
}

/** The offline/holiday form replaces the chat when nobody can answer and the project wants the form. */
function offlineMode(config: WidgetConfig, conversationId: number | null, current: WidgetState['offline']): WidgetState['offline'] {
  if (current === 'sent') return current;
  return !config.online && config.offlineForm && conversationId === null ? 'form' : null;
}

// ---- selectors ----

/** What the thread shows: the conversation, or the greeting before one exists. */
export function visibleMessages(state: WidgetState): ChatMessage[] {
  if (state.conversationId === null && state.greeting) return [...state.greeting.messages, ...state.messages];
  return state.messages;
}

/** The newest message that is not the visitor's own. */
function lastStaffIndex(list: readonly ChatMessage[]): number {
  for (let i = list.length - 1; i >= 0; i--) if (list[i]!.senderType !== 'visitor') return i;
  return -1;
}

/** Buttons answerable now: those of the bot's newest message, while the visitor has not answered after it. */
export function activeButtons(state: WidgetState): { messageIndex: number; buttons: NonNullable<ChatMessage['buttons']> } | null {
  const list = visibleMessages(state);
  const i = lastStaffIndex(list);
  if (i < 0 || i !== list.length - 1) return null;
  const buttons = list[i]!.buttons;
  return buttons && buttons.length ? { messageIndex: i, buttons } : null;
}

/** The bot's open input step (what the composer asks for), if the newest message is one. */
export function activePrompt(state: WidgetState): ChatMessage['prompt'] | null {
  const list = visibleMessages(state);
  const last = list[list.length - 1];
  return last && last.senderType === 'bot' && last.prompt ? last.prompt : null;
}

/** Feedback (CSAT) requests the visitor has not answered or cancelled yet. */
export function openFeedbackIds(messages: readonly ChatMessage[]): Set<string> {
  const open = new Set<string>();
  for (const m of messages) {
    if (!m.feedback?.id) continue;
    if (m.type === 'feedback') open.add(m.feedback.id);
    else if (m.type === 'csat_response' || m.type === 'csat_cancel') open.delete(m.feedback.id);
  }
  return open;
}

/** The receipt under the visitor's newest message: sending, failed, seen by an agent, or delivered. */
export function receiptOf(state: WidgetState): { index: number; label: 'sending' | 'failed' | 'seen' | 'delivered' } | null {
  const list = visibleMessages(state);
  for (let i = list.length - 1; i >= 0; i--) {
    const m = list[i]!;
    if (m.senderType !== 'visitor') {
      if (m.senderType === 'agent') return null; // answered: a receipt under older messages says nothing new
      continue;
    }
    if (m.sending) return { index: i, label: m.sending === 'failed' ? 'failed' : 'sending' };
    const seen = state.agentReadTime !== null && state.agentReadTime >= m.time;
    return { index: i, label: seen ? 'seen' : 'delivered' };
  }
  return null;
}

/** Agent and bot messages not yet reported as read: the newest time to report, or null. */
export function newestStaffTime(messages: readonly ChatMessage[]): number | null {
  let t: number | null = null;
  for (const m of messages) if (m.senderType !== 'visitor' && !m.sending && (t === null || m.time > t)) t = m.time;
  return t;
}
