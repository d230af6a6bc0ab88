// Zoho CRM v2 record owners by search (email, or an account's website).
import type { CrmObject } from '../../../src/domain/routing/types';
import { list, nonEmpty as str, record as rec, type OwnerFinder } from '../ownerLookup';

const MODULES: Record<CrmObject, string> = { contact: 'Contacts', lead: 'Leads', account: 'Accounts' };

export const zohoOwner: OwnerFinder = async (call, object, email, domain) => {
  const query = object === 'account' ? `criteria=${encodeURIComponent(`(Website:equals:${domain})`)}` : `email=${encodeURIComponent(email)}`;
  // Zoho answers 204 No Content (no body) when nothing matches.
  const res = await call<{ data?: unknown[] } | null>(`/crm/v2/${MODULES[object]}/search?${query}`);
  const first = list(res?.data)[0];
  return first === undefined ? undefined : str(rec(rec(first).Owner).email);
};
