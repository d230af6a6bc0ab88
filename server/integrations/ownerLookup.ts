// A provider's owner-lookup capability (owner-based routing and CRM facts for audiences, server/services/routing/
// crm.ts): "who owns this contact / lead / account", answered in the provider's own API.
import type { CrmObject } from '../../src/domain/routing/types';

export type OwnerCall = <T>(path: string, init?: RequestInit) => Promise<T>;
/** The record owner's email: null when the record has no owner, undefined when there is no record. Accounts are
 *  found by the email's domain. */
export type OwnerFinder = (call: OwnerCall, object: CrmObject, email: string, domain: string) => Promise<string | null | undefined>;

export const nonEmpty = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
export const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const JSON_POST = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
