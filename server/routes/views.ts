// Saved views (issue 27; the spec has no such call): beside the inbox's list calls under app/inbox/views, validated
// with the schema the save dialog uses. Any inbox user keeps personal views; sharing is checked by the service.
import type { FastifyInstance } from 'fastify';
import { viewSchema } from '../../src/domain/inbox/views';
import type { SavedViews } from '../services/views/views';
import { callerOf, requirePermission } from '../plugins/auth';
import { validate } from '../lib/validate';
import { badRequest } from '../plugins/errors';

type IdParams = { Params: { viewId: string } };

function idOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw badRequest('Invalid view id');
  return id;
}

export async function viewRoutes(app: FastifyInstance, opts: { views: SavedViews }) {
  const { views } = opts;
  const read = { preHandler: requirePermission('inbox') };

  app.get('/inbox/views', read, async (req) => ({ data: await views.list(callerOf(req)) }));
  app.get<IdParams>('/inbox/views/:viewId', read, async (req) => views.get(callerOf(req), idOf(req.params.viewId)));
  app.post('/inbox/views', read, async (req, reply) => {
    const view = await views.create(callerOf(req), await validate(viewSchema, req.body));
    return reply.code(201).send(view);
  });
  app.put<IdParams>('/inbox/views/:viewId', read, async (req) => views.update(callerOf(req), idOf(req.params.viewId), await validate(viewSchema, req.body)));
  app.delete<IdParams>('/inbox/views/:viewId', read, async (req) => {
    await views.remove(callerOf(req), idOf(req.params.viewId));
    return { ok: true };
  });
}
