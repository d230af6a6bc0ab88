// /app/teams (ra-data-simple-rest): teams with members; clone; gated by the plan's 'teams' feature.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { teamSchema } from '../../../src/domain/schemas/team';
import type { Repositories } from '../../db/repositories/index';
import { callerOf, requirePermission } from '../../plugins/auth';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { validate } from '../../lib/validate';
import { nowSeconds } from '../../lib/clock';
import { listParams, positiveId, sendList } from './simpleRest';

type IdParams = { Params: { id: string } };
export const TEAMS_UPGRADE = 'Upgrade your plan to organise agents in teams';

export async function teamRoutes(app: FastifyInstance, opts: { repos: Repositories }) {
  const { repos } = opts;
  const read = { preHandler: requirePermission('settings.team.teams') };
  const write = { preHandler: requirePermission('settings.team.teams', 'write') };

  async function gate(req: FastifyRequest) {
    const project = await repos.projects.findById(callerOf(req).projectId);
    if (!project || !(JSON.parse(project.features) as string[]).includes('teams')) throw new ApiError(402, TEAMS_UPGRADE);
  }

  /** Member ids must be users of this project. */
  async function ownMembers(projectId: number, ids: number[]) {
    for (const id of ids) if (!(await repos.users.findInProject(projectId, id))) throw badRequest('Unknown team member', { memberIds: 'Unknown team member' });
    return [...new Set(ids)];
  }

  app.get('/teams', read, async (req, reply) => {
    const p = listParams(req.query as Record<string, unknown>, ['name'], 'name');
    const { rows, total } = await repos.teams.list(callerOf(req).projectId, { offset: p.offset, limit: p.limit, order: p.sort.order });
    return sendList(reply, 'teams', p, rows, total);
  });

  app.get<IdParams>('/teams/:id', read, async (req) => {
    const team = await repos.teams.findInProject(callerOf(req).projectId, positiveId(req.params.id));
    if (!team) throw notFound();
    return team;
  });

  app.post('/teams', { ...write, config: { audit: { action: 'team.create', target: 'team' } } }, async (req, reply) => {
    await gate(req);
    const caller = callerOf(req);
    const body = await validate(teamSchema, req.body);
    const members = await ownMembers(caller.projectId, body.memberIds);
    const team = await repos.transaction(async (tx) => {
      const id = await tx.teams.create(caller.projectId, body.name, nowSeconds());
      await tx.teams.setMembers(id, members);
      return tx.teams.findInProject(caller.projectId, id);
    });
    return reply.status(201).send(team);
  });

  app.put<IdParams>('/teams/:id', { ...write, config: { audit: { action: 'team.update', target: 'team' } } }, async (req) => {
    await gate(req);
    const caller = callerOf(req);
    const body = await validate(teamSchema, req.body);
    const id = positiveId(req.params.id);
    if (!(await repos.teams.findInProject(caller.projectId, id))) throw notFound();
    const members = await ownMembers(caller.projectId, body.memberIds);
    await repos.transaction(async (tx) => {
      await tx.teams.rename(id, body.name);
      await tx.teams.setMembers(id, members);
    });
    return repos.teams.findInProject(caller.projectId, id);
  });

  app.post<IdParams>('/teams/:id/clone', { ...write, config: { audit: { action: 'team.clone', target: 'team' } } }, async (req, reply) => {
    await gate(req);
    const caller = callerOf(req);
    const team = await repos.teams.findInProject(caller.projectId, positiveId(req.params.id));
    if (!team) throw notFound();
    const id = await repos.teams.create(caller.projectId, `${team.name} (copy)`.slice(0, 50), nowSeconds());
    await repos.teams.setMembers(id, team.memberIds);
    return reply.status(201).send(await repos.teams.findInProject(caller.projectId, id));
  });

  app.delete<IdParams>('/teams/:id', { ...write, config: { audit: { action: 'team.delete', target: 'team' } } }, async (req) => {
    const caller = callerOf(req);
    const team = await repos.teams.findInProject(caller.projectId, positiveId(req.params.id));
    if (!team || !(await repos.teams.delete(caller.projectId, team.id))) throw notFound();
    return team;
  });
}
