// Replies posted with an API key (POST /api/v1/conversations/{id}/messages, issue 29): the checks the inbox's own send
// makes (the author may write in the inbox, the visitor is not blocked, collision control), then the inbox's one way
// into a conversation (deliverAgentMessage), so routing, unread counts, realtime, webhooks and email follow-up see the
// message once, as they see an agent's.
import crypto from 'node:crypto';
import type { ClientAppMessage } from '../../../src/domain/inbox/events';
import { canAccessPath, flattenPermissions } from '../../../src/domain/permissions';
import { MSG } from '../../../src/domain/messages';
import type { Repositories } from '../../db/repositories/index';
import type { Caller } from '../../lib/caller';
import { ApiError, forbidden, notFound } from '../../lib/apiError';
import { deliverAgentMessage } from '../inbox/agentMessages';
import { toMessage } from '../inbox/presenter';
import type { Publisher } from '../inbox/publisher';
import { assertMayReply } from '../collision/replyGuard';

export interface ApiMessage {
  text: string;
  agentId?: number;
  clientId?: string;
}

export async function postApiMessage(repos: Repositories, publisher: Publisher, caller: Caller, conversationId: number, body: ApiMessage) {
  const projectId = caller.projectId;
  const conv = await repos.conversations.findInProject(projectId, conversationId);
  const visitor = conv ? await repos.visitors.findById(conv.visitor_id) : undefined;
  if (!conv || !visitor) throw notFound();
  const author = await repos.users.findInProject(projectId, body.agentId ?? caller.userId);
  if (!author) throw new ApiError(400, MSG.notFound, { agentId: MSG.notFound });
  const role = await repos.roles.findInProject(projectId, author.role_id);
  if (!canAccessPath(flattenPermissions(role?.permissions), 'inbox', 'write')) throw forbidden(MSG.notAuthorized);
  if (visitor.blocked === 1) throw forbidden(MSG.notAuthorized);
  await assertMayReply(repos, projectId, author.id, conv.id);
  const clientId = body.clientId ?? `api_${crypto.randomUUID()}`;
  const msg: ClientAppMessage = {
    senderId: author.id,
    channelName: '',
    visitorId: visitor.public_id,
    conversationId: conv.id,
    clientId,
    message: { text: body.text, mentions: [] },
    projectId,
    senderSignature: '',
  };
  await deliverAgentMessage(publisher, projectId, author, conv, visitor, msg, body.text);
  const stored = await repos.messages.findByClientId(conv.id, clientId);
  if (!stored) throw notFound();
  return toMessage(stored, visitor.public_id);
}
