// Channel authorisation for pusher-js (form fields socket_id, channel_name, bearer header): a caller may join
// only its own project's channels, and only its own agent channel; a conversation's presence channel (who views it,
// issue #25) only when the conversation is in its project, joining as its id, name and avatar.
import type { FastifyInstance } from 'fastify';
import { channelAgentId, channelProjectId } from '../../src/domain/channels';
import { channelKind } from '../realtime/protocol';
import { conversationPresenceMember } from '../services/collision/presenceAccess';
import { authorizeChannel } from '../realtime/plugin';
import { sessionRef } from '../realtime/grant';
import { callerOf, requirePermission } from '../plugins/auth';
import { forbidden } from '../plugins/errors';

export async function realtimeRoutes(app: FastifyInstance, opts: { key: string; secret: string; external?: unknown }) {
  app.post<{ Body: { socket_id?: string; channel_name?: string } }>(
    '/realtime/auth',
    { preHandler: requirePermission('inbox') },
    async (req) => {
      const caller = callerOf(req);
      const channel = String(req.body?.channel_name ?? '');
      const agent = channelAgentId(channel);
      if (channelProjectId(channel) !== caller.projectId || (agent !== null && agent !== caller.userId)) throw forbidden();
      if (channelKind(channel) === 'presence') {
        const member = await conversationPresenceMember(app.repos, caller, channel);
        return authorizeChannel(opts.key, opts.secret, String(req.body?.socket_id ?? ''), channel, member);
      }
      // Parley's own hub learns which session authorised the socket, to close it when that access ends
      // (server/realtime/grant.ts); Pusher Channels (external mode) signs private channels without data.
      const grant = opts.external ? undefined : { user_id: String(caller.userId), project_id: String(caller.projectId), session: sessionRef(caller.tokenHash) };
      return authorizeChannel(opts.key, opts.secret, String(req.body?.socket_id ?? ''), channel, { user_id: String(caller.userId) }, grant);
    },
  );
}
