// A field's value from what the sources answered: Parley's own visitor record and bot answers, the CRM record, the
// enrichment provider's person and company. Pure, so the server's assembly and its tests share it.
import { CUSTOM_PREFIX, type HighlightField } from './catalogue';

export interface ParleyFacts {
  name: string;
  email: string | null;
  company: string | null;
  domain: string | null;
  location: string;
  currentUrl: string | null;
  visits: number;
  /** Seconds. */
  timeOnSite: number;
  /** Seconds since the epoch. */
  firstSeen: number;
  lastSeen: number;
  /** The bot's collected answers, by chat field key. */
  answers: Record<string, string>;
}

export interface CrmRecord {
  recordType: string;
  recordId: string;
  recordUrl: string;
  ownerName: string | null;
  ownerEmail: string | null;
  lifecycleStage?: string | null;
  opportunity?: { name: string; amount: number | null; currency: string; stage: string; closeDate: string | null } | null;
}

export interface EnrichedPerson {
  fullName: string | null;
  title: string | null;
  seniority: string | null;
  department: string | null;
  phone: string | null;
  linkedinUrl: string | null;
  location: string | null;
}

export interface EnrichedCompany {
  name: string;
  domain: string;
  industry: string | null;
  employeeRange: string | null;
  revenueRange: string | null;
  headquarters: string | null;
  founded: number | null;
  technologies?: Array<{ name: string; category: string }>;
  intent?: Array<{ topic: string; score: number; lastSeen: string }>;
  scoops?: Array<{ title: string; publishedAt: string }>;
}

export interface EnrichmentFacts {
  person: EnrichedPerson | null;
  company: EnrichedCompany | null;
}

export interface FieldValue {
  value: string | null;
  items?: string[];
  href?: string;
}

const none: FieldValue = { value: null };
const text = (v: string | number | null | undefined): FieldValue => (v === null || v === undefined || v === '' ? none : { value: String(v) });
const list = (items: string[]): FieldValue => (items.length ? { value: items.join(', '), items } : none);

export function formatMoney(amount: number | null, currency: string): string | null {
  if (amount === null || !Number.isFinite(amount)) return null;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency || 'USD', maximumFractionDigits: 0 }).format(amount);
}

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h) return `${h} h ${m} min`;
  if (m) return `${m} min ${s % 60} s`;
  return `${s} s`;
}

const isoDate = (seconds: number) => new Date(seconds * 1000).toISOString();

export function parleyValue(field: HighlightField, p: ParleyFacts): FieldValue {
  if (field.key.startsWith(CUSTOM_PREFIX)) return text(p.answers[field.key.slice(CUSTOM_PREFIX.length)]);
  switch (field.key) {
    case 'chat.name':
      return text(p.name.trim() || p.answers.name);
    case 'chat.email':
      return text(p.email ?? p.answers.email);
    case 'chat.phone':
      return text(p.answers.phone);
    case 'chat.company':
      return text(p.company ?? p.answers.company);
    case 'chat.location':
      return text(p.location);
    case 'chat.currentPage':
      return p.currentUrl ? { value: p.currentUrl, href: p.currentUrl } : none;
    case 'chat.visits':
      return text(p.visits);
    case 'chat.timeOnSite':
      return text(formatDuration(p.timeOnSite));
    case 'chat.firstSeen':
      return text(isoDate(p.firstSeen));
    case 'chat.lastSeen':
      return text(isoDate(p.lastSeen));
    case 'chat.accountName':
      return text(p.company);
    case 'chat.domain':
      return text(p.domain ?? p.email?.split('@')[1] ?? null);
    default:
      return none;
  }
}

/** HubSpot's internal lifecycle stage values, as HubSpot shows them. */
const LIFECYCLE: Record<string, string> = {
  subscriber: 'Subscriber',
  lead: 'Lead',
  marketingqualifiedlead: 'Marketing qualified lead',
  salesqualifiedlead: 'Sales qualified lead',
  opportunity: 'Opportunity',
  customer: 'Customer',
  evangelist: 'Evangelist',
  other: 'Other',
};

