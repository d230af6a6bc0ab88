// The agent's own state around the inbox: availability (spec §4), the active-conversation ping, tags.
import type { FastifyInstance } from 'fastify';
import { activeConversationSchema, availabilitySchema } from '../../src/domain/schemas/inbox';
import { INBOX_MSG } from '../../src/domain/inbox/messages';
import type { Repositories } from '../db/repositories/index';
import type { InboxService } from '../services/inbox/inbox';
import type { Publisher } from '../services/inbox/publisher';
import { pending } from '../services/inbox/publisher';
import { callerOf, requireAuth, requirePermission } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/errors';
import { validate } from '../lib/validate';

export async function userRoutes(app: FastifyInstance, opts: { repos: Repositories; inbox: InboxService; publisher: Publisher }) {
  const { repos, inbox, publisher } = opts;

  app.get('/user/available', { preHandler: requireAuth }, async (req) => {
    const user = await repos.users.findInProject(callerOf(req).projectId, callerOf(req).userId);
    if (!user) throw notFound();
    return { available: user.available === 1 };
  });

  app.post('/user/available', { preHandler: requireAuth }, async (req) => {
    const caller = callerOf(req);
    const { available } = await validate(availabilitySchema, req.body);
    const user = await repos.users.findInProject(caller.projectId, caller.userId);
    if (!user) throw notFound();
    // Going online needs a complete profile (a name and a photo), spec §4.
    if (available && !(user.name && user.img)) throw badRequest(INBOX_MSG.completeProfile);
    await publisher.commit(caller.projectId, async (tx) => {
      await tx.users.update(user.id, { available: available ? 1 : 0 });
      return { result: undefined, events: [pending('agent-availability', { userId: user.id, available })] };
    });
    return { ok: true, available, message: INBOX_MSG.availabilityUpdated };
  });

  app.post('/user/inbox/conversation/active', { preHandler: requirePermission('inbox') }, async (req) => {
    inbox.setActive(callerOf(req), (await validate(activeConversationSchema, req.body)).conversationId);
    return { ok: true };
  });

  app.get('/tags', { preHandler: requirePermission('inbox') }, async (req) => {
    const tags = await repos.tags.list(callerOf(req).projectId);
    return { tags: tags.map((t) => ({ id: t.id, name: t.name, key: t.fixed_key })) };
  });
}
