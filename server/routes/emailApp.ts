// Transcripts by email (issue 28), under /app: an agent sends one from the thread (inbox write), the visitor asks
// for one from the widget (their own conversation only); and the agent's own choice of email notifications (mentions
// and assignments while away), kept per user like the notification channels.
import type { FastifyInstance } from 'fastify';
import { agentTranscriptSchema, conversationParamsSchema, visitorTranscriptSchema } from '../../src/domain/email/requests';
import { AGENT_EMAIL_KEY, AGENT_EMAIL_MSG, agentEmailSchema, normaliseAgentEmail } from '../../src/domain/email/agentEmail';
import { callerOf, requireAuth, requirePermission, bearerToken } from '../plugins/auth';
import { nowSeconds } from '../lib/clock';
import type { Repositories } from '../db/repositories/index';
import { validate } from '../lib/validate';
import { unauthorized } from '../lib/apiError';
import type { Transcripts } from '../services/email/transcripts';
import type { VisitorService } from '../services/inbox/visitors';

export async function emailAppRoutes(app: FastifyInstance, opts: { repos: Repositories; transcripts: Transcripts; visitors: Pick<VisitorService, 'byToken' | 'ownConversation'> }) {
  app.post('/inbox/conversations/:conversationId/transcript', { preHandler: requirePermission('inbox', 'write') }, async (req) => {
    const { conversationId } = await validate(conversationParamsSchema, req.params);
    const { to } = await validate(agentTranscriptSchema, req.body ?? {});
    const caller = callerOf(req);
    return opts.transcripts.send(caller.projectId, conversationId, to === 'me' ? { userId: caller.userId } : {});
  });

  app.post('/visitor/conversations/:conversationId/transcript', async (req) => {
    const token = bearerToken(req);
    const visitor = token ? await opts.visitors.byToken(token) : null;
    if (!visitor) throw unauthorized();
    const { conversationId } = await validate(conversationParamsSchema, req.params);
    const { email } = await validate(visitorTranscriptSchema, req.body ?? {});
    const conv = await opts.visitors.ownConversation(visitor, conversationId);
    return opts.transcripts.send(visitor.project_id, conv.id, email ? { visitorEmail: email } : {});
  });

  app.get('/user/profile/agent-email', { preHandler: requireAuth }, async (req) => normaliseAgentEmail(await opts.repos.userSettings.get(callerOf(req).userId, AGENT_EMAIL_KEY)));

  app.put('/user/profile/agent-email', { preHandler: requireAuth, config: { audit: { action: 'notifications.update', target: 'notificationChannels' } } }, async (req) => {
    const value = normaliseAgentEmail(await validate(agentEmailSchema, req.body));
    await opts.repos.userSettings.put(callerOf(req).userId, AGENT_EMAIL_KEY, value, nowSeconds());
    return { ...value, message: AGENT_EMAIL_MSG.saved };
  });
}