/** Salesforce and HubSpot fields share their suffixes: recordLink, ownerName, ownerEmail... */
export function crmValue(field: HighlightField, r: CrmRecord): FieldValue {
  const name = field.key.slice(field.key.indexOf('.') + 1);
  const opp = r.opportunity ?? null;
  switch (name) {
    case 'recordLink':
      return { value: `${r.recordType} ${r.recordId}`, href: r.recordUrl };
    case 'recordType':
      return text(r.recordType);
    case 'lifecycleStage':
      return text(r.lifecycleStage ? (LIFECYCLE[r.lifecycleStage] ?? r.lifecycleStage) : null);
    case 'ownerName':
      return text(r.ownerName);
    case 'ownerEmail':
      return text(r.ownerEmail);
    case 'opportunityName':
      return text(opp?.name);
    case 'opportunityAmount':
      return text(opp ? formatMoney(opp.amount, opp.currency) : null);
    case 'opportunityStage':
      return text(opp?.stage);
    case 'opportunityCloseDate':
      return text(opp?.closeDate);
    default:
      return none;
  }
}

const byCategory = (c: EnrichedCompany, category: string) => (c.technologies ?? []).filter((t) => t.category === category).map((t) => t.name);

export function enrichmentValue(field: HighlightField, e: EnrichmentFacts): FieldValue {
  const p = e.person;
  const c = e.company;
  switch (field.key) {
    case 'contact.fullName':
      return text(p?.fullName);
    case 'contact.jobTitle':
      return text(p?.title);
    case 'contact.seniority':
      return text(p?.seniority);
    case 'contact.department':
      return text(p?.department);
    case 'contact.directPhone':
      return text(p?.phone);
    case 'contact.linkedin':
      return p?.linkedinUrl ? { value: p.linkedinUrl, href: p.linkedinUrl } : none;
    case 'contact.city':
      return text(p?.location);
    case 'company.name':
      return text(c?.name);
    case 'company.industry':
      return text(c?.industry);
    case 'company.employees':
      return text(c?.employeeRange);
    case 'company.revenue':
      return text(c?.revenueRange);
    case 'company.headquarters':
      return text(c?.headquarters);
    case 'company.website':
      return c ? { value: c.domain, href: `https://${c.domain}` } : none;
    case 'company.founded':
      return text(c?.founded);
    case 'company.scoops':
      return list((c?.scoops ?? []).slice(0, 3).map((s) => s.title));
    case 'intent.topTopic':
      return text([...(c?.intent ?? [])].sort((a, b) => b.score - a.score)[0]?.topic);
    case 'intent.topics':
      return list([...(c?.intent ?? [])].sort((a, b) => b.score - a.score).map((i) => `${i.topic} (${i.score})`));
    case 'intent.signalScore':
      return text(c?.intent?.length ? Math.max(...c.intent.map((i) => i.score)) : null);
    case 'intent.lastSignal':
      return text(c?.intent?.length ? [...c.intent].map((i) => i.lastSeen).sort().at(-1) : null);
    case 'technologies.all':
      return list((c?.technologies ?? []).map((t) => t.name));
    case 'technologies.crm':
      return list(c ? byCategory(c, 'CRM') : []);
    case 'technologies.marketing':
      return list(c ? byCategory(c, 'Marketing Automation') : []);
    case 'technologies.analytics':
      return list(c ? byCategory(c, 'Analytics') : []);
    default:
      return none;
  }
}

/** Free mail providers: their domain says nothing about the visitor's company. */
const FREE_MAIL = new Set(['gmail.com', 'googlemail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'live.com', 'icloud.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'mail.com']);

/** The company domain to enrich: the email's when it is a business address, else the visitor's known domain. */
export function companyDomainOf(email: string | null, knownDomain: string | null): string | null {
  const fromEmail = email?.split('@')[1]?.trim().toLowerCase();
  if (fromEmail && !FREE_MAIL.has(fromEmail)) return fromEmail;
  const d = knownDomain?.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').split('/')[0];
  return d || null;
}
