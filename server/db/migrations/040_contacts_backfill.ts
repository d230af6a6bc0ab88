// Issue 26: identities from before contacts existed (migration 030). A visitor who gave an email to the bot's email
// step or the offline form before 030 has the email on the visitor row but no contact, so their conversations were
// missing from Contacts. One contact per email per project (trimmed, lower-cased: src/domain/contacts normaliseEmail)
// is made from those visitors, and every visitor with that email is linked to it; an email that already has a contact
// (a later identity) is only linked. Plain SQL on both dialects, idempotent (a second run finds nothing to do).
// A migration rather than a boot-time job: the rows it repairs can only come from before 030 (every identity since
// goes through server/services/contacts/recordIdentity.ts), so it has to run once per database, and it runs in the
// migration's transaction before the server answers anyone. Companies are not made here: their rule (free-mail
// providers, CRM accounts) lives in the service and applies at the contact's next identity.
import { sql, type Kysely } from 'kysely';

/** The key of the visitor's email, as normaliseEmail makes it. */
const key = (alias: string) => sql.raw(`lower(trim(${alias}.email))`);
/** An address worth a contact: something@something, no spaces (the bot and the offline form validated them). */
const usable = (alias: string) => sql.raw(`(${alias}.email is not null and trim(${alias}.email) like '_%@_%' and trim(${alias}.email) not like '% %')`);

export function contactsBackfill() {
  return {
    async up(db: Kysely<unknown>) {
      const now = Math.floor(Date.now() / 1000);
      // The name of the newest visitor of the email who gave one; first and last seen over all of them.
      await sql`
        insert into contacts (project_id, email, name, location, verified, source, attributes, crm_links, first_seen_at, last_seen_at, created_at)
        select g.project_id, g.email, coalesce((
            select trim(n.name) from visitors n
            where n.project_id = g.project_id and ${key('n')} = g.email and trim(n.name) <> ''
            order by n.last_seen_at desc, n.id desc limit 1), ''),
          '', 0, 'history', '{}', '[]', g.first_seen, g.last_seen, ${sql.lit(now)}
        from (
          select v.project_id, ${key('v')} as email, min(v.created_at) as first_seen, max(v.last_seen_at) as last_seen
          from visitors v
          where ${usable('v')} and not exists (select 1 from contacts c where c.project_id = v.project_id and lower(c.email) = ${key('v')})
          group by v.project_id, ${key('v')}
        ) g`.execute(db);
      await sql`
        update visitors set contact_id = (
          select c.id from contacts c where c.project_id = visitors.project_id and lower(c.email) = lower(trim(visitors.email)))
        where contact_id is null and ${usable('visitors')}`.execute(db);
    },
  };
}
