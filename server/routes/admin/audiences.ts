// /app/audiences (ra-data-simple-rest): audience rule sets, validated with the builder's schema.
import type { FastifyInstance } from 'fastify';
import { validateAudience } from '../../../src/domain/audience/model';
import { audienceInUseMessage } from '../../../src/domain/audience/inUse';
import { AUDIENCE_NAME_TAKEN, audienceNameTaken } from '../../../src/domain/audience/names';
import { ADMIN_MSG } from '../../../src/domain/adminMessages';
import { triggerFeatures } from '../../../src/domain/audience/planFeatures';
import { requireFeatures } from '../../services/planGate';
import type { Repositories } from '../../db/repositories/index';
import { callerOf, requirePermission } from '../../plugins/auth';
import { ApiError, notFound } from '../../plugins/errors';
import { nowSeconds } from '../../lib/clock';
import { listParams, positiveId, sendList } from './simpleRest';

type IdParams = { Params: { id: string } };

export async function audienceRoutes(app: FastifyInstance, opts: { repos: Repositories }) {
  const { repos } = opts;
  const read = { preHandler: requirePermission('conversations') };
  const write = { preHandler: requirePermission('conversations', 'write') };

  app.get('/audiences', read, async (req, reply) => {
    const p = listParams(req.query as Record<string, unknown>, ['name', 'updated_at'], 'name');
    const { rows, total } = await repos.audiences.list(callerOf(req).projectId, {
      offset: p.offset,
      limit: p.limit,
      field: p.sort.field as 'name' | 'updated_at',
      order: p.sort.order,
      q: typeof p.filter.q === 'string' ? p.filter.q : undefined,
    });
    return sendList(reply, 'audiences', p, rows, total);
  });

  app.get<IdParams>('/audiences/:id', read, async (req) => {
    const a = await repos.audiences.findInProject(callerOf(req).projectId, positiveId(req.params.id));
    if (!a) throw notFound();
    return a;
  });

  /** A name another audience of the project has is refused (409, on the name field), checked where it is written. */
  async function refuseTakenName(tx: Repositories, projectId: number, name: string, ownId?: number) {
    if (audienceNameTaken(name, await tx.audiences.names(projectId), ownId)) {
      throw new ApiError(409, AUDIENCE_NAME_TAKEN, { name: AUDIENCE_NAME_TAKEN });
    }
  }

  app.post('/audiences', write, async (req, reply) => {
    const projectId = callerOf(req).projectId;
    const audience = await validateAudience(req.body);
    await requireFeatures(repos, projectId, triggerFeatures(audience.triggers));
    const saved = await repos.transaction(async (tx) => {
      await refuseTakenName(tx, projectId, audience.name);
      return tx.audiences.create(projectId, audience, nowSeconds());
    });
    return reply.status(201).send({ ...saved, message: ADMIN_MSG.audienceSaved });
  });

  app.put<IdParams>('/audiences/:id', write, async (req) => {
    const caller = callerOf(req);
    const id = positiveId(req.params.id);
    const audience = await validateAudience(req.body);
    await requireFeatures(repos, caller.projectId, triggerFeatures(audience.triggers));
    await repos.transaction(async (tx) => {
      await refuseTakenName(tx, caller.projectId, audience.name, id);
      if (!(await tx.audiences.update(caller.projectId, id, audience, nowSeconds()))) throw notFound();
    });
    return { ...(await repos.audiences.findInProject(caller.projectId, id)), message: ADMIN_MSG.audienceSaved };
  });

  app.delete<IdParams>('/audiences/:id', { ...write, config: { audit: { action: 'audience.delete', target: 'audience' } } }, async (req) => {
    const caller = callerOf(req);
    // Checked and deleted in one transaction: a flow saved with this audience meanwhile cannot slip through.
    return repos.transaction(async (tx) => {
      const a = await tx.audiences.findInProject(caller.projectId, positiveId(req.params.id));
      if (!a) throw notFound();
      const inUse = audienceInUseMessage(await tx.flows.namesUsingAudience(caller.projectId, a.id));
      if (inUse) throw new ApiError(409, inUse);
      if (!(await tx.audiences.delete(caller.projectId, a.id))) throw notFound();
      return a;
    });
  });
}
