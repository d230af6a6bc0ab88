// Slack's Events API request URL (POST /app/slack/events): signature and timestamp checked over the raw body,
// url_verification answered, thread replies handed to the bridge. Slack wants a 200 within 3 seconds. And the
// workspace's channels for the routing choice (GET /app/slack/channels), as the other team chat has its own.
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../plugins/auth';
import { badRequest, unauthorized } from '../../plugins/errors';
import type { SlackBridge, SlackEvent } from './bridge';
import { verifySlackSignature } from './signature';

export async function slackRoutes(app: FastifyInstance, opts: { bridge: SlackBridge; signingSecret: string }) {
  // The signature covers the exact bytes Slack sent: this route keeps the body as a string.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post('/slack/events', async (req) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    if (!verifySlackSignature(opts.signingSecret, header('x-slack-request-timestamp'), header('x-slack-signature'), raw)) throw unauthorized('Invalid Slack signature');
    let payload: { type?: string; challenge?: string; event?: SlackEvent };
    try {
      payload = JSON.parse(raw) as typeof payload;
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
    if (payload.type === 'url_verification') return { challenge: payload.challenge };
    if (payload.type === 'event_callback' && payload.event) return { ok: true, result: await opts.bridge.receive(payload.event) };
    return { ok: true, result: 'ignored' };
  });

  app.get('/slack/channels', { preHandler: requirePermission('settings.integrations') }, async (req) => ({
    channels: await opts.bridge.channels(callerOf(req).projectId),
  }));
}
