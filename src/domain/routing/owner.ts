// Owner-based modes (spec §4): which CRM and which record's owner a mode asks for.
import type { RoutingMode } from '../flows/types';
import type { Crm, CrmObject } from './types';

export const CRM_LABELS: Record<Crm, string> = { salesforce: 'Salesforce', hubspot: 'HubSpot', zoho: 'Zoho', msdynamics: 'Microsoft Dynamics' };

/** 'salesforceContactOwner' -> { crm: 'salesforce', object: 'contact' }; null for modes that are not owner-based. */
export function ownerModeOf(mode: RoutingMode): { crm: Crm; object: CrmObject } | null {
  const m = /^(salesforce|hubspot|zoho|msdynamics)(Account|Contact|Lead)Owner$/.exec(mode);
  if (!m) return null;
  return { crm: m[1] as Crm, object: m[2]!.toLowerCase() as CrmObject };
}

export const ownerLabel = (o: { crm: Crm; object: CrmObject }) => `${CRM_LABELS[o.crm]} ${o.object} owner`;
