// CRM owner lookups for owner-based routing (and CRM facts for audiences). Parley connects no CRM yet: the base URL
// is configuration (CRM_API_URL); demo mode and tests point it at the json-server fakes in mock-server/, one prefix
// per CRM, each answering in its API's own shape (see API below). Accounts are found by the email's domain.
import type { Crm, CrmObject, OwnerLookup } from '../../../src/domain/routing/types';

const TIMEOUT_MS = 3000;

/** How one CRM is asked for a record by email (or domain, for accounts) and where its owner's email sits. */
interface CrmApi {
  /** Path and query under the base URL, e.g. 'salesforce/contacts?email=jane%40acme.example'. */
  url(object: CrmObject, email: string, domain: string): string;
  /** The records of a 200 answer. */
  records(body: unknown): unknown[];
  ownerEmail(record: unknown): string | null;
  /** Objects the CRM has (HubSpot has no leads). */
  objects: readonly CrmObject[];
}

const q = encodeURIComponent;
const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const get = (v: unknown, key: string): unknown => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined);

/** Salesforce and HubSpot fakes: /<crm>/<object>s?email= (or ?domain=), bare arrays, ownerEmail on the record. */
const flat = (crm: Crm, objects: readonly CrmObject[]): CrmApi => ({
  url: (object, email, domain) => `${crm}/${object}s?${object === 'account' ? `domain=${q(domain)}` : `email=${q(email)}`}`,
  records: arrayOf,
  ownerEmail: (r) => str(get(r, 'ownerEmail')),
  objects,
});

const ZOHO_MODULES: Record<CrmObject, string> = { contact: 'Contacts', lead: 'Leads', account: 'Accounts' };

const API: Record<Crm, CrmApi> = {
  salesforce: flat('salesforce', ['contact', 'lead', 'account']),
  hubspot: flat('hubspot', ['contact', 'account']),
  // Zoho CRM v2: modules Contacts/Leads/Accounts, { data: [...] } (204 when nothing matches), Owner { name, id, email }.
  zoho: {
    url: (object, email, domain) => `zoho/${ZOHO_MODULES[object]}?${object === 'account' ? `Website=${q(domain)}` : `Email=${q(email)}`}`,
    records: (body) => arrayOf(get(body, 'data')),
    ownerEmail: (r) => str(get(get(r, 'Owner'), 'email')),
    objects: ['contact', 'lead', 'account'],
  },
  // Dynamics Web API: entity sets contacts/leads/accounts, OData { value: [...] }, the owner expanded as owninguser.
  msdynamics: {
    url: (object, email, domain) => `msdynamics/${object}s?${object === 'account' ? `websiteurl=${q(domain)}` : `emailaddress1=${q(email)}`}`,
    records: (body) => arrayOf(get(body, 'value')),
    ownerEmail: (r) => str(get(get(r, 'owninguser'), 'internalemailaddress')),
    objects: ['contact', 'lead', 'account'],
  },
};

interface CrmRecord {
  ownerEmail: string | null;
}

export interface CrmFactsFound {
  owner: string | null;
  isContact: boolean;
  isLead: boolean;
}

export class CrmClient {
  constructor(private readonly baseUrl: string | null) {}

  connected(_crm: Crm): boolean {
    return this.baseUrl !== null;
  }

  private async find(crm: Crm, object: CrmObject, email: string): Promise<CrmRecord | null> {
    const api = API[crm];
    if (!api.objects.includes(object)) return null;
    const address = email.toLowerCase();
    const domain = address.split('@')[1] ?? '';
    const res = await fetch(`${this.baseUrl}/${api.url(object, address, domain)}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    // Zoho answers 204 No Content for an empty search.
    if (res.status === 404 || res.status === 204) return null;
    if (!res.ok) throw new Error(`${crm} answered ${res.status}`);
    const first = api.records(await res.json())[0];
    return first === undefined ? null : { ownerEmail: api.ownerEmail(first) };
  }

  /** The owner of the visitor's contact, lead or account (by the email's domain) in that CRM. */
  async owner(crm: Crm, object: CrmObject, email: string | null): Promise<OwnerLookup> {
    if (!this.connected(crm)) return { status: 'notConnected' };
    if (!email) return { status: 'noEmail' };
    try {
      const record = await this.find(crm, object, email);
      return record?.ownerEmail ? { status: 'found', ownerEmail: record.ownerEmail } : { status: 'notFound' };
    } catch {
      return { status: 'failed' };
    }
  }

  /** Contact/lead flags and the owner for audience rules (null when not connected or unknown). */
  async facts(crm: Crm, email: string | null): Promise<CrmFactsFound | null> {
    if (!this.connected(crm) || !email) return null;
    try {
      const [contact, lead] = await Promise.all([this.find(crm, 'contact', email), this.find(crm, 'lead', email)]);
      if (!contact && !lead) return null;
      return { owner: (contact ?? lead)?.ownerEmail ?? null, isContact: contact !== null, isLead: lead !== null };
    } catch {
      return null;
    }
  }
}
