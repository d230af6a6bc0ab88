// Integration steps (tickets, knowledge-base searches): the bot does not run them against the helpdesk yet, so the
// visitor is told politely that the action is unavailable and the reason — the tool not connected, or connected
// but not yet driven by the bot — is logged and noted for agents.
import type { TicketStep, KnowledgeBaseStep } from '../../../src/domain/flows/types';
import type { IntegrationKind } from '../../../src/domain/integrations/kinds';

const ACTIONS: Record<(TicketStep | KnowledgeBaseStep)['type'], { action: string; tool: string; kind: IntegrationKind }> = {
  zendeskCreateTicket: { action: 'creating a support ticket', tool: 'Zendesk', kind: 'zendesk' },
  zendeskSearchKnowledgeBase: { action: 'searching our help centre', tool: 'Zendesk', kind: 'zendesk' },
  serviceCloudCreateTicket: { action: 'creating a support case', tool: 'Salesforce Service Cloud', kind: 'salesforce' },
  serviceCloudKnowledgeBase: { action: 'searching our knowledge base', tool: 'Salesforce Service Cloud', kind: 'salesforce' },
};

export const integrationKindOf = (step: TicketStep | KnowledgeBaseStep): IntegrationKind => ACTIONS[step.type].kind;

export function integrationOf(step: TicketStep | KnowledgeBaseStep, connected = false) {
  const a = ACTIONS[step.type];
  return { ...a, connected, reason: connected ? `${a.tool} is connected, but the bot does not run this step yet` : `${a.tool} is not connected` };
}
