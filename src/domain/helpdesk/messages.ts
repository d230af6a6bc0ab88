// The helpdesk texts: spec §8's two success toasts verbatim, §6's upgrade prompts (the bot builder's wording), and
// ours for a provider's refusal (its own reason kept).
import { upgradeMessage } from '../flows/messages';
import { FLOW_FEATURE_LABELS } from '../flows/features';
import type { HelpdeskId } from './providers';

export const ticketCreatedText = (id: string | number) => `Ticket created successfully in Zendesk with Ticket ID: ${id}`;
export const caseCreatedText = (id: string) => `Case created successfully in Service cloud with Case ID: ${id}`;
export const createdText = (helpdesk: HelpdeskId, id: string) => (helpdesk === 'zendesk' ? ticketCreatedText(id) : caseCreatedText(id));

export const HELPDESK_MSG = {
  upgrade: (helpdesk: HelpdeskId) => upgradeMessage(FLOW_FEATURE_LABELS[helpdesk]),
  subjectRequired: 'Please enter a subject',
  subjectMax: (n: number) => `Maximum of ${n} characters are allowed`,
  descriptionRequired: 'Please enter a description',
  descriptionMax: (n: number) => `Maximum of ${n} characters are allowed`,
  emailInvalid: 'Please enter a valid email',
  keywordMax: (n: number) => `Maximum of ${n} characters are allowed`,
  conversationRequired: 'Please choose a conversation',
  /** The provider refused or failed: its own reason after ours. */
  ticketFailed: (name: string, reason: string) => `${name} could not create the ${name === 'Zendesk' ? 'ticket' : 'case'}: ${reason}`,
  searchFailed: (name: string, reason: string) => `${name} knowledge search failed: ${reason}`,
  /** The agents' note in the conversation. */
  ticketNote: (helpdesk: HelpdeskId, id: string, by: string) =>
    helpdesk === 'zendesk' ? `${by} created Zendesk ticket #${id}` : `${by} created Service Cloud case ${id}`,
} as const;
