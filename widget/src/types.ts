// What travels between the widget and the visitor API (docs/visitor-api.md). The message is the inbox's Message as
// a visitor sees it (no agent ids or mentions), plus the bot's buttons and input prompt.
import type { Message } from '../../src/domain/inbox/types';

export interface BotButton {
  id: string;
  label: string;
}

export interface BotPrompt {
  field: string | null;
  validation: string;
}

export type WireMessage = Omit<Message, 'mentions' | 'userId'> & { buttons?: BotButton[]; prompt?: BotPrompt };

/** A message in the widget's list: the server's copy, or the visitor's own while it is sending or after it failed. */
export type ChatMessage = WireMessage & { sending?: 'pending' | 'failed' };

export interface WidgetConfig {
  enabled: boolean;
  title: string;
  colour: string;
  position: 'right' | 'left';
  privacy: { enabled: boolean; text: string; url: string };
  /** An agent is available and office hours / holidays allow a chat now. */
  online: boolean;
  holiday: { name: string } | null;
  offlineForm: boolean;
  bot: { name: string; image: string | null };
  realtime: { key: string; wsPath: string; host: string | null; port: number | null; forceTLS: boolean };
}

export interface Session {
  visitorId: string;
  token: string;
  projectId: number;
  channel: string;
  name: string;
}

export interface Greeting {
  flowId: number;
  variantId: string;
  messages: WireMessage[];
}

export type ConversationStatus = 'open' | 'pending' | 'close';

export type TrackedEvent =
  | { type: 'pageview'; url: string; title?: string; referrer?: string; timeOnSiteSeconds?: number }
  | { type: 'formSubmit'; url: string; target?: string; timeOnSiteSeconds?: number }
  | { type: 'elementClick'; url: string; target?: string; timeOnSiteSeconds?: number };
