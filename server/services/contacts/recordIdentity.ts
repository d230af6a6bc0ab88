// The one entry every identity source calls (the bot's email step, the offline form, the widget's identify call, a
// CRM match, an import): the contact of this email is found or made (one per email per project, safe under
// concurrency: services' upsert on the unique index), completed by what the identity says unless that would let
// an unverified identity change a verified contact, put in its company, and linked to the visitor.
import { companyDomain, companyNameFromDomain, identityChanges, normaliseEmail, type ContactAttributes, type CrmLink, type IdentitySource } from '../../../src/domain/contacts';
import type { Repositories } from '../../db/repositories/index';
import type { ContactRow } from '../../db/repositories/contacts';
import { nowSeconds } from '../../lib/clock';
import { writeDeliveries } from '../webhooks/outbox';

export interface Identity {
  email: string;
  name?: string | null;
  company?: string | null;
  attributes?: ContactAttributes | null;
  location?: string | null;
  source: IdentitySource;
  /** Proved (a valid identify hash, a CRM record): an unverified identity never changes a verified contact. */
  verified: boolean;
}

export interface RecordedIdentity {
  contact: ContactRow;
  created: boolean;
}

const parseAttributes = (text: string): ContactAttributes => {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as ContactAttributes) : {};
  } catch {
    return {};
  }
};
export { parseAttributes };

/** recordIdentity on given repositories (a transaction's, for the bot). */
/** `fillVisitor`: the contact's name and company fill the visitor's blanks (not for a CRM match: the Highlights cache
 *  keys on the visitor's record, which the lookup itself must not change). */
export async function recordIdentityWith(repos: Repositories, projectId: number, visitorId: number | null, identity: Identity, fillVisitor = true): Promise<RecordedIdentity> {
  const email = normaliseEmail(identity.email);
  const now = nowSeconds();
  const { row, created } = await repos.contacts.ensure(projectId, email, {
    name: identity.name?.trim() ?? '',
    location: identity.location?.trim() ?? '',
    source: identity.source,
    verified: identity.verified,
    now,
  });
  const known = { name: row.name, location: row.location, verified: row.verified === 1, attributes: parseAttributes(row.attributes) };
  const changes = created ? { attributes: identity.attributes ?? undefined } : identityChanges(known, identity);
  const mayChange = created || !known.verified || identity.verified;
  const companyId = mayChange ? await companyFor(repos, projectId, email, identity.company ?? null, row.company_id, now) : row.company_id;
  // A CRM match or an import says nothing about when the person was last here.
  const seen = identity.source === 'crm' || identity.source === 'import' ? {} : { last_seen_at: now };
  const values = {
    ...seen,
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.location !== undefined ? { location: changes.location } : {}),
    ...(changes.attributes ? { attributes: JSON.stringify(changes.attributes) } : {}),
    ...(changes.verified ? { verified: 1 } : {}),
    ...(companyId !== row.company_id ? { company_id: companyId } : {}),
  };
  await repos.contacts.update(row.id, values);
  if (visitorId !== null) {
    const visitor = await repos.visitors.findById(visitorId);
    if (visitor && visitor.project_id === projectId) {
      const stillProved = visitor.contact_id === row.id && visitor.contact_verified === 1;
      await repos.contacts.linkVisitor(visitorId, row.id, identity.verified || stillProved);
      // The visitor became this contact: the visitor.identified webhook, written with the link (the same transaction
      // when `repos` is one) and sent by the webhooks' outbox.
      if (visitor.contact_id !== row.id) {
        const contact = { id: Number(row.id), email, name: values.name ?? row.name, verified: identity.verified || stillProved };
        await writeDeliveries(repos, projectId, [{ type: 'visitor.identified', data: { visitorId: visitor.public_id, source: identity.source, contact } }], now);
      }
      // Known by name everywhere the visitor shows (inbox rows, the panel): the contact's name and company fill blanks.
      const name = values.name ?? row.name;
      const companyName = !visitor.company && companyId !== null ? (await repos.companies.findInProject(projectId, companyId))?.name : undefined;
      const fill = { ...(!visitor.name.trim() && name ? { name } : {}), ...(companyName ? { company: companyName } : {}) };
      if (fillVisitor && Object.keys(fill).length) await repos.visitors.update(visitorId, fill);
    }
  }
  return { contact: { ...row, ...values }, created };
}

/** The company a typed name or the email's domain points at (a free-mail address and no name: none). */
async function companyFor(repos: Repositories, projectId: number, email: string, typed: string | null, current: number | null, now: number): Promise<number | null> {
  const name = typed?.trim() ?? '';
  const domain = companyDomain(email);
  if (domain) return (await repos.companies.ensureByDomain(projectId, domain, name || companyNameFromDomain(domain), now)).id;
  if (name) return (await repos.companies.ensureByName(projectId, name, now)).id;
  return current;
}

/** A CRM found a record for this email (services/highlights): the contact is made or found, and links to it. */
export async function recordCrmMatch(repos: Repositories, projectId: number, visitorId: number, email: string, link: CrmLink): Promise<void> {
  const { contact } = await recordIdentityWith(repos, projectId, visitorId, { email, source: 'crm', verified: false }, false);
  const links = parseCrmLinks(contact.crm_links);
  if (links.some((l) => l.kind === link.kind && l.url === link.url)) return;
  await repos.contacts.update(contact.id, { crm_links: JSON.stringify([...links.filter((l) => l.kind !== link.kind), link]) });
}

export const parseCrmLinks = (text: string): CrmLink[] => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? (v as CrmLink[]) : [];
  } catch {
    return [];
  }
};
