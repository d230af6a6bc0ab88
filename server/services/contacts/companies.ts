// Companies on the server: the list, a company page (its people and the whole account's history with Parley) and
// the edit of its name and owner.
import type { Company, Contact, ContactConversation } from '../../../src/domain/contacts';
import type { Repositories } from '../../db/repositories/index';
import { badRequest, notFound } from '../../lib/apiError';
import { presentCompanies, presentContacts } from './presenter';

export type CompanyPage = Company & { people: Contact[]; conversations: ContactConversation[] };
export const OWNER_UNKNOWN = 'Choose a user of this project';

export class CompanyService {
  constructor(private readonly repos: Repositories) {}

  async list(projectId: number, p: { offset: number; limit: number; q?: string; field: 'name' | 'created_at'; order: 'asc' | 'desc' }) {
    const { rows, total } = await this.repos.companies.list(projectId, p);
    return { rows: await presentCompanies(this.repos, rows), total };
  }

  async get(projectId: number, id: number): Promise<CompanyPage> {
    const row = await this.repos.companies.findInProject(projectId, id);
    if (!row) throw notFound();
    const [[company], people, convs] = await Promise.all([
      presentCompanies(this.repos, [row]),
      this.repos.contacts.list(projectId, { offset: 0, limit: 500, companyId: id, sort: { field: 'last_seen_at', order: 'desc' } }),
      this.repos.companies.conversations(projectId, id, 200),
    ]);
    return {
      ...company,
      people: await presentContacts(this.repos, people.rows),
      conversations: convs.map((c) => ({ id: c.id, status: c.status, lastMessageText: c.last_message_text, lastEventTime: Number(c.last_event_time), contactId: c.contact_id, contactName: c.contact_name })),
    };
  }

  async update(projectId: number, id: number, p: { name: string; ownerUserId: number | null }): Promise<CompanyPage> {
    const row = await this.repos.companies.findInProject(projectId, id);
    if (!row) throw notFound();
    if (p.ownerUserId !== null && !(await this.repos.users.findInProject(projectId, p.ownerUserId))) throw badRequest(OWNER_UNKNOWN, { ownerUserId: OWNER_UNKNOWN });
    await this.repos.companies.update(id, { name: p.name, owner_user_id: p.ownerUserId });
    return this.get(projectId, id);
  }
}
