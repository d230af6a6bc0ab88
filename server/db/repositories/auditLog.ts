// The audit log's rows (migration 024): appended, listed newest first with the page's filters; never updated.
import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import { containsText } from './like';

export interface AuditLogTable {
  id: Generated<number>;
  project_id: number;
  actor_user_id: number | null;
  actor_name: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string;
  /** JSON AuditSummary. */
  summary: string;
  ip: string | null;
  created_at: number;
}

declare module '../schema' {
  interface Database {
    audit_log: AuditLogTable;
  }
}

export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;

export interface AuditLogQuery {
  offset: number;
  limit: number;
  action?: string;
  /** Name or email contains. */
  actor?: string;
  /** Seconds, inclusive. */
  from?: number;
  to?: number;
}

export class AuditLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async append(row: NewAuditLogRow): Promise<void> {
    await this.db.insertInto('audit_log').values(row).execute();
  }

  async list(projectId: number, p: AuditLogQuery): Promise<{ rows: AuditLogRow[]; total: number }> {
    let q = this.db.selectFrom('audit_log').where('project_id', '=', projectId);
    if (p.action) q = q.where('action', '=', p.action);
    const term = p.actor?.trim().toLowerCase();
    if (term) q = q.where((eb) => eb.or([containsText(eb.ref('actor_name'), term), containsText(eb.ref('actor_email'), term)]));
    if (p.from !== undefined) q = q.where('created_at', '>=', p.from);
    if (p.to !== undefined) q = q.where('created_at', '<=', p.to);
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(p.offset).limit(p.limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }
}
