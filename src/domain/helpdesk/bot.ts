// What the bot says and notes around its helpdesk steps, shared by the server's runtime and the builder's test mode.
import type { KnowledgeBaseStep, TicketStep } from '../flows/types';
import { HELPDESK_MSG } from './messages';
import type { HelpdeskId } from './providers';

export type HelpdeskStep = TicketStep | KnowledgeBaseStep;

const ACTIONS: Record<HelpdeskStep['type'], { action: string; helpdesk: HelpdeskId }> = {
  zendeskCreateTicket: { action: 'creating a support ticket', helpdesk: 'zendesk' },
  zendeskSearchKnowledgeBase: { action: 'searching our help centre', helpdesk: 'zendesk' },
  serviceCloudCreateTicket: { action: 'creating a support case', helpdesk: 'serviceCloud' },
  serviceCloudKnowledgeBase: { action: 'searching our knowledge base', helpdesk: 'serviceCloud' },
};

export const actionOf = (step: HelpdeskStep) => ACTIONS[step.type];
export const isTicketStep = (step: HelpdeskStep): step is TicketStep => step.type === 'zendeskCreateTicket' || step.type === 'serviceCloudCreateTicket';

/** Articles the bot sends for one search. */
export const BOT_ARTICLE_LIMIT = 3;

export const HELPDESK_BOT_TEXT = {
  /** The visitor's polite fallback when a step cannot run. */
  unavailable: (action: string) => `Sorry, ${action} is not available right now. A member of our team can help you instead.`,
  ticketCreated: (helpdesk: HelpdeskId, id: string) =>
    helpdesk === 'zendesk'
      ? `We have created support ticket #${id} for you. Our team will get back to you soon.`
      : `We have created support case ${id} for you. Our team will get back to you soon.`,
  noArticles: (query: string) => `I could not find an article about "${query}".`,
  /** The agents' note when a step could not run. */
  notRun: (action: string, reason: string) => `The bot could not run "${action}": ${reason}`,
  /** The agents' note for the bot's own ticket. */
  created: (helpdesk: HelpdeskId, id: string, botName: string) => HELPDESK_MSG.ticketNote(helpdesk, id, botName),
} as const;

/** What one helpdesk step came to (the server's runtime and the builder's test mode alike). */
export type HelpdeskOutcome =
  | { ok: true; helpdesk: HelpdeskId; ticketId: string }
  | { ok: true; helpdesk: HelpdeskId; query: string; articles: Array<{ id: string; title: string; url: string; snippet: string }> }
  | { ok: false; helpdesk: HelpdeskId; reason: string };
