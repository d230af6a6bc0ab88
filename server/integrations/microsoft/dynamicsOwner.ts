// Dynamics 365 record owners through the Web API with OData filters.
import type { CrmObject } from '../../../src/domain/routing/types';
import { list, nonEmpty as str, record as rec, type OwnerFinder } from '../ownerLookup';

const SETS: Record<CrmObject, string> = { contact: 'contacts', lead: 'leads', account: 'accounts' };
/** OData string literals: a quote is doubled. */
const odata = (s: string) => s.replace(/'/g, "''");

export const dynamicsOwner: OwnerFinder = async (call, object, email, domain) => {
  const filter = object === 'account' ? `contains(websiteurl,'${odata(domain)}')` : `emailaddress1 eq '${odata(email)}'`;
  const params = new URLSearchParams({ $filter: filter, $expand: 'owninguser($select=internalemailaddress)', $top: '1' });
  const res = await call<{ value?: unknown[] }>(`/api/data/v9.2/${SETS[object]}?${params.toString().replace(/\+/g, '%20')}`);
  const first = list(res.value)[0];
  return first === undefined ? undefined : str(rec(rec(first).owninguser).internalemailaddress);
};
