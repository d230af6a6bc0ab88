// Salesforce's Highlights record: by SOQL, a Contact first, else an unconverted Lead; for a contact, its account's
// next open opportunity.
import type { CrmRecord } from '../../../src/domain/highlights';
import type { CrmRecordFinder } from '../crmRecord';

/** SOQL string literal: backslashes and quotes escaped (the email comes from a visitor). */
export const soqlString = (v: string) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

interface SoqlResult<R> {
  totalSize: number;
  records: R[];
}
interface SfOwner {
  Name?: string | null;
  Email?: string | null;
}
interface SfPerson {
  Id: string;
  Name?: string | null;
  AccountId?: string | null;
  Owner?: SfOwner | null;
}
interface SfOpportunity {
  Name: string;
  Amount: number | null;
  StageName: string;
  CloseDate: string | null;
}

const soql = (q: string) => `/services/data/v59.0/query?q=${encodeURIComponent(q)}`;

export const salesforceRecord: CrmRecordFinder = async ({ call, apiBase }, email) => {
  const e = soqlString(email);
  const [contacts, leads] = await Promise.all([
    call<SoqlResult<SfPerson>>(soql(`SELECT Id, Name, Email, AccountId, Owner.Name, Owner.Email FROM Contact WHERE Email = ${e} ORDER BY LastModifiedDate DESC LIMIT 1`)),
    call<SoqlResult<SfPerson>>(soql(`SELECT Id, Name, Email, Company, Owner.Name, Owner.Email FROM Lead WHERE Email = ${e} AND IsConverted = false ORDER BY LastModifiedDate DESC LIMIT 1`)),
  ]);
  const contact = contacts.records[0];
  const person = contact ?? leads.records[0];
  if (!person) return null;
  const type = contact ? 'Contact' : 'Lead';
  let opportunity: CrmRecord['opportunity'] = null;
  if (contact?.AccountId) {
    const opps = await call<SoqlResult<SfOpportunity>>(
      soql(`SELECT Id, Name, Amount, StageName, CloseDate FROM Opportunity WHERE AccountId = ${soqlString(contact.AccountId)} AND IsClosed = false ORDER BY CloseDate ASC LIMIT 1`),
    );
    const o = opps.records[0];
    // Amount is in the org's currency; CurrencyIsoCode exists only in multi-currency orgs (asking for it fails elsewhere).
    if (o) opportunity = { name: o.Name, amount: o.Amount, currency: 'USD', stage: o.StageName, closeDate: o.CloseDate };
  }
  return {
    recordType: type,
    recordId: person.Id,
    recordUrl: `${await apiBase()}/lightning/r/${type}/${encodeURIComponent(person.Id)}/view`,
    ownerName: person.Owner?.Name ?? null,
    ownerEmail: person.Owner?.Email ?? null,
    opportunity,
  };
};
