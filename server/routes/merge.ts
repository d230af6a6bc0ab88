// Merging conversations (issue 27; the spec has no such call): POST app/inbox/merge merges two or more conversations
// into one, POST app/inbox/merges/:mergeId/undo puts them back within the undo window (both need the inbox's 'write');
// GET app/inbox/merge/candidates/:conversationId lists the conversation's visitor's conversations (the inbox).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mergeRequestSchema } from '../../src/domain/merge/rules';
import type { ConversationMerges } from '../services/merge/merges';
import { callerOf, requirePermission } from '../plugins/auth';
import { validate } from '../lib/validate';
import { badRequest } from '../plugins/errors';

type IdParams = { Params: { mergeId: string } };
type ConversationParams = { Params: { conversationId: string } };

function idOf(raw: string, what = 'merge'): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw badRequest(`Invalid ${what} id`);
  return id;
}

export async function mergeRoutes(app: FastifyInstance, opts: { merges: ConversationMerges }) {
  const { merges } = opts;
  const write = { preHandler: requirePermission('inbox', 'write') };
  const actor = (req: FastifyRequest) => ({ ...callerOf(req), ip: req.ip });

  app.post('/inbox/merge', write, async (req, reply) => reply.code(201).send(await merges.merge(actor(req), await validate(mergeRequestSchema, req.body))));
  app.get<ConversationParams>('/inbox/merge/candidates/:conversationId', { preHandler: requirePermission('inbox') }, async (req) =>
    merges.candidates(actor(req), idOf(req.params.conversationId, 'conversation')),
  );
  app.post<IdParams>('/inbox/merges/:mergeId/undo', write, async (req) => merges.undo(actor(req), idOf(req.params.mergeId)));
}
