// Transcripts by email (issue 28), under /app: an agent sends one from the thread (inbox write), the visitor asks
// for one from the widget (their own conversation only).
import type { FastifyInstance } from 'fastify';
import { conversationParamsSchema } from '../../src/domain/email/requests';
import { callerOf, requirePermission, bearerToken } from '../plugins/auth';
import { validate } from '../lib/validate';
import { unauthorized } from '../lib/apiError';
import type { Transcripts } from '../services/email/transcripts';
import type { VisitorService } from '../services/inbox/visitors';

export async function emailAppRoutes(app: FastifyInstance, opts: { transcripts: Transcripts; visitors: Pick<VisitorService, 'byToken' | 'ownConversation'> }) {
  app.post('/inbox/conversations/:conversationId/transcript', { preHandler: requirePermission('inbox', 'write') }, async (req) => {
    const { conversationId } = await validate(conversationParamsSchema, req.params);
    return opts.transcripts.send(callerOf(req).projectId, conversationId);
  });

  app.post('/visitor/conversations/:conversationId/transcript', async (req) => {
    const token = bearerToken(req);
    const visitor = token ? await opts.visitors.byToken(token) : null;
    if (!visitor) throw unauthorized();
    const { conversationId } = await validate(conversationParamsSchema, req.params);
    const conv = await opts.visitors.ownConversation(visitor, conversationId);
    return opts.transcripts.send(visitor.project_id, conv.id);
  });
}
