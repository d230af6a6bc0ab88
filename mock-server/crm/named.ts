// The demo's named CRM records (mock-server/data/<crm>.json): the people and companies the demo and the tests talk
// about, each owned by a demo agent in each CRM. Every fake that answers about them (owner routing, Highlights,
// audiences) reads them here, so a record has one owner whichever API is asked.
import fs from 'node:fs';
import path from 'node:path';

const DATA = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'data');
const load = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(DATA, `${name}.json`), 'utf8')) as T;

export interface NamedPerson {
  id: string;
  email: string;
  name: string;
  ownerEmail: string | null;
  accountId?: string;
  company?: string;
}
export interface NamedAccount {
  id: string;
  name: string;
  domain: string;
  ownerEmail: string | null;
}

export const SALESFORCE = load<{ contacts: NamedPerson[]; leads: NamedPerson[]; accounts: NamedAccount[] }>('salesforce');

/**
 * The demo site's visitors (demo/seed/people.ts, copied here: the fakes import nothing from demo/ or server/) as
 * Salesforce knows them, so the seeded demo lights up Highlights: contacts with an open opportunity or none, and
 * leads. Their companies are known to the enrichment fake too. Kept apart from the named records above, which owner
 * routing and the tests count on.
 */
export interface DemoVisitorRecord {
  email: string;
  name: string;
  company: string;
  ownerEmail: string;
  domain?: string;
  opportunity?: { name: string; amount: number; stage: string; closeDate: string } | null;
}
export const DEMO_VISITORS = load<{ companies: Array<{ name: string; domain: string }>; contacts: DemoVisitorRecord[]; leads: DemoVisitorRecord[] }>('demo-visitors');
export const HUBSPOT = load<{ contacts: NamedPerson[]; accounts: NamedAccount[] }>('hubspot');

interface ZohoOwner {
  name: string;
  id: string;
  email: string;
}
export const ZOHO = load<Record<'Contacts' | 'Leads' | 'Accounts', Array<Record<string, unknown> & { id: string; Email?: string; Website?: string; Owner?: ZohoOwner }>>>('zoho');
export const DYNAMICS = load<Record<'contacts' | 'leads' | 'accounts', Array<Record<string, unknown> & { emailaddress1?: string; websiteurl?: string }>>>('msdynamics');

/** The demo owners' display names (the people in data/*.json own records in every CRM). */
export const OWNER_NAMES: Record<string, string> = {
  'admin@demo.test': 'Ada Admin',
  'agent@demo.test': 'Sam Agent',
  'olivia.owner@crm.test': 'Olivia Owner',
  'away.owner@crm.test': 'Alex Away',
  'former.employee@crm.test': 'Former Employee',
};

export const sameEmail = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();
/** A website field matches a domain when its host is the domain or a subdomain of it. */
export function websiteMatches(website: string | null | undefined, domain: string): boolean {
  if (!website) return false;
  const host = website.replace(/^https?:\/\//i, '').replace(/\/.*$/, '').replace(/^www\./i, '').toLowerCase();
  const d = domain.toLowerCase();
  return host === d || host.endsWith(`.${d}`);
}
