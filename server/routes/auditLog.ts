// GET /app/audit-log (ra-data-simple-rest: range in, Content-Range out): the project's admin actions, newest first,
// filtered by action, actor (name or email contains) and a date range in seconds. Only an admin of every settings
// area reads it (AUDIT_LOG_ACCESS); a project sees its own rows only.
import type { FastifyInstance } from 'fastify';
import { AUDIT_LOG_ACCESS } from '../../src/domain/permissions';
import { auditLogFilterSchema } from '../../src/domain/audit/query';
import type { AuditLog } from '../services/audit/auditLog';
import { callerOf, requirePermission } from '../plugins/auth';
import { validate } from '../lib/validate';
import { listParams, sendList } from './admin/simpleRest';

export async function auditLogRoutes(app: FastifyInstance, opts: { audit: AuditLog }) {
  app.get('/audit-log', { preHandler: requirePermission(AUDIT_LOG_ACCESS.path, AUDIT_LOG_ACCESS.action) }, async (req, reply) => {
    // Always newest first: a sort asked for is ignored.
    const p = listParams(req.query as Record<string, unknown>, [], 'createdAt');
    const filter = await validate(auditLogFilterSchema, p.filter);
    const { rows, total } = await opts.audit.list(callerOf(req).projectId, filter, { offset: p.offset, limit: p.limit });
    return sendList(reply, 'audit-log', p, rows, total);
  });
}
