// Canned messages (spec §7): GET/POST app/cannedmessages, DELETE app/cannedmessages/{messageId}, plus PUT for the
// admin screen. Reading needs the inbox; changing needs inbox 'write'.
import type { FastifyInstance } from 'fastify';
import { cannedMessageSchema, type CannedMessage } from '../../src/domain/schemas/canned';
import type { Repositories } from '../db/repositories/index';
import type { CannedMessageRow } from '../db/schema';
import { callerOf, requirePermission } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/errors';
import { validate } from '../lib/validate';
import { nowSeconds } from '../lib/clock';

const toCanned = (r: CannedMessageRow): CannedMessage => ({ messageId: r.id, message: r.message });
type IdParams = { Params: { messageId: string } };

function idOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw badRequest('Invalid canned message id');
  return id;
}

export async function cannedRoutes(app: FastifyInstance, opts: { repos: Repositories }) {
  const { repos } = opts;
  const read = { preHandler: requirePermission('inbox') };
  const write = { preHandler: requirePermission('inbox', 'write') };

  app.get('/cannedmessages', read, async (req) => ({
    cannedMessages: (await repos.cannedMessages.list(callerOf(req).projectId)).map(toCanned),
  }));

  app.post('/cannedmessages', { ...write, config: { audit: { action: 'canned.create', target: 'cannedMessage' } } }, async (req, reply) => {
    const caller = callerOf(req);
    const { message } = await validate(cannedMessageSchema, req.body);
    const row = await repos.cannedMessages.create(caller.projectId, message, caller.userId, nowSeconds());
    return reply.status(201).send({ messageId: row.id, message: row.message });
  });

  app.get<IdParams>('/cannedmessages/:messageId', read, async (req) => {
    const row = await repos.cannedMessages.findInProject(callerOf(req).projectId, idOf(req.params.messageId));
    if (!row) throw notFound();
    return toCanned(row);
  });

  app.put<IdParams>('/cannedmessages/:messageId', { ...write, config: { audit: { action: 'canned.update', target: 'cannedMessage' } } }, async (req) => {
    const { message } = await validate(cannedMessageSchema, req.body);
    const id = idOf(req.params.messageId);
    if (!(await repos.cannedMessages.update(callerOf(req).projectId, id, message, nowSeconds()))) throw notFound();
    return { messageId: id, message };
  });

  app.delete<IdParams>('/cannedmessages/:messageId', { ...write, config: { audit: { action: 'canned.delete', target: 'cannedMessage' } } }, async (req) => {
    const id = idOf(req.params.messageId);
    if (!(await repos.cannedMessages.delete(callerOf(req).projectId, id))) throw notFound();
    return { ok: true, messageId: id };
  });
}
