// Client of the company/person enrichment provider (ENRICHMENT_API_URL, key in X-Api-Key): the company by domain
// (or by name when only that is known) with the subscribed extras, and the person by email. Not found is no value,
// not a failure.
import type { EnrichedCompany, EnrichedPerson, EnrichmentFacts } from '../../../src/domain/highlights';
import type { EnrichmentSettings } from './settings';

export type EnrichmentInclude = 'technologies' | 'intent' | 'scoops';

interface ProviderCompany {
  name: string;
  domain: string;
  industry?: string | null;
  employeeRange?: string | null;
  revenueRange?: string | null;
  founded?: number | null;
  location?: { city?: string | null; region?: string | null; country?: string | null } | null;
  technologies?: Array<{ name: string; category: string }>;
  intent?: { topics?: Array<{ topic: string; score: number; lastSeen: string }> };
  scoops?: Array<{ title: string; publishedAt: string }>;
}
interface ProviderPerson {
  fullName?: string | null;
  title?: string | null;
  seniority?: string | null;
  department?: string | null;
  phone?: string | null;
  linkedinUrl?: string | null;
  city?: string | null;
}

export class EnrichmentClient {
  constructor(
    private readonly settings: EnrichmentSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get configured(): boolean {
    return !!this.settings.apiUrl;
  }

  private async get<T>(path: string): Promise<T | null> {
    const res = await this.fetchImpl(`${this.settings.apiUrl}${path}`, { headers: { 'x-api-key': this.settings.apiKey, accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    if (res.status === 404) return null;
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (!res.ok) throw new Error(body?.error?.message ?? `The enrichment provider answered ${res.status}`);
    return body as T;
  }

  async lookup(q: { email: string | null; domain: string | null; company: string | null; person: boolean; include: EnrichmentInclude[] }): Promise<EnrichmentFacts> {
    const inc = q.include.length ? `&include=${q.include.join(',')}` : '';
    const companyPath = q.domain ? `/v1/companies/find?domain=${encodeURIComponent(q.domain)}${inc}` : q.company ? `/v1/companies/find?name=${encodeURIComponent(q.company)}${inc}` : null;
    const [c, p] = await Promise.all([
      companyPath ? this.get<{ company: ProviderCompany }>(companyPath) : null,
      q.person && q.email ? this.get<{ person: ProviderPerson }>(`/v1/people/find?email=${encodeURIComponent(q.email)}`) : null,
    ]);
    return { company: c ? toCompany(c.company) : null, person: p ? toPerson(p.person) : null };
  }
}

function toCompany(c: ProviderCompany): EnrichedCompany {
  const hq = [c.location?.city, c.location?.region, c.location?.country].filter(Boolean).join(', ');
  return {
    name: c.name,
    domain: c.domain,
    industry: c.industry ?? null,
    employeeRange: c.employeeRange ?? null,
    revenueRange: c.revenueRange ?? null,
    headquarters: hq || null,
    founded: c.founded ?? null,
    ...(c.technologies ? { technologies: c.technologies } : {}),
    ...(c.intent?.topics ? { intent: c.intent.topics } : {}),
    ...(c.scoops ? { scoops: c.scoops } : {}),
  };
}

const toPerson = (p: ProviderPerson): EnrichedPerson => ({
  fullName: p.fullName ?? null,
  title: p.title ?? null,
  seniority: p.seniority ?? null,
  department: p.department ?? null,
  phone: p.phone ?? null,
  linkedinUrl: p.linkedinUrl ?? null,
  location: p.city ?? null,
});
