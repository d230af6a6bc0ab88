// Deterministic CRM records for the fakes' record APIs (what a sync reads): companies of a demo B2B market, their
// people, and a share of records without the field Parley matches on (so summaries show "not configured").
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Wonka', 'Tyrell', 'Cyberdyne', 'Soylent', 'Vandelay', 'Massive', 'Aperture', 'Gringotts', 'Oscorp', 'Duff', 'Monarch', 'Virtucon', 'Nakatomi'];
const FIRST = ['Jane', 'Omar', 'Mei', 'Lukas', 'Priya', 'Tom', 'Ana', 'Kofi', 'Sara', 'Ivan', 'Lea', 'Raj'];
const LAST = ['Doe', 'Haddad', 'Chen', 'Berg', 'Patel', 'Smith', 'Silva', 'Mensah', 'Kim', 'Petrov', 'Roux', 'Nair'];
export const OWNERS = ['alex@acme-demo.example', 'sam@acme-demo.example', 'kai@acme-demo.example'];

export interface Person {
  id: number;
  first: string;
  last: string;
  email: string | null;
  company: string;
  domain: string;
  owner: string;
}

/** n people; every `gap`-th has no email. */
export function people(n: number, gap: number, offset = 0): Person[] {
  return Array.from({ length: n }, (_, i) => {
    const k = i + offset;
    const company = COMPANIES[k % COMPANIES.length]!;
    const domain = `${company.toLowerCase()}.example`;
    const first = FIRST[k % FIRST.length]!;
    const last = LAST[(k * 7) % LAST.length]!;
    return { id: k + 1, first, last, email: (i + 1) % gap === 0 ? null : `${first}.${last}${k}@${domain}`.toLowerCase(), company: `${company} Inc`, domain, owner: OWNERS[k % OWNERS.length]! };
  });
}

export const companies = (n: number, gap: number) =>
  Array.from({ length: n }, (_, i) => {
    const name = COMPANIES[i % COMPANIES.length]!;
    return { id: i + 1, name: `${name} Inc`, domain: (i + 1) % gap === 0 ? null : `${name.toLowerCase()}.example`, owner: OWNERS[i % OWNERS.length]! };
  });
