// Salesforce record owners by SOQL (a lead only while unconverted; an account by its website).
import { list, nonEmpty as str, record as rec, type OwnerFinder } from '../ownerLookup';

/** SOQL string literals: a quote is escaped with a backslash. */
const soql = (s: string) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

export const salesforceOwner: OwnerFinder = async (call, object, email, domain) => {
  const q =
    object === 'account'
      ? `SELECT Id, Owner.Email FROM Account WHERE Website LIKE '%${soql(domain)}%' LIMIT 1`
      : object === 'lead'
        ? `SELECT Id, Owner.Email FROM Lead WHERE Email = '${soql(email)}' AND IsConverted = false LIMIT 1`
        : `SELECT Id, Owner.Email FROM Contact WHERE Email = '${soql(email)}' LIMIT 1`;
  const res = await call<{ records?: unknown[] }>(`/services/data/v59.0/query?q=${encodeURIComponent(q)}`);
  const first = list(res.records)[0];
  return first === undefined ? undefined : str(rec(rec(first).Owner).Email);
};
