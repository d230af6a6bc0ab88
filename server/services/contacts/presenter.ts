// Rows as the dashboard reads them (src/domain/contacts/types.ts).
import type { Company, Contact, IdentitySource } from '../../../src/domain/contacts';
import type { ContactRow } from '../../db/repositories/contacts';
import type { CompanyRow } from '../../db/repositories/companies';
import type { Repositories } from '../../db/repositories/index';
import { parseAttributes, parseCrmLinks } from './recordIdentity';

/** Contacts with their company, tags and conversation counts, in three queries for a page of them. */
export async function presentContacts(repos: Repositories, rows: ContactRow[]): Promise<Contact[]> {
  const ids = rows.map((r) => r.id);
  const [tags, counts, companies] = await Promise.all([
    repos.contacts.tagsOf(ids),
    repos.contacts.conversationCounts(ids),
    repos.companies.findMany([...new Set(rows.map((r) => r.company_id).filter((id): id is number => id !== null))]),
  ]);
  const companyById = new Map(companies.map((c) => [c.id, c]));
  return rows.map((r) => {
    const company = r.company_id === null ? undefined : companyById.get(r.company_id);
    return {
      id: r.id,
      email: r.email,
      name: r.name,
      company: company ? { id: company.id, name: company.name } : null,
      location: r.location,
      verified: r.verified === 1,
      source: r.source as IdentitySource,
      firstSeenAt: Number(r.first_seen_at),
      lastSeenAt: Number(r.last_seen_at),
      conversationCount: counts.get(r.id)?.total ?? 0,
      openConversationCount: counts.get(r.id)?.open ?? 0,
      tags: tags.get(r.id) ?? [],
      attributes: parseAttributes(r.attributes),
      crmLinks: parseCrmLinks(r.crm_links),
    };
  });
}

export async function presentCompanies(repos: Repositories, rows: CompanyRow[]): Promise<Company[]> {
  const counts = await repos.companies.counts(rows.map((r) => r.id));
  const owners = await Promise.all(rows.map((r) => (r.owner_user_id === null ? undefined : repos.users.findById(r.owner_user_id))));
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    domain: r.domain,
    ownerUserId: r.owner_user_id,
    ownerName: owners[i]?.name ?? null,
    crmLinks: parseCrmLinks(r.crm_links),
    peopleCount: counts.get(r.id)?.people ?? 0,
    conversationCount: counts.get(r.id)?.conversations ?? 0,
    createdAt: Number(r.created_at),
  }));
}
