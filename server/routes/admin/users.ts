// /app/users (ra-data-simple-rest): team users. Creating one is an invitation (the foundation's flow); editing sets
// role, teams and availability; nobody removes themselves.
import type { FastifyInstance } from 'fastify';
import { inviteUserSchema, userUpdateSchema } from '../../../src/domain/schemas/team';
import type { Repositories } from '../../db/repositories/index';
import type { UserRow } from '../../db/schema';
import type { Accounts } from '../../services/accounts';
import { callerOf, requirePermission } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/errors';
import { validate } from '../../lib/validate';
import { listParams, positiveId, sendList } from './simpleRest';
import { guardTeamManagers } from './teamGuard';

type IdParams = { Params: { id: string } };

export async function teamUserRoutes(app: FastifyInstance, opts: { repos: Repositories; accounts: Accounts }) {
  const { repos } = opts;
  const read = { preHandler: requirePermission('settings.team.users') };
  const write = { preHandler: requirePermission('settings.team.users', 'write') };

  const view = async (u: UserRow) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    img: u.img,
    roleId: u.role_id,
    teamIds: await repos.teams.teamsOfUser(u.id),
    available: u.available === 1,
    verified: u.email_verified_at !== null,
    createdAt: u.created_at,
  });

  app.get('/users', read, async (req, reply) => {
    const p = listParams(req.query as Record<string, unknown>, ['name', 'email', 'created_at'], 'name');
    const { rows, total } = await repos.users.list(callerOf(req).projectId, {
      offset: p.offset,
      limit: p.limit,
      field: p.sort.field as 'name' | 'email' | 'created_at',
      order: p.sort.order,
      q: typeof p.filter.q === 'string' ? p.filter.q : undefined,
    });
    return sendList(reply, 'users', p, await Promise.all(rows.map(view)), total);
  });

  app.get<IdParams>('/users/:id', read, async (req) => {
    const u = await repos.users.findInProject(callerOf(req).projectId, positiveId(req.params.id));
    if (!u) throw notFound();
    return view(u);
  });

  app.post('/users', { ...write, config: { audit: { action: 'user.invite', target: 'invitation' } } }, async (req, reply) => {
    const caller = callerOf(req);
    const body = await validate(inviteUserSchema, req.body);
    await opts.accounts.invite(caller.projectId, caller.userId, body.email, body.roleId);
    return reply.status(201).send({ id: body.email, email: body.email, roleId: body.roleId, invited: true });
  });

  app.put<IdParams>('/users/:id', { ...write, config: { audit: { action: 'user.update', target: 'user' } } }, async (req) => {
    const caller = callerOf(req);
    const body = await validate(userUpdateSchema, req.body);
    const u = await repos.users.findInProject(caller.projectId, positiveId(req.params.id));
    if (!u) throw notFound();
    if (body.roleId !== undefined && !(await repos.roles.findInProject(caller.projectId, body.roleId))) {
      throw badRequest('Unknown role', { roleId: 'Unknown role' });
    }
    await repos.transaction(async (tx) => {
      if (body.roleId !== undefined) await guardTeamManagers(tx, caller.projectId, { kind: 'user-role', userId: u.id, roleId: body.roleId });
      await tx.users.update(u.id, {
        ...(body.roleId !== undefined ? { role_id: body.roleId } : {}),
        ...(body.available !== undefined ? { available: body.available ? 1 : 0 } : {}),
      });
      if (body.teamIds) await tx.teams.setTeamsOfUser(caller.projectId, u.id, body.teamIds);
    });
    if (body.roleId !== undefined) await req.server.realtimeAccess.accessChanged(caller.projectId); // inbox access may be gone
    return view((await repos.users.findInProject(caller.projectId, u.id))!);
  });

  app.delete<IdParams>('/users/:id', { ...write, config: { audit: { action: 'user.delete', target: 'user' } } }, async (req) => {
    const caller = callerOf(req);
    const id = positiveId(req.params.id);
    if (id === caller.userId) throw badRequest('You cannot remove yourself');
    const u = await repos.users.findInProject(caller.projectId, id);
    if (!u) throw notFound();
    const deleted = await repos.transaction(async (tx) => {
      await guardTeamManagers(tx, caller.projectId, { kind: 'user-removed', userId: id });
      return tx.users.delete(caller.projectId, id);
    });
    if (!deleted) throw notFound();
    req.server.realtimeAccess.userRemoved(caller.projectId, id); // their sockets close too
    return view(u);
  });
}
