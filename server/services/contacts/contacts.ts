// Contacts on the server: recordIdentity (the entry every identity source calls), the widget's identify call with
// identity verification, and the dashboard's list, page, edit, merge, CSV import and the GDPR export and erasure
// (recorded in the audit log).
import {
  CONTACT_MSG,
  IMPORT_FIRST_LINE,
  importCandidate,
  importRowSchema,
  mergedValues,
  normaliseEmail,
  type Contact,
  type ContactConversation,
  type ContactExport,
  type ContactForm,
  type IdentifyBody,
  type ImportResult,
  type VisitorContact,
} from '../../../src/domain/contacts';
import type { AuditAction } from '../../../src/domain/audit/actions';
import type { Repositories } from '../../db/repositories/index';
import type { ContactQuery, ContactRow } from '../../db/repositories/contacts';
import type { VisitorRow } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../lib/apiError';
import { nowSeconds } from '../../lib/clock';
import type { AuditLog } from '../audit/auditLog';
import { recordUserAction } from '../audit/userAction';
import { hashMatches, type IdentitySecrets } from './identity';
import { presentContacts } from './presenter';
import { parseAttributes, recordIdentityWith, type Identity, type RecordedIdentity } from './recordIdentity';

export const CONTACT_EXISTS = 'A contact with this email already exists';
export const ERASED = { name: 'Erased contact', text: '[erased]' } as const;

export interface Actor {
  projectId: number;
  userId: number;
  ip: string | null;
}

/** Removes one stored attachment (the storage's own delete: services/inbox/attachments.ts). */
export interface AttachmentRemover {
  remove(projectId: number, id: number): Promise<void>;
}

export type ContactPage = Contact & { conversations: ContactConversation[]; latestVisitorId: string | null };

export class ContactService {
  constructor(
    private readonly repos: Repositories,
    private readonly secrets: IdentitySecrets,
    private readonly attachments: AttachmentRemover,
    private readonly audit: AuditLog | null,
  ) {}

  /** The one entry every identity source calls; see recordIdentity.ts. */
  recordIdentity(projectId: number, visitorId: number | null, identity: Identity): Promise<RecordedIdentity> {
    return recordIdentityWith(this.repos, projectId, visitorId, identity);
  }

  /** POST app/visitor/identify. A wrong hash is an unverified identity (refused when the project requires proof). */
  async identify(visitor: VisitorRow, body: IdentifyBody): Promise<{ verified: boolean }> {
    const secret = body.userHash ? await this.secrets.secret(visitor.project_id) : null;
    const verified = !!(secret && body.userHash && hashMatches(secret, body.email, body.userHash));
    if (!verified && (await this.secrets.required(visitor.project_id))) throw forbidden(CONTACT_MSG.verificationRequired);
    await this.repos.visitors.update(visitor.id, {
      email: normaliseEmail(body.email),
      ...(body.name ? { name: body.name } : {}),
      ...(body.company ? { company: body.company } : {}),
    });
    await this.recordIdentity(visitor.project_id, visitor.id, {
      email: body.email,
      name: body.name,
      company: body.company,
      attributes: body.attributes ?? null,
      location: visitor.location,
      source: 'identify',
      verified,
    });
    return { verified };
  }

  /** The contact a visitor of this project speaks for (the inbox's visitor panel), or null. */
  async ofVisitor(projectId: number, visitorPublicId: string): Promise<VisitorContact | null> {
    const visitor = await this.repos.visitors.findByPublicId(projectId, visitorPublicId);
    if (!visitor) return null;
    const [row] = await this.repos.contacts.ofVisitors([visitor.id]);
    return row ? { id: row.id, name: row.name, email: row.email, company: row.company_name, verified: row.contact_verified === 1 } : null;
  }

  async list(projectId: number, query: ContactQuery): Promise<{ rows: Contact[]; total: number }> {
    const { rows, total } = await this.repos.contacts.list(projectId, query);
    return { rows: await presentContacts(this.repos, rows), total };
  }

  private async row(projectId: number, id: number): Promise<ContactRow> {
    const row = await this.repos.contacts.findInProject(projectId, id);
    if (!row) throw notFound();
    return row;
  }

  async get(projectId: number, id: number): Promise<ContactPage> {
    const row = await this.row(projectId, id);
    const [[contact], convs, visitors] = await Promise.all([
      presentContacts(this.repos, [row]),
      this.repos.contacts.conversationsOf(projectId, id, 100),
      this.repos.contacts.visitorsOf(id),
    ]);
    const latest = [...visitors].sort((a, b) => Number(b.last_seen_at) - Number(a.last_seen_at))[0];
    return {
      ...contact,
      conversations: convs.map((c) => ({ id: c.id, status: c.status, lastMessageText: c.last_message_text, lastEventTime: Number(c.last_event_time), contactId: id, contactName: row.name })),
      latestVisitorId: latest?.public_id ?? null,
    };
  }

  async update(projectId: number, id: number, form: ContactForm): Promise<ContactPage> {
    const row = await this.row(projectId, id);
    const email = normaliseEmail(form.email);
    const clash = await this.repos.contacts.findByEmail(projectId, email);
    if (clash && clash.id !== id) throw new ApiError(409, CONTACT_EXISTS, { email: CONTACT_EXISTS });
    const company = form.company ? (await this.repos.companies.ensureByName(projectId, form.company, nowSeconds())).id : null;
    await this.repos.transaction(async (tx) => {
      await tx.contacts.update(row.id, {
        email,
        name: form.name,
        location: form.location,
        company_id: company,
        ...(form.attributes ? { attributes: JSON.stringify(form.attributes) } : {}),
      });
      await tx.contacts.setTags(projectId, row.id, [...new Set(form.tags)]);
    });
    return this.get(projectId, id);
  }

