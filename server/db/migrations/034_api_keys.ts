// API keys (issue 29): named, scoped keys acting for one project. Only a SHA-256 of the secret is kept (the secret is
// shown once at creation); `hint` is its first characters so admins can tell keys apart. Revocation sets revoked_at,
// and every call looks the key up again, so a revoked key is refused on every node at once.
import type { Kysely } from 'kysely';
import { idColumn, type Dialect } from './columns';

export function apiKeys(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_keys')
        .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        /** JSON array of scope names (src/domain/apiKeys/scopes.ts). */
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('hint', 'text', (c) => c.notNull())
        /** The admin who created it: the key's calls act as them (message authorship), within the key's scopes. */
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_used_at', 'bigint')
        .addColumn('last_used_ip', 'text')
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('api_keys_project').on('api_keys').columns(['project_id', 'created_at']).execute();
    },
  };
}
