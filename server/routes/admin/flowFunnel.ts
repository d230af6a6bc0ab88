// GET /app/flows/:id/funnel: how many bot conversations reached each step of a flow (the step visits the bot
// runtime stores), for the path builder. Same permission as reading a flow.
import type { FastifyInstance } from 'fastify';
import { computeFunnel } from '../../../src/domain/flows/funnel';
import type { Repositories } from '../../db/repositories/index';
import { toFlowView } from '../../services/flows';
import { callerOf, requirePermission } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { positiveId } from './simpleRest';

export async function flowFunnelRoutes(app: FastifyInstance, opts: { repos: Repositories }) {
  app.get<{ Params: { id: string } }>('/flows/:id/funnel', { preHandler: requirePermission('conversations') }, async (req) => {
    const row = await opts.repos.flows.findInProject(callerOf(req).projectId, positiveId(req.params.id));
    if (!row) throw notFound();
    return computeFunnel(toFlowView(row), await opts.repos.stepVisits.ofFlow(row.id));
  });
}
