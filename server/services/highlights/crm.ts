// The visitor's record in the connected CRM, matched by email, through the integrations layer (tokens, refresh on
// 401): Salesforce by SOQL (Contact first, else an unconverted Lead; the contact's account's next open opportunity),
// HubSpot by CRM search with the owner looked up by id. Null when no record matches.
import type { Integrations } from '../../integrations/registry';
import type { CrmRecord } from '../../../src/domain/highlights';

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

export async function salesforceRecord(integrations: Integrations, projectId: number, email: string): Promise<CrmRecord | null> {
  const e = soqlString(email);
  const [contacts, leads] = await Promise.all([
    integrations.json<SoqlResult<SfPerson>>(projectId, 'salesforce', soql(`SELECT Id, Name, Email, AccountId, Owner.Name, Owner.Email FROM Contact WHERE Email = ${e} ORDER BY LastModifiedDate DESC LIMIT 1`)),
    integrations.json<SoqlResult<SfPerson>>(projectId, 'salesforce', soql(`SELECT Id, Name, Email, Company, Owner.Name, Owner.Email FROM Lead WHERE Email = ${e} AND IsConverted = false ORDER BY LastModifiedDate DESC LIMIT 1`)),
  ]);
  const contact = contacts.records[0];
  const person = contact ?? leads.records[0];
  if (!person) return null;
  const type = contact ? 'Contact' : 'Lead';
  let opportunity: CrmRecord['opportunity'] = null;
  if (contact?.AccountId) {
    const opps = await integrations.json<SoqlResult<SfOpportunity>>(
      projectId,
      'salesforce',
      soql(`SELECT Id, Name, Amount, StageName, CloseDate FROM Opportunity WHERE AccountId = ${soqlString(contact.AccountId)} AND IsClosed = false ORDER BY CloseDate ASC LIMIT 1`),
    );
    const o = opps.records[0];
    // Amount is in the org's currency; CurrencyIsoCode exists only in multi-currency orgs (asking for it fails elsewhere).
    if (o) opportunity = { name: o.Name, amount: o.Amount, currency: 'USD', stage: o.StageName, closeDate: o.CloseDate };
  }
  const base = await integrations.apiBase(projectId, 'salesforce');
  return {
    recordType: type,
    recordId: person.Id,
    recordUrl: `${base}/lightning/r/${type}/${encodeURIComponent(person.Id)}/view`,
    ownerName: person.Owner?.Name ?? null,
    ownerEmail: person.Owner?.Email ?? null,
    opportunity,
  };
}

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

/** `appBase`: where HubSpot shows records (HUBSPOT_AUTH_URL, app.hubspot.com); the portal id comes from the account. */
export async function hubspotRecord(integrations: Integrations, projectId: number, email: string, appBase: string, portalId: () => Promise<number>): Promise<CrmRecord | null> {
  const found = await integrations.json<HsSearch>(projectId, 'hubspot', '/crm/v3/objects/contacts/search', {
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
    ownerId ? integrations.json<HsOwner>(projectId, 'hubspot', `/crm/v3/owners/${encodeURIComponent(ownerId)}`).catch(() => null) : Promise.resolve(null),
    portalId(),
  ]);
  const ownerName = owner ? [owner.firstName, owner.lastName].filter(Boolean).join(' ') || null : null;
  return {
    recordType: 'Contact',
    recordId: contact.id,
    recordUrl: `${appBase}/contacts/${portal}/record/0-1/${encodeURIComponent(contact.id)}`,
    ownerName,
    ownerEmail: owner?.email ?? null,
    lifecycleStage: contact.properties.lifecyclestage ?? null,
  };
}
