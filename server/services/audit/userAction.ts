// One user's action as an audit row: looks the acting user up (their name and email as they are now) and records the
// row with the caller's target and changes. A service built without an audit log records nothing.
import type { AuditAction, AuditTargetType } from '../../../src/domain/audit/actions';
import type { AuditLog } from './auditLog';

export interface AuditActor {
  projectId: number;
  userId: number;
  ip: string | null;
}

export interface AuditUsers {
  findInProject(projectId: number, id: number): Promise<{ name: string; email: string } | undefined>;
}

export async function recordUserAction(
  audit: AuditLog | null,
  users: AuditUsers,
  actor: AuditActor,
  action: AuditAction,
  target: { type: AuditTargetType; id: string | null; label: string },
  changes: Array<{ field: string; to: string }>,
): Promise<void> {
  if (!audit) return;
  const user = await users.findInProject(actor.projectId, actor.userId);
  await audit.record({
    projectId: actor.projectId,
    actor: { id: actor.userId, name: user?.name ?? '', email: user?.email ?? '' },
    action,
    target,
    summary: { changes: changes.map((c) => ({ field: c.field, to: c.to })) },
    ip: actor.ip,
  });
}