  /** Folds `fromId` into `intoId`: its visitors (and so its conversations) follow, blanks are filled, tags united. */
  async merge(actor: Actor, intoId: number, fromId: number): Promise<ContactPage> {
    if (intoId === fromId) throw new ApiError(400, CONTACT_MSG.sameContact, { fromId: CONTACT_MSG.sameContact });
    const [into, from] = await Promise.all([this.row(actor.projectId, intoId), this.row(actor.projectId, fromId)]);
    const tags = await this.repos.contacts.tagsOf([into.id, from.id]);
    const known = (r: ContactRow) => ({ name: r.name, location: r.location, verified: r.verified === 1, attributes: parseAttributes(r.attributes), tags: tags.get(r.id) ?? [] });
    const merged = mergedValues(known(into), known(from));
    await this.repos.transaction(async (tx) => {
      await tx.contacts.moveVisitors(from.id, into.id);
      await tx.contacts.update(into.id, {
        name: merged.name,
        location: merged.location,
        verified: merged.verified ? 1 : 0,
        attributes: JSON.stringify(merged.attributes),
        company_id: into.company_id ?? from.company_id,
        first_seen_at: Math.min(Number(into.first_seen_at), Number(from.first_seen_at)),
        last_seen_at: Math.max(Number(into.last_seen_at), Number(from.last_seen_at)),
      });
      await tx.contacts.delete(from.id);
      await tx.contacts.setTags(actor.projectId, into.id, merged.tags);
    });
    await this.record(actor, 'contact.merge', into, [{ field: 'merged', to: from.email }]);
    return this.get(actor.projectId, into.id);
  }

  /** The GDPR export: the contact, its visitors and every message of its conversations. */
  async exportOne(actor: Actor, id: number): Promise<ContactExport> {
    const page = await this.get(actor.projectId, id);
    const visitors = await this.repos.contacts.visitorsOf(id);
    const conversations = await Promise.all(
      page.conversations.map(async (c) => {
        const conv = await this.repos.conversations.findInProject(actor.projectId, c.id);
        const messages = await this.repos.messages.page(c.id, null, 10_000);
        return {
          id: c.id,
          createdAt: Number(conv?.created_at ?? 0),
          messages: messages.map((m) => ({ senderType: m.sender_type, senderName: m.sender_name, text: m.text, time: Number(m.time) })),
        };
      }),
    );
    const { conversations: _list, latestVisitorId: _latest, ...contact } = page;
    await this.record(actor, 'contact.export', await this.row(actor.projectId, id), []);
    return {
      exportedAt: nowSeconds(),
      contact,
      visitors: visitors.map((v) => ({ id: v.public_id, name: v.name, email: v.email, location: v.location, firstSeenAt: Number(v.created_at), lastSeenAt: Number(v.last_seen_at) })),
      conversations,
    };
  }

  /** GDPR erasure: attachments removed from storage, the visitors and their words anonymised, the contact deleted. */
  async erase(actor: Actor, id: number): Promise<{ id: number; message: string }> {
    const row = await this.row(actor.projectId, id);
    const visitors = await this.repos.contacts.visitorsOf(id);
    const convIds = (await Promise.all(visitors.map((v) => this.repos.conversations.ofVisitor(v.id)))).flat().map((c) => c.id);
    for (const a of await this.repos.attachments.ofConversations(convIds, 100_000)) await this.attachments.remove(actor.projectId, a.id);
    await this.repos.transaction(async (tx) => {
      await tx.contacts.anonymiseVisitors(visitors.map((v) => v.id), ERASED);
      await tx.contacts.delete(row.id);
    });
    // The row names no one: the label is the contact's id, never the erased email.
    await this.record(actor, 'contact.erase', { ...row, email: `#${row.id}`, name: '' }, [{ field: 'conversations', to: String(convIds.length) }]);
    return { id, message: CONTACT_MSG.erased };
  }

  /** CSV import (rows already parsed by the page): each row validated by the form's schema; errors per line. */
  async import(actor: Actor, rows: Array<Record<string, unknown>>): Promise<ImportResult> {
    const out: ImportResult = { created: 0, updated: 0, errors: [] };
    for (const [i, record] of rows.entries()) {
      const line = i + IMPORT_FIRST_LINE;
      let valid;
      try {
        valid = await importRowSchema.validate(importCandidate(record), { abortEarly: false, stripUnknown: true });
      } catch (err) {
        out.errors.push({ line, errors: (err as { errors?: string[] }).errors ?? [String(err)] });
        continue;
      }
      const { contact, created } = await this.recordIdentity(actor.projectId, null, { email: valid.email, name: valid.name, company: valid.company, location: valid.location, source: 'import', verified: false });
      if (valid.tags.length) {
        const current = (await this.repos.contacts.tagsOf([contact.id])).get(contact.id) ?? [];
        await this.repos.contacts.setTags(actor.projectId, contact.id, [...new Set([...current, ...valid.tags])]);
      }
      out[created ? 'created' : 'updated'] += 1;
    }
    await this.record(actor, 'contact.import', null, [{ field: 'created', to: String(out.created) }, { field: 'updated', to: String(out.updated) }, { field: 'errors', to: String(out.errors.length) }]);
    return out;
  }

  /** An audit row for a contact action (the target's label is its email, or its id once erased). */
  async record(actor: Actor, action: AuditAction, target: Pick<ContactRow, 'id' | 'email' | 'name'> | null, changes: Array<{ field: string; to: string }>) {
    await recordUserAction(this.audit, this.repos.users, actor, action, { type: 'contact', id: target ? String(target.id) : null, label: target ? target.email : 'Contacts' }, changes);
  }
}
