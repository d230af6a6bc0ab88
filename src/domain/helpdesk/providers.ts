// The two helpdesks an agent (and the bot) can hand work to (spec §2 helpdesk and service-cloud tabs, §6 gating):
// which plan feature gates each and which integration connection it rides on (Service Cloud is Salesforce's).
import type { IntegrationKind } from '../integrations/kinds';
import type { Feature } from '../plans';

export const HELPDESK_IDS = ['zendesk', 'serviceCloud'] as const;
export type HelpdeskId = (typeof HELPDESK_IDS)[number];

export interface HelpdeskInfo {
  id: HelpdeskId;
  /** As the spec's toasts name it. */
  name: string;
  feature: Feature;
  kind: IntegrationKind;
  /** What a ticket is called there. */
  ticketWord: 'ticket' | 'case';
}

export const HELPDESKS: Record<HelpdeskId, HelpdeskInfo> = {
  zendesk: { id: 'zendesk', name: 'Zendesk', feature: 'zendesk', kind: 'zendesk', ticketWord: 'ticket' },
  serviceCloud: { id: 'serviceCloud', name: 'Service cloud', feature: 'serviceCloud', kind: 'salesforce', ticketWord: 'case' },
};

/** Whether an agent may use a helpdesk: the plan has it and its connection is there (GET app/integration flags). */
export function helpdeskAvailability(
  id: HelpdeskId,
  features: readonly string[],
  connected: Partial<Record<string, boolean>> | undefined,
): 'ready' | 'upgrade' | 'connect' {
  const h = HELPDESKS[id];
  if (!features.includes(h.feature)) return 'upgrade';
  return connected?.[h.kind] === true ? 'ready' : 'connect';
}
