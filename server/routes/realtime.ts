// Channel authorisation for pusher-js (form fields socket_id, channel_name, bearer header): a caller may join
// only its own project's channels, and only its own agent channel.
import type { FastifyInstance } from 'fastify';
import { channelAgentId, channelProjectId } from '../../src/domain/channels';
import { authorizeChannel } from '../realtime/plugin';
import { callerOf, requirePermission } from '../plugins/auth';
import { forbidden } from '../plugins/errors';

export async function realtimeRoutes(app: FastifyInstance, opts: { key: string; secret: string }) {
  app.post<{ Body: { socket_id?: string; channel_name?: string } }>(
    '/realtime/auth',
    { preHandler: requirePermission('inbox') },
    async (req) => {
      const caller = callerOf(req);
      const channel = String(req.body?.channel_name ?? '');
      const agent = channelAgentId(channel);
      if (channelProjectId(channel) !== caller.projectId || (agent !== null && agent !== caller.userId)) throw forbidden();
      return authorizeChannel(opts.key, opts.secret, String(req.body?.socket_id ?? ''), channel, {
        user_id: String(caller.userId),
      });
    },
  );
}
