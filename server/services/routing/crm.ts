// CRM owner lookups for owner-based routing (and CRM facts for audiences), through the project's connected CRM
// (server/integrations: the token, its refresh and the API base come from there). Each CRM is asked in its own API
// by its provider's `owner` capability (server/integrations/<provider>/). Accounts are found by the email's domain.
// Not connected → 'notConnected' (routing falls back to the assignment).
import type { Crm, CrmObject, OwnerLookup } from '../../../src/domain/routing/types';
import type { OwnerCall } from '../../integrations/ownerLookup';
import { providerOf } from '../../integrations/providers/index';
import type { Integrations } from '../../integrations/registry';

/** A lookup that takes longer than this routes by the fallback rather than keep the visitor waiting. */
const TIMEOUT_MS = 3000;

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
    const call: OwnerCall = (path, init = {}) => this.integrations!.json(projectId, crm, path, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const finder = providerOf(crm).owner;
    if (!finder) return Promise.reject(new Error(`${crm} has no owner lookup`));
    return finder(call, object, address, domain);
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
