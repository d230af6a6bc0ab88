// HubSpot's Highlights record: the contact by CRM search, its owner by id, and a link into the portal (its id asked
// once an hour per project).
import type { CrmRecordFinder } from '../crmRecord';

interface HsSearch {
  total: number;
  results: Array<{ id: string; properties: Record<string, string | null> }>;
}
interface HsOwner {
  id: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const PORTAL_TTL_MS = 60 * 60 * 1000;

/** Records are shown on the app host (HUBSPOT_AUTH_URL, app.hubspot.com) under the portal id of the account. */
export const hubspotRecord: CrmRecordFinder = async ({ call, settings, remember }, email) => {
  const found = await call<HsSearch>('/crm/v3/objects/contacts/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value: email }] }],
      properties: ['email', 'firstname', 'lastname', 'lifecyclestage', 'hubspot_owner_id'],
      limit: 1,
    }),
  });
  const contact = found.results[0];
  if (!contact) return null;
  const ownerId = contact.properties.hubspot_owner_id;
  const [owner, portal] = await Promise.all([
    ownerId ? call<HsOwner>(`/crm/v3/owners/${encodeURIComponent(ownerId)}`).catch(() => null) : Promise.resolve(null),
    remember('portalId', PORTAL_TTL_MS, async () => (await call<{ portalId: number }>('/account-info/v3/details')).portalId),
  ]);
  const ownerName = owner ? [owner.firstName, owner.lastName].filter(Boolean).join(' ') || null : null;
  return {
    recordType: 'Contact',
    recordId: contact.id,
    recordUrl: `${settings.authBase}/contacts/${portal}/record/0-1/${encodeURIComponent(contact.id)}`,
    ownerName,
    ownerEmail: owner?.email ?? null,
    lifecycleStage: contact.properties.lifecyclestage ?? null,
  };
};
