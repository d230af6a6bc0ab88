// Customer records for customer-success users (spec §6): every customer project, and /cs/create-instance.
import type { FastifyInstance } from 'fastify';
import { createInstanceSchema } from '../../../src/domain/schemas/team';
import type { Repositories } from '../../db/repositories/index';
import type { Accounts } from '../../services/accounts';
import { createProject } from '../../db/createProject';
import { callerOf, requireCSUser } from '../../plugins/auth';
import { ApiError, notFound } from '../../plugins/errors';
import { validate } from '../../lib/validate';
import { listParams, positiveId, sendList } from './simpleRest';

export async function customerRoutes(app: FastifyInstance, opts: { repos: Repositories; accounts: Accounts }) {
  const { repos, accounts } = opts;
  const cs = { preHandler: requireCSUser };

  app.get('/customers', cs, async (req, reply) => {
    const p = listParams(req.query as Record<string, unknown>, ['name', 'created_at'], 'name');
    const { rows, total } = await repos.projects.list({
      offset: p.offset,
      limit: p.limit,
      field: p.sort.field as 'name' | 'created_at',
      order: p.sort.order,
      q: typeof p.filter.q === 'string' ? p.filter.q : undefined,
    });
    return sendList(reply, 'customers', p, rows, total);
  });

  app.get<{ Params: { id: string } }>('/customers/:id', cs, async (req) => {
    const row = (await repos.projects.list({ offset: 0, limit: 1, field: 'name', order: 'asc', id: positiveId(req.params.id) })).rows[0];
    if (!row) throw notFound();
    return row;
  });

  app.post('/customers', cs, async (req, reply) => {
    const body = await validate(createInstanceSchema, req.body);
    if (await repos.users.findByEmail(body.adminEmail)) throw new ApiError(409, 'An account with this email already exists', { adminEmail: 'An account with this email already exists' });
    const me = await repos.users.findById(callerOf(req).userId);
    const { project, admin } = await repos.transaction((tx) => createProject(tx, { name: body.company, plan: body.plan }));
    await accounts.inviteFirstAdmin(project.id, body.adminEmail, admin.id, me?.name ?? 'The Parley team');
    return reply.status(201).send({ id: project.id, name: project.name, plan: project.plan, invited: body.adminEmail });
  });
}
