// Contacts (migration 030): one row per email per project. `ensure` is the only insert: INSERT .. ON CONFLICT DO
// NOTHING on the unique (project_id, lower(email)) index, then a read, so concurrent identities make one row.
import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../schema';
import { containsText } from './like';

export interface ContactsTable {
  id: Generated<number>;
  project_id: number;
  email: string;
  name: Generated<string>;
  company_id: number | null;
  location: Generated<string>;
  verified: Generated<number>;
  source: string;
  attributes: Generated<string>;
  crm_links: Generated<string>;
  first_seen_at: number;
  last_seen_at: number;
  created_at: number;
}
export interface ContactTagsTable {
  project_id: number;
  contact_id: number;
  tag: string;
}

declare module '../schema' {
  interface Database {
    contacts: ContactsTable;
    contact_tags: ContactTagsTable;
  }
  interface VisitorsTable {
    contact_id: number | null;
    contact_verified: Generated<number>;
  }
  interface ProjectsTable {
    identity_secret: string | null;
    identity_required: Generated<number>;
  }
}

export type ContactRow = Selectable<ContactsTable>;
export type ContactValues = Partial<Omit<ContactRow, 'id' | 'project_id' | 'created_at'>>;

export interface ContactQuery {
  offset: number;
  limit: number;
  sort: { field: 'name' | 'email' | 'last_seen_at' | 'first_seen_at'; order: 'asc' | 'desc' };
  q?: string;
  companyId?: number;
  tag?: string;
  lastSeenFrom?: number;
  lastSeenTo?: number;
  hasOpen?: boolean;
}

export interface ConversationCounts {
  total: number;
  open: number;
}

