// HubSpot record owners: CRM v3 search, then the owner by id.
import { JSON_POST, list, nonEmpty as str, record as rec, type OwnerFinder } from '../ownerLookup';

export const hubspotOwner: OwnerFinder = async (call, object, email, domain) => {
  if (object === 'lead') return undefined; // HubSpot has no leads (spec §4)
  const [type, property, value] = object === 'account' ? ['companies', 'domain', domain] : ['contacts', 'email', email];
  const res = await call<{ results?: unknown[] }>(
    `/crm/v3/objects/${type}/search`,
    JSON_POST({ filterGroups: [{ filters: [{ propertyName: property, operator: 'EQ', value }] }], properties: [property, 'hubspot_owner_id'], limit: 1 }),
  );
  const first = list(res.results)[0];
  if (first === undefined) return undefined;
  const ownerId = str(rec(rec(first).properties).hubspot_owner_id);
  if (!ownerId) return null;
  return str(rec(await call(`/crm/v3/owners/${encodeURIComponent(ownerId)}`)).email);
};
