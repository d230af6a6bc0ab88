// Contacts and companies (issue 26): one contact per email per project (unique on project + lower(email), so two
// identify calls at once still make one), companies by domain or CRM account, contact tags, the visitor's link to
// its contact (conversations follow their visitor), and the project's identity verification secret (encrypted by
// server/integrations/crypto.ts like every token) and whether the widget's identify call must be verified.
import { sql, type Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function contacts(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('companies')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('domain', 'text')
        .addColumn('crm_kind', 'text')
        .addColumn('crm_account_id', 'text')
        .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        // JSON CrmLink[] (src/domain/contacts/types.ts).
        .addColumn('crm_links', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // NULLs are distinct in both dialects: a company without a domain (a CRM account) never clashes.
      await sql`create unique index companies_project_domain on companies (project_id, domain)`.execute(db);
      await sql`create unique index companies_project_crm on companies (project_id, crm_kind, crm_account_id)`.execute(db);

      await db.schema
        .createTable('contacts')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
        .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull())
        // JSON ContactAttributes and CrmLink[].
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('crm_links', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await sql`create unique index contacts_project_email on contacts (project_id, lower(email))`.execute(db);
      await db.schema.createIndex('contacts_project_seen').on('contacts').columns(['project_id', 'last_seen_at']).execute();
      await db.schema.createIndex('contacts_company').on('contacts').column('company_id').execute();

      await db.schema
        .createTable('contact_tags')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('contact_id', 'integer', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
        .addColumn('tag', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('contact_tags_pk', ['contact_id', 'tag'])
        .execute();
      await db.schema.createIndex('contact_tags_project_tag').on('contact_tags').columns(['project_id', 'tag']).execute();

      await db.schema.alterTable('visitors').addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('set null')).execute();
      // Whether this visitor proved the contact's email (a valid identify hash): the panel says "Unverified" otherwise.
      await db.schema.alterTable('visitors').addColumn('contact_verified', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex('visitors_contact').on('visitors').column('contact_id').execute();

      await db.schema.alterTable('projects').addColumn('identity_secret', 'text').execute();
      await db.schema.alterTable('projects').addColumn('identity_required', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
  };
}
