// Collision control (issue #25): GET app/inbox/collision answers what the inbox needs when it opens or reconnects:
// the project's reply policy for non-assigned agents and who views which conversation now (later changes arrive as
// `conversation-viewers` events on the project channel).
import type { FastifyInstance } from 'fastify';
import type { CollisionState } from '../../src/domain/collision/viewers';
import type { Repositories } from '../db/repositories/index';
import type { ConversationViewers } from '../services/collision/viewers';
import { replyPolicyOf } from '../services/collision/replyGuard';
import { callerOf, requirePermission } from '../plugins/auth';

export async function collisionRoutes(app: FastifyInstance, opts: { repos: Repositories; viewers: ConversationViewers }) {
  app.get('/inbox/collision', { preHandler: requirePermission('inbox') }, async (req): Promise<CollisionState> => {
    const { projectId } = callerOf(req);
    const [replyPolicy, viewers] = await Promise.all([replyPolicyOf(opts.repos, projectId), opts.viewers.snapshot(projectId)]);
    return { replyPolicy, viewers };
  });
}
