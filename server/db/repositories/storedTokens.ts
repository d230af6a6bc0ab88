// Every encrypted token column (integration connections, agents' calendars), for key rotation only
// (scripts/rotate-keys.ts): list the envelopes, and swap one for its re-encryption only while it is still the one
// read, so a token a node renewed meanwhile (already under the current key) is never overwritten.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export type TokenColumn = 'access_token' | 'refresh_token';
export interface StoredToken {
  table: 'integration_connections' | 'calendar_connections';
  /** The row's key: project and kind, or project and user. */
  where: { project_id: number; kind?: string; user_id?: number };
  column: TokenColumn;
  envelope: string;
}

export class StoredTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<StoredToken[]> {
    const [integrations, calendars] = await Promise.all([
      this.db.selectFrom('integration_connections').select(['project_id', 'kind', 'access_token', 'refresh_token']).execute(),
      this.db.selectFrom('calendar_connections').select(['project_id', 'user_id', 'access_token', 'refresh_token']).execute(),
    ]);
    const out: StoredToken[] = [];
    for (const column of ['access_token', 'refresh_token'] as const) {
      for (const r of integrations) if (r[column]) out.push({ table: 'integration_connections', where: { project_id: r.project_id, kind: r.kind }, column, envelope: r[column]! });
      for (const r of calendars) if (r[column]) out.push({ table: 'calendar_connections', where: { project_id: r.project_id, user_id: r.user_id }, column, envelope: r[column]! });
    }
    return out;
  }

  /** Replaces `t.envelope` with `next` if the column still holds it; false when it changed meanwhile. */
  async swap(t: StoredToken, next: string): Promise<boolean> {
    let q = this.db.updateTable(t.table).set({ [t.column]: next }).where('project_id', '=', t.where.project_id).where(t.column, '=', t.envelope);
    if (t.table === 'integration_connections') q = q.where('kind', '=', t.where.kind!);
    else q = q.where('user_id', '=', t.where.user_id!);
    return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
  }
}
