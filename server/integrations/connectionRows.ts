// Where a connection's row lives: the project's integrations table, or (calendars, which are each agent's own) the
// agents' calendar table. Readers get one row shape either way; tokens are stored only through the cipher.
import type { Repositories } from '../db/repositories/index';
import type { CalendarConnectionRow } from '../db/repositories/calendars';
import type { ConnectionRow } from '../db/repositories/integrations';
import { INTEGRATIONS, isIntegrationKind, type ConnectionState, type IntegrationKind } from '../../src/domain/integrations/kinds';
import { nowSeconds } from '../lib/clock';
import type { TokenCipher } from './crypto';
import { IntegrationNotConnected } from './errors';
import type { TokenSet } from './provider';
import { providerOf } from './providers/index';

export interface Connection {
  kind: IntegrationKind;
  state: Exclude<ConnectionState, 'notConnected'>;
  account: string | null;
  credential: string | null;
  error: string | null;
  connectedAt: number;
}

/**
 * Whose connection: the project's (CRMs, helpdesk, team chat) or, for calendars, one agent's own (each agent books
 * meetings into their own calendar; `userId` is that agent).
 */
export interface Key {
  projectId: number;
  kind: IntegrationKind;
  userId: number | null;
}

export const isPersonal = (kind: IntegrationKind) => INTEGRATIONS[kind].group === 'calendar';

export const keyOf = (projectId: number, kind: IntegrationKind, userId: number | null = null): Key => {
  if (isPersonal(kind) && userId === null) throw new IntegrationNotConnected(kind);
  return { projectId, kind, userId: isPersonal(kind) ? userId : null };
};

/** A calendar row in the project rows' shape, so every reader handles one kind of row. */
export const fromCalendar = (r: CalendarConnectionRow): ConnectionRow => ({
  project_id: r.project_id,
  kind: r.kind,
  state: r.state,
  account: r.account,
  credential: null,
  error: r.error,
  access_token: r.access_token,
  refresh_token: r.refresh_token,
  expires_at: r.expires_at,
  meta: r.meta,
  connected_by: r.user_id,
  connected_at: r.connected_at,
  updated_at: r.updated_at,
});

export const toConnection = (r: ConnectionRow): Connection => ({
  kind: r.kind as IntegrationKind,
  state: r.state as Connection['state'],
  account: r.account,
  credential: r.credential,
  error: r.error,
  connectedAt: r.connected_at ?? r.updated_at,
});

/** Provider facts kept with a row, with what its typed credential stands for (credentialMeta). */
export function metaOf(row: ConnectionRow): Record<string, unknown> {
  const fromCredential = isIntegrationKind(row.kind) ? providerOf(row.kind).credentialMeta?.(row.credential) : undefined;
  return { ...(JSON.parse(row.meta) as Record<string, unknown>), ...fromCredential };
}

export class ConnectionRows {
  constructor(
    private readonly repos: Repositories,
    private readonly cipher: TokenCipher,
  ) {}

  async find(key: Key): Promise<ConnectionRow | undefined> {
    if (key.userId === null) return this.repos.integrations.find(key.projectId, key.kind);
    const row = await this.repos.calendars.find(key.projectId, key.userId);
    return row && row.kind === key.kind ? fromCalendar(row) : undefined;
  }

  /** The row of a connection that has a token; IntegrationNotConnected otherwise. */
  async require(key: Key): Promise<ConnectionRow> {
    const row = await this.find(key);
    if (!row || !row.access_token) throw new IntegrationNotConnected(key.kind);
    return row;
  }

  /** The project's connections plus one agent's own calendar (calendars are per agent). */
  async ofProject(projectId: number, userId: number | null): Promise<ConnectionRow[]> {
    const rows = (await this.repos.integrations.list(projectId)).filter((r) => !isIntegrationKind(r.kind) || !isPersonal(r.kind));
    const calendar = userId === null ? undefined : await this.repos.calendars.find(projectId, userId);
    return calendar ? [...rows, fromCalendar(calendar)] : rows;
  }

  async update(key: Key, patch: Partial<Omit<ConnectionRow, 'project_id' | 'kind'>>): Promise<void> {
    if (key.userId === null) return this.repos.integrations.update(key.projectId, key.kind, patch);
    const { credential: _c, connected_by: _b, ...rest } = patch;
    return this.repos.calendars.update(key.projectId, key.userId, rest);
  }

  async delete(key: Key): Promise<boolean> {
    if (key.userId === null) return this.repos.integrations.delete(key.projectId, key.kind);
    return (await this.find(key)) ? this.repos.calendars.delete(key.projectId, key.userId) : false;
  }

  /** A new or renewed connection, connected as `account` by `userId` (for a calendar: the agent whose it is). */
  async save(projectId: number, userId: number, kind: IntegrationKind, tokens: TokenSet, account: string, credential: string | null, meta: Record<string, unknown>): Promise<void> {
    const now = nowSeconds();
    const stored = {
      kind,
      state: 'connected',
      account,
      error: null,
      access_token: this.cipher.encrypt(tokens.accessToken),
      refresh_token: tokens.refreshToken ? this.cipher.encrypt(tokens.refreshToken) : null,
      expires_at: tokens.expiresIn === null ? null : now + tokens.expiresIn,
      meta: JSON.stringify(meta),
      connected_at: now,
      updated_at: now,
    };
    if (isPersonal(kind)) await this.repos.calendars.upsert({ ...stored, project_id: projectId, user_id: userId });
    else await this.repos.integrations.upsert({ ...stored, project_id: projectId, credential, connected_by: userId });
  }
}
