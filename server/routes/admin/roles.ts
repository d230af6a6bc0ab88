// /app/roles (ra-data-simple-rest): roles and their permission trees; clone and delete guarded.
import type { FastifyInstance } from 'fastify';
import { ROLE_MSG, roleSchema } from '../../../src/domain/schemas/team';
import type { PermissionTree } from '../../../src/domain/permissions';
import type { Repositories } from '../../db/repositories/index';
import type { Role } from '../../db/repositories/roles';
import { callerOf, requirePermission } from '../../plugins/auth';
import { ApiError, notFound } from '../../plugins/errors';
import { validate } from '../../lib/validate';
import { nowSeconds } from '../../lib/clock';
import { listParams, positiveId, sendList } from './simpleRest';
import { guardTeamManagers } from './teamGuard';

const view = (r: Role) => ({ id: r.id, name: r.name, permissions: r.permissions });
type IdParams = { Params: { id: string } };

export async function roleRoutes(app: FastifyInstance, opts: { repos: Repositories }) {
  const { repos } = opts;
  const read = { preHandler: requirePermission('settings.team.userRoles') };
  const write = { preHandler: requirePermission('settings.team.userRoles', 'write') };

  app.get('/roles', read, async (req, reply) => {
    const p = listParams(req.query as Record<string, unknown>, ['name'], 'name');
    const { rows, total } = await repos.roles.list(callerOf(req).projectId, { offset: p.offset, limit: p.limit, order: p.sort.order, q: typeof p.filter.q === 'string' ? p.filter.q : undefined });
    return sendList(reply, 'roles', p, rows.map(view), total);
  });

  app.get<IdParams>('/roles/:id', read, async (req) => {
    const role = await repos.roles.findInProject(callerOf(req).projectId, positiveId(req.params.id));
    if (!role) throw notFound();
    return view(role);
  });

  app.post('/roles', { ...write, config: { audit: { action: 'role.create', target: 'role' } } }, async (req, reply) => {
    const body = await validate(roleSchema, req.body);
    const role = await repos.roles.create(callerOf(req).projectId, body.name, body.permissions as PermissionTree, nowSeconds());
    return reply.status(201).send(view(role));
  });

  app.put<IdParams>('/roles/:id', { ...write, config: { audit: { action: 'role.update', target: 'role' } } }, async (req) => {
    const body = await validate(roleSchema, req.body);
    const id = positiveId(req.params.id);
    const { projectId } = callerOf(req);
    const permissions = body.permissions as PermissionTree;
    const updated = await repos.transaction(async (tx) => {
      if (!(await tx.roles.findInProject(projectId, id))) return false;
      await guardTeamManagers(tx, projectId, { kind: 'role-edit', roleId: id, permissions });
      return tx.roles.update(projectId, id, body.name, permissions);
    });
    if (!updated) throw notFound();
    await req.server.realtimeAccess.accessChanged(projectId); // sockets of users who lost inbox access close
    return { id, name: body.name, permissions: body.permissions };
  });

  app.post<IdParams>('/roles/:id/clone', { ...write, config: { audit: { action: 'role.clone', target: 'role' } } }, async (req, reply) => {
    const caller = callerOf(req);
    const role = await repos.roles.findInProject(caller.projectId, positiveId(req.params.id));
    if (!role) throw notFound();
    const copy = await repos.roles.create(caller.projectId, `${role.name} (copy)`.slice(0, 50), role.permissions, nowSeconds());
    return reply.status(201).send(view(copy));
  });

  app.delete<IdParams>('/roles/:id', { ...write, config: { audit: { action: 'role.delete', target: 'role' } } }, async (req) => {
    const caller = callerOf(req);
    const role = await repos.roles.findInProject(caller.projectId, positiveId(req.params.id));
    if (!role) throw notFound();
    if ((await repos.roles.usersWithRole(role.id)) > 0) throw new ApiError(409, ROLE_MSG.inUse);
    await repos.roles.delete(caller.projectId, role.id);
    return view(role);
  });
}
