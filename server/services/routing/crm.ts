// CRM owner lookups for owner-based routing (and CRM facts for audiences), through the project's connected CRM
// (server/integrations: the token, its refresh and the API base come from there). Each CRM is asked in its own API:
// Salesforce SOQL, HubSpot CRM v3 search + owners, Zoho CRM v2 search, the Dynamics Web API with OData filters.
// Accounts are found by the email's domain. Not connected → 'notConnected' (routing falls back to the assignment).
import type { Crm, CrmObject, OwnerLookup } from '../../../src/domain/routing/types';
import type { Integrations } from '../../integrations/registry';

/** A lookup that takes longer than this routes by the fallback rather than keep the visitor waiting. */
const TIMEOUT_MS = 3000;

type Call = <T>(path: string, init?: RequestInit) => Promise<T>;

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const rec = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** SOQL and OData string literals: a quote is escaped (backslash in SOQL, doubled in OData). */
const soql = (s: string) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
const odata = (s: string) => s.replace(/'/g, "''");
const JSON_POST = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** How one CRM answers "who owns this contact / lead / account": the owner's email, or null when no record. */
type Finder = (call: Call, object: CrmObject, email: string, domain: string) => Promise<string | null | undefined>;

const salesforce: Finder = async (call, object, email, domain) => {
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

const hubspot: Finder = async (call, object, email, domain) => {
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

const ZOHO_MODULES: Record<CrmObject, string> = { contact: 'Contacts', lead: 'Leads', account: 'Accounts' };
const zoho: Finder = async (call, object, email, domain) => {
  const query = object === 'account' ? `criteria=${encodeURIComponent(`(Website:equals:${domain})`)}` : `email=${encodeURIComponent(email)}`;
  // Zoho answers 204 No Content (no body) when nothing matches.
  const res = await call<{ data?: unknown[] } | null>(`/crm/v2/${ZOHO_MODULES[object]}/search?${query}`);
  const first = list(res?.data)[0];
  return first === undefined ? undefined : str(rec(rec(first).Owner).email);
};

const DYNAMICS_SETS: Record<CrmObject, string> = { contact: 'contacts', lead: 'leads', account: 'accounts' };
const msdynamics: Finder = async (call, object, email, domain) => {
  const filter = object === 'account' ? `contains(websiteurl,'${odata(domain)}')` : `emailaddress1 eq '${odata(email)}'`;
  const params = new URLSearchParams({ $filter: filter, $expand: 'owninguser($select=internalemailaddress)', $top: '1' });
  const res = await call<{ value?: unknown[] }>(`/api/data/v9.2/${DYNAMICS_SETS[object]}?${params.toString().replace(/\+/g, '%20')}`);
  const first = list(res.value)[0];
  return first === undefined ? undefined : str(rec(rec(first).owninguser).internalemailaddress);
};

const FINDERS: Record<Crm, Finder> = { salesforce, hubspot, zoho, msdynamics };

export interface CrmFactsFound {
  owner: string | null;
  isContact: boolean;
  isLead: boolean;
}

export class CrmClient {
  constructor(private readonly integrations: Pick<Integrations, 'connection' | 'json'> | null) {}

  async connected(projectId: number, crm: Crm): Promise<boolean> {
    return (await this.integrations?.connection(projectId, crm))?.state === 'connected';
  }

  /** The record's owner email: undefined when there is no record, null when it has no owner. */
  private find(projectId: number, crm: Crm, object: CrmObject, email: string): Promise<string | null | undefined> {
    const address = email.toLowerCase();
    const domain = address.split('@')[1] ?? '';
    const call: Call = (path, init = {}) => this.integrations!.json(projectId, crm, path, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    return FINDERS[crm](call, object, address, domain);
  }

  /** The owner of the visitor's contact, lead or account (by the email's domain) in the project's CRM. */
  async owner(projectId: number, crm: Crm, object: CrmObject, email: string | null): Promise<OwnerLookup> {
    if (!(await this.connected(projectId, crm))) return { status: 'notConnected' };
    if (!email) return { status: 'noEmail' };
    try {
      const ownerEmail = await this.find(projectId, crm, object, email);
      return ownerEmail ? { status: 'found', ownerEmail } : { status: 'notFound' };
    } catch {
      return { status: 'failed' };
    }
  }

  /** Contact/lead flags and the owner for audience rules (null when not connected or unknown). */
  async facts(projectId: number, crm: Crm, email: string | null): Promise<CrmFactsFound | null> {
    if (!email || !(await this.connected(projectId, crm))) return null;
    try {
      const [contact, lead] = await Promise.all([this.find(projectId, crm, 'contact', email), this.find(projectId, crm, 'lead', email)]);
      if (contact === undefined && lead === undefined) return null;
      return { owner: (contact ?? lead) ?? null, isContact: contact !== undefined, isLead: lead !== undefined };
    } catch {
      return null;
    }
  }
}
