// Which connected integration each part of a flow needs to run: helpdesk steps (Zendesk, Service Cloud through the
// Salesforce connection), owner-based and RingLead routing (the CRM), Slack and Teams destinations and redirects.
// The builder warns the admin at the step when the integration is not connected (the runtime would otherwise only
// tell the visitor); the bot's integrations page lists the same needs.
import { INTEGRATIONS, type IntegrationKind } from '../integrations/kinds';
import type { Flow, Redirect, Routing, RoutingMode, Step } from './types';

const MODE_KIND: Partial<Record<RoutingMode, IntegrationKind>> = {
  ringLeadRouting: 'ringlead',
  salesforceAccountOwner: 'salesforce',
  salesforceContactOwner: 'salesforce',
  salesforceLeadOwner: 'salesforce',
  hubspotAccountOwner: 'hubspot',
  hubspotContactOwner: 'hubspot',
  zohoAccountOwner: 'zoho',
  zohoContactOwner: 'zoho',
  zohoLeadOwner: 'zoho',
  msdynamicsAccountOwner: 'msdynamics',
  msdynamicsContactOwner: 'msdynamics',
  msdynamicsLeadOwner: 'msdynamics',
};

/** One need and what goes wrong without it. */
export interface IntegrationNeed {
  kind: IntegrationKind;
  /** 'step': the step cannot run; 'routing': owner/RingLead routing falls back to the assignment; 'destination':
   *  the conversation stays in the inbox instead of the team chat. */
  effect: 'step' | 'routing' | 'destination';
  field: string;
  itemId?: string;
}

export function routingNeeds(routing: Routing, field = 'routing'): IntegrationNeed[] {
  const needs: IntegrationNeed[] = [];
  const crm = MODE_KIND[routing.mode];
  if (crm) needs.push({ kind: crm, effect: 'routing', field: `${field}.mode` });
  if (routing.destination !== 'inbox') needs.push({ kind: routing.destination, effect: 'destination', field: `${field}.destination` });
  return needs;
}

function redirectNeeds(redirect: Redirect, field: string, itemId?: string): IntegrationNeed[] {
  const at = (n: IntegrationNeed): IntegrationNeed => (itemId === undefined ? n : { ...n, itemId });
  if (redirect.kind === 'slack') return [at({ kind: 'slack', effect: 'destination', field })];
  if (redirect.kind === 'app') return routingNeeds(redirect.routing, `${field}.routing`).map(at);
  return [];
}

export function stepNeeds(step: Step): IntegrationNeed[] {
  switch (step.type) {
    case 'zendeskCreateTicket':
    case 'zendeskSearchKnowledgeBase':
      return [{ kind: 'zendesk', effect: 'step', field: 'type' }];
    case 'serviceCloudCreateTicket':
    case 'serviceCloudKnowledgeBase':
      return [{ kind: 'salesforce', effect: 'step', field: 'type' }];
    case 'app':
      return routingNeeds(step.routing);
    case 'buttons':
      return step.options.flatMap((o) => redirectNeeds(o.redirect, 'options.redirect', o.id));
    case 'input':
      return redirectNeeds(step.redirect, 'redirect');
    case 'nextStateFromResponse':
      return step.rules.flatMap((r) => redirectNeeds(r.redirect, 'rules.redirect', r.id));
    default:
      return [];
  }
}

/** Every integration the flow uses (greeting buttons included), once each. */
export function flowNeeds(flow: Pick<Flow, 'paths' | 'greeting'>): Set<IntegrationKind> {
  const kinds = new Set<IntegrationKind>();
  for (const b of flow.greeting.buttons) for (const n of redirectNeeds(b.redirect, 'redirect')) kinds.add(n.kind);
  for (const p of flow.paths) for (const s of p.steps) for (const n of stepNeeds(s)) kinds.add(n.kind);
  return kinds;
}

/** The builder's warning for a need the project has not connected. */
export function needWarning(need: IntegrationNeed): string {
  const name = INTEGRATIONS[need.kind].name;
  if (need.effect === 'routing') return `${name} is not connected: conversations go to the fallback agents until an admin connects it in Integrations`;
  if (need.effect === 'destination') return `${name} is not connected: conversations stay in the inbox until an admin connects it in Integrations`;
  return `${name} is not connected: this step cannot run until an admin connects it in Integrations`;
}
