// The wire types of the visitor API (docs/visitor-api.md): what the server answers and the widget reads. One
// definition for both sides; the widget imports them type-only, so they cost its bundle nothing.
import type { Message } from './inbox/types';
import type { MessengerConfig } from './widgetMessenger';

/** A message as a visitor sees it: no agent ids or internal mentions (bot buttons and prompts included). */
export type VisitorMessage = Omit<Message, 'mentions' | 'userId'>;

/** GET /app/visitor/widget. */
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
  /** host / port null: those the script was loaded from. */
  realtime: { key: string; wsPath: string; host: string | null; port: number | null; forceTLS: boolean };
  /** The messenger's team, reply time, branding and look (src/domain/widgetMessenger.ts). */
  messenger?: MessengerConfig;
}

/** POST /app/visitor/session. */
export interface VisitorSession {
  visitorId: string;
  token: string;
  projectId: number;
  channel: string;
  name: string;
}

/** POST /app/visitor/events: the greeting of the flow that starts (nothing stored until the visitor answers). */
export interface Greeting {
  flowId: number;
  variantId: string | null;
  messages: VisitorMessage[];
}
