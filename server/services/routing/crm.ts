// CRM owner lookups for owner-based routing (and CRM facts for audiences). Parley connects no CRM yet: the base URL
// is configuration (CRM_API_URL); demo mode and tests point it at the json-server fakes in mock-server/
// (`/<crm>/<contacts|leads|accounts>?email=` or `?domain=`, each record with an ownerEmail). Only Salesforce and
// HubSpot have fakes; the other CRMs read as not connected.
import type { Crm, CrmObject, OwnerLookup } from '../../../src/domain/routing/types';

const SERVED: readonly Crm[] = ['salesforce', 'hubspot'];
const TIMEOUT_MS = 3000;

interface CrmRecord {
  id: string;
  ownerEmail?: string | null;
}

export interface CrmFactsFound {
  owner: string | null;
  isContact: boolean;
  isLead: boolean;
}

export class CrmClient {
  constructor(private readonly baseUrl: string | null) {}

  connected(crm: Crm): boolean {
    return this.baseUrl !== null && SERVED.includes(crm);
  }

  private async find(crm: Crm, object: CrmObject, email: string): Promise<CrmRecord | null> {
    const collection = `${object}s`;
    const domain = email.split('@')[1] ?? '';
    const query = object === 'account' ? `domain=${encodeURIComponent(domain.toLowerCase())}` : `email=${encodeURIComponent(email.toLowerCase())}`;
    const res = await fetch(`${this.baseUrl}/${crm}/${collection}?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`${crm} answered ${res.status}`);
    const rows = (await res.json()) as CrmRecord[];
    return Array.isArray(rows) && rows.length ? rows[0]! : null;
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
      const [contact, lead] = await Promise.all([this.find(crm, 'contact', email), crm === 'hubspot' ? null : this.find(crm, 'lead', email)]);
      if (!contact && !lead) return null;
      return { owner: (contact ?? lead)?.ownerEmail ?? null, isContact: contact !== null, isLead: lead !== null };
    } catch {
      return null;
    }
  }
}
