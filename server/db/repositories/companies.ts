// Companies (migration 030): one per domain or CRM account per project, made on first sight (ON CONFLICT DO NOTHING
// on the unique indexes, then a read), and what a company page shows: its people and the whole account's history.
import type { Generated, Kysely, Selectable } from 'kysely';
import type { ConversationRow, Database } from '../schema';
import { containsText } from './like';

export interface CompaniesTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  domain: string | null;
  crm_kind: string | null;
  crm_account_id: string | null;
  owner_user_id: number | null;
  crm_links: Generated<string>;
  created_at: number;
}

declare module '../schema' {
  interface Database {
    companies: CompaniesTable;
  }
}

export type CompanyRow = Selectable<CompaniesTable>;

export class CompaniesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async ensureByDomain(projectId: number, domain: string, name: string, now: number): Promise<CompanyRow> {
    await this.db.insertInto('companies').values({ project_id: projectId, domain, name, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
    return this.db.selectFrom('companies').selectAll().where('project_id', '=', projectId).where('domain', '=', domain).executeTakeFirstOrThrow();
  }

  /** A company by name alone (no domain known): the first of that name, else a new one. */
  async ensureByName(projectId: number, name: string, now: number): Promise<CompanyRow> {
    const found = await this.db.selectFrom('companies').selectAll().where('project_id', '=', projectId).where('name', '=', name).orderBy('id').executeTakeFirst();
    if (found) return found;
    return this.db.insertInto('companies').values({ project_id: projectId, name, created_at: now }).returningAll().executeTakeFirstOrThrow();
  }

  async findInProject(projectId: number, id: number): Promise<CompanyRow | undefined> {
    return this.db.selectFrom('companies').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  }

  async findMany(ids: number[]): Promise<CompanyRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('companies').selectAll().where('id', 'in', ids).execute();
  }

  async update(id: number, values: Partial<Pick<CompanyRow, 'name' | 'owner_user_id' | 'crm_links' | 'crm_kind' | 'crm_account_id'>>): Promise<void> {
    if (Object.keys(values).length) await this.db.updateTable('companies').set(values).where('id', '=', id).execute();
  }

  async list(projectId: number, p: { offset: number; limit: number; q?: string; order: 'asc' | 'desc'; field: 'name' | 'created_at' }): Promise<{ rows: CompanyRow[]; total: number }> {
    let q = this.db.selectFrom('companies').where('project_id', '=', projectId);
    const term = p.q?.trim().toLowerCase();
    if (term) q = q.where((eb) => eb.or([containsText(eb.ref('name'), term), containsText(eb.ref('domain'), term)]));
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy(p.field, p.order).orderBy('id').offset(p.offset).limit(p.limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** People and conversations per company. */
  async counts(companyIds: number[]): Promise<Map<number, { people: number; conversations: number }>> {
    const out = new Map<number, { people: number; conversations: number }>();
    if (!companyIds.length) return out;
    const people = await this.db.selectFrom('contacts').select(['company_id', (eb) => eb.fn.countAll<number>().as('n')]).where('company_id', 'in', companyIds).groupBy('company_id').execute();
    const convs = await this.db
      .selectFrom('contacts as ct')
      .innerJoin('visitors as v', 'v.contact_id', 'ct.id')
      .innerJoin('conversations as c', 'c.visitor_id', 'v.id')
      .select(['ct.company_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('ct.company_id', 'in', companyIds)
      .groupBy('ct.company_id')
      .execute();
    for (const id of companyIds) out.set(id, { people: 0, conversations: 0 });
    for (const r of people) out.get(Number(r.company_id))!.people = Number(r.n);
    for (const r of convs) out.get(Number(r.company_id))!.conversations = Number(r.n);
    return out;
  }

  /** Every conversation of the company's people, newest first: the account's history with Parley. */
  async conversations(projectId: number, companyId: number, limit: number): Promise<Array<ConversationRow & { contact_id: number; contact_name: string }>> {
    return this.db
      .selectFrom('conversations as c')
      .innerJoin('visitors as v', 'v.id', 'c.visitor_id')
      .innerJoin('contacts as ct', 'ct.id', 'v.contact_id')
      .selectAll('c')
      .select(['ct.id as contact_id', 'ct.name as contact_name'])
      .where('c.project_id', '=', projectId)
      .where('ct.company_id', '=', companyId)
      .orderBy('c.last_event_time', 'desc')
      .limit(limit)
      .execute();
  }
}
