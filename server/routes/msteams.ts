// MS Teams: the bot's messaging endpoint (POST /app/msteams/messages, the Azure Bot's "Messaging endpoint"), where
// the Bot Framework delivers Teams users' replies with a signed token (verified before anything is read), and the
// channels for the routing choice (GET /app/msteams/channels: every team's, or ?teamId=… one team's).
import type { FastifyInstance } from 'fastify';
import { teamsActivitySchema, teamsChannelsQuerySchema } from '../../src/domain/integrations/teamsActivity';
import { IntegrationNotConnected } from '../integrations/errors';
import type { TeamsBot } from '../integrations/teams/bot';
import type { TeamsBridge } from '../integrations/teams/bridge';
import { bearerOf, JwtRefused } from '../integrations/teams/jwt';
import type { TeamsTokens } from '../integrations/teams/tokens';
import { callerOf, requirePermission } from '../plugins/auth';
import { ApiError, unauthorized } from '../plugins/errors';
import { validate } from '../plugins/validate';

export async function msTeamsRoutes(app: FastifyInstance, opts: { bridge: TeamsBridge; bot: TeamsBot; tokens: TeamsTokens }) {
  app.post('/msteams/messages', async (req, reply) => {
    const token = bearerOf(req.headers.authorization);
    if (!token) throw unauthorized('Unauthorized');
    const activity = await validate(teamsActivitySchema, req.body);
    try {
      await opts.tokens.activity(token, activity);
    } catch (err) {
      if (!(err instanceof JwtRefused)) {
        // The issuer's keys could not be read: a 503 makes the Bot Framework deliver again later.
        req.log.error({ err: (err as Error).message }, 'teams signing keys unavailable');
        throw new ApiError(503, 'Microsoft Teams could not be reached. Please try again');
      }
      req.log.warn({ reason: err.message }, 'teams activity refused');
      throw unauthorized('Unauthorized');
    }
    const result = await opts.bridge.receive(activity);
    return reply.status(200).send({ ok: true, result });
  });

  app.get('/msteams/channels', { preHandler: requirePermission('settings.integrations') }, async (req) => {
    const { teamId } = await validate(teamsChannelsQuerySchema, req.query);
    const tenant = await opts.bridge.tenantOf(callerOf(req).projectId);
    if (!tenant) throw new IntegrationNotConnected('msteams');
    return { channels: teamId ? await opts.bot.channels(tenant, teamId) : await opts.bot.allChannels(tenant) };
  });
}
