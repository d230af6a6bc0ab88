// The audit log service: one record(...) call writes a row (its summary cleaned of secrets and capped), list() reads
// a project's rows for GET app/audit-log. Nothing else writes the table; no one updates it.
import { sanitizeSummary, type AuditSummary } from '../../../src/domain/audit/summary';
import type { AuditAction, AuditTargetType } from '../../../src/domain/audit/actions';
import type { AuditLogFilter, AuditLogRecord } from '../../../src/domain/audit/query';
import type { AuditLogRepository, AuditLogRow } from '../../db/repositories/auditLog';
import { nowSeconds } from '../../lib/clock';

export interface AuditEntry {
  projectId: number;
  /** Who, as they were at the time (a removed user's rows still name them). */
  actor: { id: number | null; name: string; email: string };
  action: AuditAction;
  target: { type: AuditTargetType; id: string | null; label: string };
  summary: AuditSummary;
  ip: string | null;
  /** Seconds; now by default. */
  at?: number;
}

const LABEL_MAX = 200;

function parseSummary(text: string): AuditSummary {
  try {
    const parsed = JSON.parse(text) as AuditSummary;
    return Array.isArray(parsed?.changes) ? parsed : { changes: [] };
  } catch {
    return { changes: [] };
  }
}

export const toAuditRecord = (r: AuditLogRow): AuditLogRecord => ({
  id: Number(r.id),
  createdAt: Number(r.created_at),
  actor: { id: r.actor_user_id === null ? null : Number(r.actor_user_id), name: r.actor_name, email: r.actor_email },
  action: r.action,
  target: { type: r.target_type, id: r.target_id, label: r.target_label },
  summary: parseSummary(r.summary),
  ip: r.ip,
});

export class AuditLog {
  constructor(private readonly rows: AuditLogRepository) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.rows.append({
      project_id: entry.projectId,
      actor_user_id: entry.actor.id,
      actor_name: entry.actor.name.slice(0, LABEL_MAX),
      actor_email: entry.actor.email.slice(0, LABEL_MAX),
      action: entry.action,
      target_type: entry.target.type,
      target_id: entry.target.id === null ? null : entry.target.id.slice(0, LABEL_MAX),
      target_label: entry.target.label.slice(0, LABEL_MAX),
      summary: JSON.stringify(sanitizeSummary(entry.summary)),
      ip: entry.ip,
      created_at: entry.at ?? nowSeconds(),
    });
  }

  async list(projectId: number, filter: AuditLogFilter, page: { offset: number; limit: number }): Promise<{ rows: AuditLogRecord[]; total: number }> {
    const { rows, total } = await this.rows.list(projectId, { ...page, ...filter });
    return { rows: rows.map(toAuditRecord), total };
  }
}
