// The enrichment fake's data: firmographics, technologies, intent and scoops for the companies of the CRM fakes
// (crm/records.ts, domains <name>.example) and of the demo site's visitors, and people at those companies made from
// their email address. Unknown domains and free mail providers are not found, as at a real provider.
// Deterministic: same input, same answer.
import { companies } from '../crm/records';
import { DEMO_VISITORS } from '../crm/named';

const INDUSTRIES = ['Software', 'Manufacturing', 'Financial Services', 'Retail', 'Healthcare', 'Logistics', 'Media', 'Energy'];
const EMPLOYEES = ['11-50', '51-200', '201-500', '501-1,000', '1,001-5,000', '5,001-10,000'];
const REVENUE = ['$1M-$10M', '$10M-$50M', '$50M-$100M', '$100M-$500M', '$500M-$1B', '$1B+'];
const CITIES = ['Austin, TX, US', 'Boston, MA, US', 'London, UK', 'Berlin, DE', 'Toronto, CA', 'Paris, FR', 'Chicago, IL, US', 'Amsterdam, NL'];
const TECH: Array<{ name: string; category: string }> = [
  { name: 'Salesforce', category: 'CRM' },
  { name: 'HubSpot', category: 'CRM' },
  { name: 'Marketo', category: 'Marketing Automation' },
  { name: 'Pardot', category: 'Marketing Automation' },
  { name: 'Google Analytics', category: 'Analytics' },
  { name: 'Mixpanel', category: 'Analytics' },
  { name: 'Zendesk', category: 'Helpdesk' },
  { name: 'Slack', category: 'Collaboration' },
  { name: 'AWS', category: 'Cloud' },
  { name: 'Snowflake', category: 'Data Warehouse' },
];
const TOPICS = ['Live chat software', 'Conversational marketing', 'CRM integration', 'Sales engagement', 'Account-based marketing', 'Customer data platform', 'Lead routing', 'Chatbots'];
const SCOOPS = ['is hiring a VP of Sales', 'opened a new office in Dublin', 'raised a Series C round', 'is evaluating new marketing tools', 'appointed a new CMO', 'is expanding its support team'];
const TITLES: Array<{ title: string; seniority: string; department: string }> = [
  { title: 'VP of Marketing', seniority: 'VP', department: 'Marketing' },
  { title: 'Head of Sales Operations', seniority: 'Director', department: 'Sales' },
  { title: 'Senior Product Manager', seniority: 'Manager', department: 'Product' },
  { title: 'Chief Revenue Officer', seniority: 'C-Level', department: 'Sales' },
  { title: 'Demand Generation Manager', seniority: 'Manager', department: 'Marketing' },
  { title: 'Director of Customer Success', seniority: 'Director', department: 'Customer Success' },
];

function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}
const at = <T>(list: readonly T[], n: number) => list[n % list.length]!;

export interface FakeCompany {
  id: string;
  name: string;
  domain: string;
  industry: string;
  employeeRange: string;
  revenueRange: string;
  city: string;
  founded: number;
  linkedinUrl: string;
  technologies: Array<{ name: string; category: string }>;
  intent: Array<{ topic: string; score: number; lastSeen: string }>;
  scoops: Array<{ id: string; type: string; title: string; publishedAt: string }>;
}

const day = (n: number) => new Date(Date.UTC(2026, 10, 1) - n * 86_400_000).toISOString().slice(0, 10);

function build(name: string, domain: string, i: number): FakeCompany {
  const h = hash(domain);
  return {
    id: `co_${(h % 1_000_000).toString().padStart(6, '0')}`,
    name,
    domain,
    industry: at(INDUSTRIES, h),
    employeeRange: at(EMPLOYEES, h >>> 3),
    revenueRange: at(REVENUE, h >>> 3),
    city: at(CITIES, h >>> 5),
    founded: 1960 + (h % 60),
    linkedinUrl: `https://www.linkedin.com/company/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    technologies: TECH.filter((_t, k) => ((h >>> k) & 1) === 1 || k === i % TECH.length),
    intent: [0, 1, 2].map((k) => ({ topic: at(TOPICS, (h >>> (k * 4)) + k), score: 55 + ((h >>> (k * 3)) % 45), lastSeen: day((h >>> k) % 20) })).filter((x, k, all) => all.findIndex((y) => y.topic === x.topic) === k),
    scoops: [0, 1].map((k) => ({ id: `sc_${h % 9973}_${k}`, type: 'news', title: `${name} ${at(SCOOPS, (h >>> (k * 2)) + k)}`, publishedAt: day(3 + k * 9) })),
  };
}

const KNOWN = [...companies(20, 1000).map((c, i) => ({ name: c.name, domain: c.domain!, i })), { name: 'Startup Ltd', domain: 'startup.example', i: 20 }, { name: 'Newco', domain: 'newco.example', i: 21 }];
// The demo site's visitors' companies (data/demo-visitors.json), where the generated ones do not already hold the domain.
const DEMO = DEMO_VISITORS.companies.filter((c) => !KNOWN.some((k) => k.domain === c.domain)).map((c, i) => ({ ...c, i: KNOWN.length + i }));
const BY_DOMAIN = new Map([...KNOWN, ...DEMO].map((c) => [c.domain, build(c.name, c.domain, c.i)]));

export const findCompanyByDomain = (domain: string) => BY_DOMAIN.get(domain.trim().toLowerCase().replace(/^www\./, '')) ?? null;
export const findCompanyByName = (name: string) => {
  const n = name.trim().toLowerCase();
  return [...BY_DOMAIN.values()].find((c) => c.name.toLowerCase() === n || c.name.toLowerCase().replace(/ inc$/, '') === n) ?? null;
};

/** A person at a known company, from the address: first.last@ or first@ local parts give the name. */
export function findPerson(email: string) {
  const [local, domain] = email.trim().toLowerCase().split('@');
  const company = domain ? findCompanyByDomain(domain) : null;
  if (!local || !company) return null;
  const parts = local.replace(/\d+/g, '').split(/[._-]+/).filter(Boolean);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const fullName = parts.length ? parts.map(cap).join(' ') : cap(local);
  const h = hash(email);
  const role = at(TITLES, h);
  return {
    id: `pe_${(h % 10_000_000).toString().padStart(7, '0')}`,
    fullName,
    email: email.toLowerCase(),
    title: role.title,
    seniority: role.seniority,
    department: role.department,
    phone: `+1 (555) ${String(100 + (h % 900)).padStart(3, '0')}-${String(h % 10_000).padStart(4, '0')}`,
    linkedinUrl: `https://www.linkedin.com/in/${parts.join('-') || local}-${h % 1000}`,
    city: company.city,
    company: { id: company.id, name: company.name, domain: company.domain },
  };
}
