/**
 * External realtime mode: the Pusher-compatible service posts client events and presence changes here as signed
 * webhooks (configure the service's webhook URL as `<Parley>/realtime/webhooks`). A client event is handed to the
 * app's listeners as if a socket of this process had sent it (agents' replies, typing); the service has already
 * checked that the socket was subscribed with Parley's signature. Presence changes need nothing from the app today.
 */
import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from './hub';
import { webhookVerifier } from './httpSignature';
import type { WebhookEvent } from './webhookSender';

export async function realtimeWebhookRoutes(app: FastifyInstance, opts: { key: string; secret: string; hub: RealtimeHub }) {
  // The signature covers the raw body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const signedByService = webhookVerifier(opts.key, opts.secret);

  app.post('/realtime/webhooks', async (req, reply) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    if (!signedByService(req.headers, raw)) {
      return reply.code(401).type('text/plain').send('Invalid webhook signature');
    }
    let events: WebhookEvent[];
    try {
      events = (JSON.parse(raw) as { events?: WebhookEvent[] }).events ?? [];
    } catch {
      return reply.code(400).type('text/plain').send('Invalid JSON body');
    }
    for (const e of events) {
      if (e.name !== 'client_event' || typeof e.channel !== 'string' || typeof e.event !== 'string') continue;
      let data: unknown = e.data;
      try {
        data = typeof e.data === 'string' ? JSON.parse(e.data) : e.data;
      } catch {
        // Pusher passes the client's data through as is: keep the string
      }
      opts.hub.emitClientEvent({
        socketId: String(e.socket_id ?? ''),
        channel: e.channel,
        event: e.event,
        data,
        ...(e.user_id !== undefined ? { userId: e.user_id } : {}),
        context: {},
      });
    }
    return {};
  });
}
