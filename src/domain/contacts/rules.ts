// Contacts' pure rules: email identity, company domains, what an identity may change on a known contact, merging,
// and the CSV import's header mapping. Shared by the server (recordIdentity, import, merge) and the dashboard.
import { companyDomainOf } from '../highlights/values';
import type { ContactAttributes, IdentitySource } from './types';

/** The identity key: trimmed and lower-cased (one contact per email per project). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The company an email belongs to: its domain unless a free-mail provider's (then the visitor's site domain). */
export const companyDomain = (email: string, knownDomain: string | null = null): string | null => companyDomainOf(email, knownDomain);

/** A readable company name from a domain when nobody typed one: "acme-corp.co.uk" -> "Acme-corp". */
export function companyNameFromDomain(domain: string): string {
  const label = domain.split('.')[0] ?? domain;
  return label ? label[0].toUpperCase() + label.slice(1) : domain;
}

export interface KnownContact {
  name: string;
  location: string;
  verified: boolean;
  attributes: ContactAttributes;
}

export interface IncomingIdentity {
  name?: string | null;
  location?: string | null;
  attributes?: ContactAttributes | null;
  source: IdentitySource;
  verified: boolean;
}

/**
 * What an identity may change on a contact that exists: a verified contact is changed only by a verified identity
 * (a wrong or missing hash never overwrites it); otherwise blanks never erase what is known, and attributes merge
 * key by key (the newer value wins).
 */
export function identityChanges(known: KnownContact, incoming: IncomingIdentity): Partial<KnownContact> {
  if (known.verified && !incoming.verified) return {};
  const out: Partial<KnownContact> = {};
  const name = incoming.name?.trim();
  if (name && name !== known.name) out.name = name;
  const location = incoming.location?.trim();
  if (location && location !== known.location) out.location = location;
  if (incoming.attributes && Object.keys(incoming.attributes).length) out.attributes = { ...known.attributes, ...incoming.attributes };
  if (incoming.verified && !known.verified) out.verified = true;
  return out;
}

/** Two contacts folded into one: the kept contact's values win; blanks are filled from the other. */
export function mergedValues(kept: KnownContact & { tags: string[] }, other: KnownContact & { tags: string[] }) {
  return {
    name: kept.name || other.name,
    location: kept.location || other.location,
    verified: kept.verified || other.verified,
    attributes: { ...other.attributes, ...kept.attributes },
    tags: [...new Set([...kept.tags, ...other.tags])],
  };
}

/** The name to show for a visitor: the contact's, then the visitor's own, then "Site visitor". */
export function personName(contactName: string | null | undefined, visitorName: string | null | undefined): string {
  return contactName?.trim() || visitorName?.trim() || 'Site visitor';
}

// ---- CSV import ------------------------------------------------------------------------------------------------

/** Header names accepted for each field (lower-cased, spaces and underscores ignored). */
const HEADERS: Record<string, 'email' | 'name' | 'company' | 'location' | 'tags'> = {
  email: 'email', emailaddress: 'email', mail: 'email',
  name: 'name', fullname: 'name', contact: 'name',
  company: 'company', companyname: 'company', organisation: 'company', organization: 'company', account: 'company',
  location: 'location', city: 'location', country: 'location',
  tags: 'tags', tag: 'tags', labels: 'tags',
};

const headerKey = (h: string) => h.toLowerCase().replace(/[\s_-]+/g, '');

/** Which field a CSV column feeds (null: ignored). */
export const fieldOfHeader = (header: string): 'email' | 'name' | 'company' | 'location' | 'tags' | null => HEADERS[headerKey(header)] ?? null;

/** A parsed CSV record (header -> cell) as an import row candidate: tags split on ";" or ",". */
export function importCandidate(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [header, cell] of Object.entries(record)) {
    const field = fieldOfHeader(header);
    if (!field || out[field] !== undefined) continue;
    const text = cell === null || cell === undefined ? '' : String(cell);
    out[field] = field === 'tags' ? text.split(/[;,]/).map((t) => t.trim()).filter(Boolean) : text;
  }
  return out;
}

/** The import's first line number of data (line 1 is the header). */
export const IMPORT_FIRST_LINE = 2;
