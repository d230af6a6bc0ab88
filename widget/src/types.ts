// What travels between the widget and the visitor API (docs/visitor-api.md). The wire types are the server's own,
// from src/domain (type-only imports: nothing of them reaches the bundle); what is left here is the widget's.
import type { ConversationStatus } from '../../src/domain/inbox/types';
import type { Greeting, VisitorMessage, VisitorSession, WidgetConfig } from '../../src/domain/visitorApi';

export type { ConversationStatus, Greeting, WidgetConfig };
export type Session = VisitorSession;

/** A message as the visitor sees it, with the bot's buttons and input prompt. */
export type WireMessage = VisitorMessage;

/** A message in the widget's list: the server's copy, or the visitor's own while it is sending or after it failed. */
export type ChatMessage = WireMessage & { sending?: 'pending' | 'failed' };

/** What the widget reports (POST /app/visitor/events): the request, with optional fields the server fills in. */
export type TrackedEvent =
  | { type: 'pageview'; url: string; title?: string; referrer?: string; timeOnSiteSeconds?: number }
  | { type: 'formSubmit'; url: string; target?: string; timeOnSiteSeconds?: number }
  | { type: 'elementClick'; url: string; target?: string; timeOnSiteSeconds?: number };
