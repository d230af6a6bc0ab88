// Integration steps (tickets, knowledge-base searches): Parley connects no helpdesk yet, so the visitor is told
// politely that the action is unavailable and the reason is logged and noted for agents.
import type { TicketStep, KnowledgeBaseStep } from '../../../src/domain/flows/types';

const ACTIONS: Record<(TicketStep | KnowledgeBaseStep)['type'], { action: string; tool: string }> = {
  zendeskCreateTicket: { action: 'creating a support ticket', tool: 'Zendesk' },
  zendeskSearchKnowledgeBase: { action: 'searching our help centre', tool: 'Zendesk' },
  serviceCloudCreateTicket: { action: 'creating a support case', tool: 'Salesforce Service Cloud' },
  serviceCloudKnowledgeBase: { action: 'searching our knowledge base', tool: 'Salesforce Service Cloud' },
};

export function integrationOf(step: TicketStep | KnowledgeBaseStep) {
  const a = ACTIONS[step.type];
  return { ...a, connected: false, reason: `${a.tool} is not connected` };
}
