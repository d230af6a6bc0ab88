// API key administration for the Developers settings page (issue 29): list, create (the secret is in this one
// answer only), revoke. Admins with write on the integrations settings manage keys; each change is audited.
import type { FastifyInstance } from 'fastify';
import { apiKeySchema } from '../../../src/domain/apiKeys/schemas';
import type { ApiKeys } from '../../services/apiKeys/apiKeys';
import type { AuditLog } from '../../services/audit/auditLog';
import type { Repositories } from '../../db/repositories/index';
import { callerOf, requirePermission } from '../../plugins/auth';
import { validate } from '../../lib/validate';
import { positiveId } from '../admin/simpleRest';
import type { Caller } from '../../lib/caller';
import type { AuditAction } from '../../../src/domain/audit/actions';

type IdParams = { Params: { id: string } };

export async function apiKeyRoutes(app: FastifyInstance, opts: { apiKeys: ApiKeys; audit: AuditLog; repos: Repositories }) {
  const { apiKeys } = opts;
  const admin = { preHandler: requirePermission('settings.integrations', 'write') };

  async function audited(caller: Caller, ip: string, action: AuditAction, key: { id: number; name: string }, details: Record<string, string | string[]>) {
    const user = await opts.repos.users.findById(caller.userId);
    await opts.audit.record({
      projectId: caller.projectId,
      actor: { id: caller.userId, name: user?.name ?? '', email: user?.email ?? '' },
      action,
      target: { type: 'apiKey', id: String(key.id), label: key.name },
      summary: { changes: [], details },
      ip,
    });
  }

  app.get('/api-keys', admin, async (req) => ({ data: await apiKeys.list(callerOf(req).projectId) }));

  app.post('/api-keys', admin, async (req, reply) => {
    const caller = callerOf(req);
    const input = await validate(apiKeySchema, req.body);
    const { key, secret } = await apiKeys.create(caller, input);
    await audited(caller, req.ip, 'apikey.create', key, { scopes: key.scopes });
    return reply.status(201).send({ data: { ...key, secret } });
  });

  app.delete<IdParams>('/api-keys/:id', admin, async (req) => {
    const caller = callerOf(req);
    const key = await apiKeys.revoke(caller.projectId, positiveId(req.params.id));
    await audited(caller, req.ip, 'apikey.revoke', key, {});
    return { data: key };
  });
}
