// API keys (migration 034): found by the hash of their secret on every call; listed, created and revoked per project.
import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';

export interface ApiKeysTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  scopes: string;
  secret_hash: string;
  hint: string;
  created_by: number | null;
  created_at: number;
  last_used_at: number | null;
  last_used_ip: string | null;
  revoked_at: number | null;
}

declare module '../schema' {
  interface Database {
    api_keys: ApiKeysTable;
  }
}

export type ApiKeyRow = Selectable<ApiKeysTable>;

export class ApiKeysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(projectId: number): Promise<ApiKeyRow[]> {
    return this.db.selectFrom('api_keys').selectAll().where('project_id', '=', projectId).orderBy('id', 'desc').execute();
  }

  create(row: Omit<ApiKeyRow, 'id' | 'last_used_at' | 'last_used_ip' | 'revoked_at'>): Promise<ApiKeyRow> {
    return this.db.insertInto('api_keys').values(row).returningAll().executeTakeFirstOrThrow();
  }

  findInProject(projectId: number, id: number): Promise<ApiKeyRow | undefined> {
    return this.db.selectFrom('api_keys').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  }

  /** A key that is not revoked, by the hash of its secret. */
  findActive(secretHash: string): Promise<ApiKeyRow | undefined> {
    return this.db.selectFrom('api_keys').selectAll().where('secret_hash', '=', secretHash).where('revoked_at', 'is', null).executeTakeFirst();
  }

  async revoke(projectId: number, id: number, now: number): Promise<boolean> {
    const res = await this.db.updateTable('api_keys').set({ revoked_at: now }).where('project_id', '=', projectId).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async touch(id: number, now: number, ip: string): Promise<void> {
    await this.db.updateTable('api_keys').set({ last_used_at: now, last_used_ip: ip }).where('id', '=', id).execute();
  }
}
