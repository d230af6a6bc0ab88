// MS Teams: the bot's messaging endpoint (POST /app/msteams/messages, the Azure Bot's "Messaging endpoint"), where
// the Bot Framework delivers Teams users' replies with a signed token (verified before anything is read), and the
// channels for the routing choice (GET /app/msteams/channels: every team's, or ?teamId=… one team's), and the
// admin's sign-in on the way to admin consent (GET /app/msteams/signin: Microsoft's redirect, our server's step).
import type { FastifyInstance } from 'fastify';
import { teamsActivitySchema, teamsChannelsQuerySchema } from '../../../src/domain/integrations/teamsActivity';
import { readBinding } from '../browserBinding';
import { IntegrationNotConnected } from '../errors';
import type { TeamsBot } from './bot';
import type { TeamsBridge } from './bridge';
import { bearerOf, JwtRefused } from './jwt';
import type { TeamsTokens } from './tokens';
import { callerOf, requirePermission } from '../../plugins/auth';
import { ApiError, unauthorized } from '../../plugins/errors';
import { validate } from '../../lib/validate';

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

  // Connect's first step comes back here: the tenant is taken from the admin's verified ID token, never from a query.
  app.get<{ Querystring: Record<string, unknown> }>('/msteams/signin', async (req, reply) => {
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const q = req.query;
    const integrations = app.integrations;
    const next = await integrations.adminSignIn('msteams', { code: text(q.code), state: text(q.state), error: text(q.error) }, readBinding(req, integrations.secureCookies), (idToken) => opts.tokens.sso(idToken));
    return reply.redirect(next);
  });

  app.get('/msteams/channels', { preHandler: requirePermission('settings.integrations') }, async (req) => {
    const { teamId } = await validate(teamsChannelsQuerySchema, req.query);
    const tenant = await opts.bridge.tenantOf(callerOf(req).projectId);
    if (!tenant) throw new IntegrationNotConnected('msteams');
    return { channels: teamId ? await opts.bot.channels(tenant, teamId) : await opts.bot.allChannels(tenant) };
  });
}
