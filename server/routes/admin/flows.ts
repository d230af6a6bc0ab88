// /app/flows (ra-data-simple-rest plus actions): conversation flows for the list and the path builder.
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { FLOW_MSG, FLOW_STATUSES, type FlowStatus } from '../../../src/domain/flows';
import type { Repositories } from '../../db/repositories/index';
import { FlowService, toFlowView } from '../../services/flows';
import { callerOf, requirePermission } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { validate } from '../../lib/validate';
import { listParams, positiveId, sendList } from './simpleRest';

type IdParams = { Params: { id: string } };
const nameSchema = yup.object({ name: yup.string().default('') });
const statusSchema = yup.object({ status: yup.mixed<FlowStatus>().oneOf([...FLOW_STATUSES]).required() });

export async function flowRoutes(app: FastifyInstance, opts: { repos: Repositories }) {
  const flows = new FlowService(opts.repos);
  const read = { preHandler: requirePermission('conversations') };
  const write = { preHandler: requirePermission('conversations', 'write') };

  app.get('/flows', read, async (req, reply) => {
    const p = listParams(req.query as Record<string, unknown>, ['name', 'updated_at', 'priority'], 'name');
    const { rows, total } = await opts.repos.flows.list(callerOf(req).projectId, {
      offset: p.offset,
      limit: p.limit,
      field: p.sort.field as 'name' | 'updated_at' | 'priority',
      order: p.sort.order,
      q: typeof p.filter.q === 'string' ? p.filter.q : undefined,
    });
    return sendList(reply, 'flows', p, rows.map(toFlowView), total);
  });

  app.get<IdParams>('/flows/:id', read, async (req) => toFlowView(await flows.get(callerOf(req).projectId, positiveId(req.params.id))));

  app.post('/flows', write, async (req, reply) => {
    const caller = callerOf(req);
    const { name } = await validate(nameSchema, req.body);
    return reply.status(201).send(await flows.create(caller.projectId, caller.userId, name));
  });

  app.put<IdParams>('/flows/:id', { ...write, config: { audit: { action: 'flow.update', target: 'flow' } } }, async (req) => {
    const caller = callerOf(req);
    return { ...(await flows.save(caller.projectId, caller.userId, positiveId(req.params.id), req.body)), message: FLOW_MSG.saved };
  });

  app.post('/flows/validate', read, async (req) => (await flows.validate(callerOf(req).projectId, req.body)).result);

  app.put<IdParams>('/flows/:id/name', { ...write, config: { audit: { action: 'flow.update', target: 'flow' } } }, async (req) => {
    const { name } = await validate(nameSchema, req.body);
    return { ...(await flows.rename(callerOf(req).projectId, positiveId(req.params.id), name)), message: FLOW_MSG.renamed };
  });

  app.put<IdParams>('/flows/:id/status', { ...write, config: { audit: { action: 'flow.update', target: 'flow' } } }, async (req) => {
    const { status } = await validate(statusSchema, req.body);
    return { ...(await flows.setStatus(callerOf(req).projectId, positiveId(req.params.id), status)), message: FLOW_MSG.statusChanged };
  });

  app.post<IdParams>('/flows/:id/clone', write, async (req, reply) => {
    const caller = callerOf(req);
    return reply.status(201).send({ ...(await flows.clone(caller.projectId, caller.userId, positiveId(req.params.id))), message: FLOW_MSG.cloned });
  });

  app.delete<IdParams>('/flows/:id', { ...write, config: { audit: { action: 'flow.delete', target: 'flow' } } }, async (req) => {
    const caller = callerOf(req);
    const row = await flows.get(caller.projectId, positiveId(req.params.id));
    if (!(await opts.repos.flows.delete(caller.projectId, row.id))) throw notFound();
    return { ...toFlowView(row), message: FLOW_MSG.deleted };
  });

  app.get<IdParams>('/flows/:id/versions', read, async (req) => {
    const row = await flows.get(callerOf(req).projectId, positiveId(req.params.id));
    return { versions: await opts.repos.flows.versions(row.id) };
  });

  app.post<{ Params: { id: string; version: string } }>('/flows/:id/versions/:version/restore', { ...write, config: { audit: { action: 'flow.update', target: 'flow' } } }, async (req) => {
    const caller = callerOf(req);
    return { ...(await flows.restore(caller.projectId, caller.userId, positiveId(req.params.id), positiveId(req.params.version))), message: FLOW_MSG.saved };
  });
}