export class ContactsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The contact of this email, made when missing (safe under concurrency). `created` tells which happened. */
  async ensure(projectId: number, email: string, values: { name: string; location: string; source: string; verified: boolean; now: number }): Promise<{ row: ContactRow; created: boolean }> {
    const res = await this.db
      .insertInto('contacts')
      .values({ project_id: projectId, email, name: values.name, location: values.location, source: values.source, verified: values.verified ? 1 : 0, first_seen_at: values.now, last_seen_at: values.now, created_at: values.now })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    const row = await this.findByEmail(projectId, email);
    if (!row) throw new Error('contact upsert found no row');
    return { row, created: Number(res.numInsertedOrUpdatedRows ?? 0n) > 0 };
  }

  async findByEmail(projectId: number, email: string): Promise<ContactRow | undefined> {
    return this.db.selectFrom('contacts').selectAll().where('project_id', '=', projectId).where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
  }

  async findInProject(projectId: number, id: number): Promise<ContactRow | undefined> {
    return this.db.selectFrom('contacts').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  }

  /** The public API's page of contacts: newest first, ids below `before` (its cursor). */
  pageById(projectId: number, before: number | null, limit: number): Promise<ContactRow[]> {
    let q = this.db.selectFrom('contacts').selectAll().where('project_id', '=', projectId);
    if (before !== null) q = q.where('id', '<', before);
    return q.orderBy('id', 'desc').limit(limit).execute();
  }

  async findMany(ids: number[]): Promise<ContactRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('contacts').selectAll().where('id', 'in', ids).execute();
  }

  async update(id: number, values: ContactValues): Promise<void> {
    if (Object.keys(values).length) await this.db.updateTable('contacts').set(values).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('contacts').where('id', '=', id).execute();
  }

  async list(projectId: number, p: ContactQuery): Promise<{ rows: ContactRow[]; total: number }> {
    let q = this.db.selectFrom('contacts').where('contacts.project_id', '=', projectId);
    const term = p.q?.trim().toLowerCase();
    if (term) q = q.where((eb) => eb.or([containsText(eb.ref('contacts.name'), term), containsText(eb.ref('contacts.email'), term)]));
    if (p.companyId) q = q.where('contacts.company_id', '=', p.companyId);
    if (p.tag) q = q.where('contacts.id', 'in', this.db.selectFrom('contact_tags').select('contact_id').where('project_id', '=', projectId).where('tag', '=', p.tag));
    if (p.lastSeenFrom !== undefined) q = q.where('contacts.last_seen_at', '>=', p.lastSeenFrom);
    if (p.lastSeenTo !== undefined) q = q.where('contacts.last_seen_at', '<=', p.lastSeenTo);
    if (p.hasOpen !== undefined) {
      const open = this.db
        .selectFrom('visitors as v')
        .innerJoin('conversations as c', 'c.visitor_id', 'v.id')
        .select('v.contact_id')
        .where('v.project_id', '=', projectId)
        .where('c.status', '=', 'open')
        .where('c.archived', '=', 0)
        .where('v.contact_id', 'is not', null);
      q = p.hasOpen ? q.where('contacts.id', 'in', open as never) : q.where('contacts.id', 'not in', open as never);
    }
    const [rows, total] = await Promise.all([
      q.selectAll('contacts').orderBy(`contacts.${p.sort.field}`, p.sort.order).orderBy('contacts.id', 'asc').offset(p.offset).limit(p.limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async tagsOf(contactIds: number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    if (!contactIds.length) return out;
    const rows = await this.db.selectFrom('contact_tags').select(['contact_id', 'tag']).where('contact_id', 'in', contactIds).orderBy('tag').execute();
    for (const r of rows) out.set(r.contact_id, [...(out.get(r.contact_id) ?? []), r.tag]);
    return out;
  }

  async setTags(projectId: number, contactId: number, tags: string[]): Promise<void> {
    await this.db.deleteFrom('contact_tags').where('contact_id', '=', contactId).execute();
    if (tags.length) await this.db.insertInto('contact_tags').values(tags.map((tag) => ({ project_id: projectId, contact_id: contactId, tag }))).onConflict((oc) => oc.doNothing()).execute();
  }

  /** Conversations (all, and open ones) of each contact, through its visitors. */
  async conversationCounts(contactIds: number[]): Promise<Map<number, ConversationCounts>> {
    const out = new Map<number, ConversationCounts>();
    if (!contactIds.length) return out;
    const rows = await this.db
      .selectFrom('visitors as v')
      .innerJoin('conversations as c', 'c.visitor_id', 'v.id')
      .select(['v.contact_id', (eb) => eb.fn.countAll<number>().as('total'), sql<number>`sum(case when c.status = 'open' and c.archived = 0 then 1 else 0 end)`.as('open')])
      .where('v.contact_id', 'in', contactIds)
      .groupBy('v.contact_id')
      .execute();
    for (const r of rows) out.set(Number(r.contact_id), { total: Number(r.total), open: Number(r.open ?? 0) });
    return out;
  }

  /** The visitor now speaks for this contact (verified: it proved the email). */
  async linkVisitor(visitorId: number, contactId: number, verified: boolean): Promise<void> {
    await this.db.updateTable('visitors').set({ contact_id: contactId, contact_verified: verified ? 1 : 0 }).where('id', '=', visitorId).execute();
  }

  /** Merge: every visitor (and so every conversation) of one contact moves to another. */
  async moveVisitors(fromContactId: number, toContactId: number): Promise<void> {
    await this.db.updateTable('visitors').set({ contact_id: toContactId }).where('contact_id', '=', fromContactId).execute();
  }

  /** The contact of each visitor (the inbox list and the visitor panel). */
  async ofVisitors(visitorIds: number[]): Promise<Array<ContactRow & { visitor_id: number; contact_verified: number; company_name: string | null }>> {
    if (!visitorIds.length) return [];
    return this.db
      .selectFrom('visitors as v')
      .innerJoin('contacts', 'contacts.id', 'v.contact_id')
      .leftJoin('companies as co', 'co.id', 'contacts.company_id')
      .selectAll('contacts')
      .select(['v.id as visitor_id', 'v.contact_verified', 'co.name as company_name'])
      .where('v.id', 'in', visitorIds)
      .execute();
  }
  /** The contact's visitors (the export; erasure anonymises them). */
  async visitorsOf(contactId: number) {
    return this.db.selectFrom('visitors').selectAll().where('contact_id', '=', contactId).orderBy('id').execute();
  }

  /** The contact's conversations, newest first. */
  async conversationsOf(projectId: number, contactId: number, limit: number) {
    return this.db
      .selectFrom('conversations as c')
      .innerJoin('visitors as v', 'v.id', 'c.visitor_id')
      .selectAll('c')
      .where('c.project_id', '=', projectId)
      .where('v.contact_id', '=', contactId)
      .orderBy('c.last_event_time', 'desc')
      .orderBy('c.id', 'desc') // second-resolution times tie: the later conversation first, on both databases
      .limit(limit)
      .execute();
  }

  /** Erasure: the visitors lose every personal detail and their own messages' words; agents' replies stay. */
  async anonymiseVisitors(visitorIds: number[], placeholder: { name: string; text: string }): Promise<void> {
    if (!visitorIds.length) return;
    await this.db
      .updateTable('visitors')
      .set({ name: placeholder.name, email: null, company: null, domain: null, location: '', visited_urls: '[]', current_url: null, contact_id: null, contact_verified: 0 })
      .where('id', 'in', visitorIds)
      .execute();
    const convs = this.db.selectFrom('conversations').select('id').where('visitor_id', 'in', visitorIds);
    await this.db
      .updateTable('messages')
      .set({ text: placeholder.text, sender_name: placeholder.name, payload: null })
      .where('conversation_id', 'in', convs)
      .where('sender_type', '=', 'visitor')
      .execute();
    // The bot's collected answers (an email, a phone) live in the cursor: they go too.
    await this.db.updateTable('conversations').set({ last_message_text: placeholder.text, bot_cursor: null }).where('visitor_id', 'in', visitorIds).execute();
  }
}
