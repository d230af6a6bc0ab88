// Tag administration. Reading is the spec's GET app/tags?all=true (routes/users.ts); these are the writes. The
// Blocked tag is fixed: it cannot be renamed or deleted.
import type { FastifyInstance } from 'fastify';
import { tagSchema } from '../../../src/domain/schemas/tag';
import type { Repositories } from '../../db/repositories/index';
import { callerOf, requirePermission } from '../../plugins/auth';
import { ApiError, notFound } from '../../plugins/errors';
import { validate } from '../../lib/validate';
import { nowSeconds } from '../../lib/clock';
import { positiveId } from './simpleRest';

export const TAG_MSG = { fixed: 'The Blocked tag cannot be changed', exists: 'A tag with this name already exists' } as const;
type IdParams = { Params: { id: string } };

export async function tagAdminRoutes(app: FastifyInstance, opts: { repos: Repositories }) {
  const { repos } = opts;
  const write = { preHandler: requirePermission('inbox', 'write') };

  async function editable(projectId: number, id: number) {
    const tag = await repos.tags.findInProject(projectId, id);
    if (!tag) throw notFound();
    if (tag.fixed_key) throw new ApiError(403, TAG_MSG.fixed);
    return tag;
  }
  async function unique(projectId: number, name: string, except?: number) {
    const clash = (await repos.tags.list(projectId)).find((t) => t.name.toLowerCase() === name.toLowerCase() && t.id !== except);
    if (clash) throw new ApiError(409, TAG_MSG.exists, { name: TAG_MSG.exists });
  }

  app.post('/tags', { ...write, config: { audit: { action: 'tag.create', target: 'tag' } } }, async (req, reply) => {
    const caller = callerOf(req);
    const { name } = await validate(tagSchema, req.body);
    await unique(caller.projectId, name);
    const t = await repos.tags.create(caller.projectId, name, nowSeconds());
    return reply.status(201).send({ id: t.id, name: t.name, key: null });
  });

  app.put<IdParams>('/tags/:id', { ...write, config: { audit: { action: 'tag.update', target: 'tag' } } }, async (req) => {
    const caller = callerOf(req);
    const tag = await editable(caller.projectId, positiveId(req.params.id));
    const { name } = await validate(tagSchema, req.body);
    await unique(caller.projectId, name, tag.id);
    await repos.tags.rename(tag.id, name);
    return { id: tag.id, name, key: null };
  });

  app.delete<IdParams>('/tags/:id', { ...write, config: { audit: { action: 'tag.delete', target: 'tag' } } }, async (req) => {
    const caller = callerOf(req);
    const tag = await editable(caller.projectId, positiveId(req.params.id));
    await repos.tags.delete(tag.id);
    return { id: tag.id, name: tag.name, key: null };
  });
}
