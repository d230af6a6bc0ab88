// The sites that may load a project's widget (JSON string[]; empty = any site): src/domain/install/allowedDomains.ts.
import type { Kysely } from 'kysely';

export function allowedDomains() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('projects').addColumn('allowed_domains', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    },
  };
}
