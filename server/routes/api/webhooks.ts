// Webhook endpoints for the Developers settings page (issue 29): list, add (the signing secret is in that answer),
// change (events, address, enable again), delete, reveal and rotate the secret, the delivery log and Resend. Admins
// with write on the integrations settings; each change is audited (never the secret: its field name keeps it out).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { webhookEndpointSchema, WEBHOOK_MSG } from '../../../src/domain/webhooks/schemas';
import { MSG } from '../../../src/domain/messages';
import type { AuditAction } from '../../../src/domain/audit/actions';
import type { WebhookEndpoints } from '../../services/webhooks/endpoints';
import type { WebhookDeliveries } from '../../services/webhooks/deliveries';
import type { AuditLog } from '../../services/audit/auditLog';
import type { Repositories } from '../../db/repositories/index';
import { callerOf, requirePermission } from '../../plugins/auth';
import { validate } from '../../lib/validate';
import { positiveId } from '../admin/simpleRest';

type IdParams = { Params: { id: string } };
const resendSchema = yup.object({ deliveryId: yup.number().typeError(MSG.fieldEmpty).integer(MSG.fieldEmpty).min(1, MSG.fieldEmpty).required(MSG.fieldEmpty) });

export async function webhookRoutes(app: FastifyInstance, opts: { endpoints: WebhookEndpoints; deliveries: WebhookDeliveries; audit: AuditLog; repos: Repositories }) {
  const { endpoints, deliveries } = opts;
  const admin = { preHandler: requirePermission('settings.integrations', 'write') };

  async function audited(req: FastifyRequest, action: AuditAction, endpoint: { id: number; url: string }, details: Record<string, string | string[]> = {}) {
    const caller = callerOf(req);
    const user = await opts.repos.users.findById(caller.userId);
    await opts.audit.record({
      projectId: caller.projectId,
      actor: { id: caller.userId, name: user?.name ?? '', email: user?.email ?? '' },
      action,
      target: { type: 'webhook', id: String(endpoint.id), label: new URL(endpoint.url).host },
      summary: { changes: [], details },
      ip: req.ip,
    });
  }

  app.get('/webhooks', admin, async (req) => ({ data: await endpoints.list(callerOf(req).projectId) }));

  app.post('/webhooks', admin, async (req, reply) => {
    const { endpoint, secret } = await endpoints.create(callerOf(req), await validate(webhookEndpointSchema, req.body));
    await audited(req, 'webhook.create', endpoint, { events: endpoint.events });
    return reply.status(201).send({ data: { ...endpoint, secret } });
  });

  app.put<IdParams>('/webhooks/:id', admin, async (req) => {
    const endpoint = await endpoints.update(callerOf(req).projectId, positiveId(req.params.id), await validate(webhookEndpointSchema, req.body));
    await audited(req, 'webhook.update', endpoint, { events: endpoint.events, enabled: String(endpoint.enabled) });
    return { data: endpoint };
  });

  app.delete<IdParams>('/webhooks/:id', admin, async (req) => {
    const endpoint = await endpoints.remove(callerOf(req).projectId, positiveId(req.params.id));
    await audited(req, 'webhook.delete', endpoint);
    return { data: endpoint };
  });

  app.get<IdParams>('/webhooks/:id/secret', admin, async (req) => ({ data: { secret: await endpoints.secret(callerOf(req).projectId, positiveId(req.params.id)) } }));

  app.post<IdParams>('/webhooks/:id/rotate', admin, async (req) => {
    const { endpoint, secret } = await endpoints.rotate(callerOf(req).projectId, positiveId(req.params.id));
    await audited(req, 'webhook.rotate', endpoint);
    return { data: { ...endpoint, secret }, message: WEBHOOK_MSG.rotated };
  });

  app.get<IdParams>('/webhooks/:id/deliveries', admin, async (req) => ({ data: await deliveries.log(callerOf(req).projectId, positiveId(req.params.id)) }));

  app.post<IdParams>('/webhooks/:id/resend', admin, async (req) => {
    const projectId = callerOf(req).projectId;
    const endpointId = positiveId(req.params.id);
    const { deliveryId } = await validate(resendSchema, req.body);
    await endpoints.get(projectId, endpointId);
    await deliveries.resend(projectId, endpointId, deliveryId);
    return { ok: true, message: WEBHOOK_MSG.resent };
  });
}
