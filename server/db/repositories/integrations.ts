// Integration connections, single-use OAuth states, sync runs and synced CRM records. Token columns hold
// encrypted envelopes: only server/integrations/tokens.ts encrypts and decrypts them.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';

export interface IntegrationConnectionsTable {
  project_id: number;
  kind: string;
  state: string;
  account: string | null;
  credential: string | null;
  error: string | null;
  access_token: string | null;
  refresh_token: string | null;
  expires_at: number | null;
  meta: string;
  connected_by: number | null;
  connected_at: number | null;
  updated_at: number;
}
export interface OAuthStatesTable {
  nonce: string;
  project_id: number;
  user_id: number;
  kind: string;
  credential: string | null;
  pending_code: string | null;
  expires_at: number;
  used_at: number | null;
}
export interface IntegrationSyncsTable {
  project_id: number;
  kind: string;
  running: number;
  total: number;
  configured: number;
  done: number;
  progress_total: number;
  error: string | null;
  last_sync_at: number | null;
  updated_at: number;
}
export interface IntegrationRecordsTable {
  project_id: number;
  kind: string;
  object: string;
  external_id: string;
  email: string | null;
  domain: string | null;
  data: string;
  synced_at: number;
}

declare module '../schema' {
  interface Database {
    integration_connections: IntegrationConnectionsTable;
    oauth_states: OAuthStatesTable;
    integration_syncs: IntegrationSyncsTable;
    integration_records: IntegrationRecordsTable;
  }
}

export type ConnectionRow = Selectable<IntegrationConnectionsTable>;
export type OAuthStateRow = Selectable<OAuthStatesTable>;
export type SyncRow = Selectable<IntegrationSyncsTable>;

export interface SyncedRecord {
  object: string;
  externalId: string;
  email: string | null;
  domain: string | null;
  data: Record<string, unknown>;
}

export class IntegrationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(projectId: number): Promise<ConnectionRow[]> {
    return this.db.selectFrom('integration_connections').selectAll().where('project_id', '=', projectId).execute();
  }

  find(projectId: number, kind: string): Promise<ConnectionRow | undefined> {
    return this.db.selectFrom('integration_connections').selectAll().where('project_id', '=', projectId).where('kind', '=', kind).executeTakeFirst();
  }

  async upsert(row: ConnectionRow): Promise<void> {
    const { project_id, kind, ...rest } = row;
    await this.db
      .insertInto('integration_connections')
      .values(row)
      .onConflict((oc) => oc.columns(['project_id', 'kind']).doUpdateSet(rest))
      .execute();
  }

  async update(projectId: number, kind: string, patch: Partial<Omit<ConnectionRow, 'project_id' | 'kind'>>): Promise<void> {
    await this.db.updateTable('integration_connections').set(patch).where('project_id', '=', projectId).where('kind', '=', kind).execute();
  }

  async delete(projectId: number, kind: string): Promise<boolean> {
    await this.db.deleteFrom('integration_records').where('project_id', '=', projectId).where('kind', '=', kind).execute();
    await this.db.deleteFrom('integration_syncs').where('project_id', '=', projectId).where('kind', '=', kind).execute();
    const r = await this.db.deleteFrom('integration_connections').where('project_id', '=', projectId).where('kind', '=', kind).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async createState(row: OAuthStateRow): Promise<void> {
    await this.db.insertInto('oauth_states').values(row).execute();
  }

  findState(nonce: string): Promise<OAuthStateRow | undefined> {
    return this.db.selectFrom('oauth_states').selectAll().where('nonce', '=', nonce).executeTakeFirst();
  }

  /** Marks a state used; false when it already was (the single-use check is this one conditional update). */
  async useState(nonce: string, now: number): Promise<boolean> {
    const r = await this.db.updateTable('oauth_states').set({ used_at: now }).where('nonce', '=', nonce).where('used_at', 'is', null).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async holdCode(nonce: string, code: string): Promise<void> {
    await this.db.updateTable('oauth_states').set({ pending_code: code }).where('nonce', '=', nonce).execute();
  }

  /** The newest used state of a project and kind that still holds a provider code (a holdsCode provider's generatetoken). */
  async takePendingCode(projectId: number, kind: string, now: number): Promise<OAuthStateRow | undefined> {
    const row = await this.db
      .selectFrom('oauth_states')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('kind', '=', kind)
      .where('pending_code', 'is not', null)
      .where('expires_at', '>', now)
      .orderBy('expires_at', 'desc')
      .executeTakeFirst();
    if (row) await this.db.updateTable('oauth_states').set({ pending_code: null }).where('nonce', '=', row.nonce).execute();
    return row;
  }

  async pruneStates(now: number): Promise<void> {
    await this.db.deleteFrom('oauth_states').where('expires_at', '<', now - 86400).execute();
  }

  findSync(projectId: number, kind: string): Promise<SyncRow | undefined> {
    return this.db.selectFrom('integration_syncs').selectAll().where('project_id', '=', projectId).where('kind', '=', kind).executeTakeFirst();
  }

  /** Starts a run; false when one is already running (one run per project and kind). */
  async startSync(projectId: number, kind: string, now: number): Promise<boolean> {
    const existing = await this.findSync(projectId, kind);
    if (!existing) {
      await this.db
        .insertInto('integration_syncs')
        .values({ project_id: projectId, kind, running: 1, total: 0, configured: 0, done: 0, progress_total: 0, error: null, last_sync_at: null, updated_at: now })
        .execute();
      return true;
    }
    const r = await this.db
      .updateTable('integration_syncs')
      .set({ running: 1, done: 0, progress_total: 0, error: null, updated_at: now })
      .where('project_id', '=', projectId)
      .where('kind', '=', kind)
      .where('running', '=', 0)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async updateSync(projectId: number, kind: string, patch: Partial<Omit<SyncRow, 'project_id' | 'kind'>>): Promise<void> {
    await this.db.updateTable('integration_syncs').set(patch).where('project_id', '=', projectId).where('kind', '=', kind).execute();
  }

  /** Stores one page of synced records (replacing earlier copies). */
  async saveRecords(projectId: number, kind: string, records: readonly SyncedRecord[], now: number): Promise<void> {
    for (const r of records) {
      const data = JSON.stringify(r.data);
      await this.db
        .insertInto('integration_records')
        .values({ project_id: projectId, kind, object: r.object, external_id: r.externalId, email: r.email, domain: r.domain, data, synced_at: now })
        .onConflict((oc) => oc.columns(['project_id', 'kind', 'object', 'external_id']).doUpdateSet({ email: r.email, domain: r.domain, data, synced_at: now }))
        .execute();
    }
  }

  async countRecords(projectId: number, kind: string): Promise<number> {
    const r = await this.db
      .selectFrom('integration_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
