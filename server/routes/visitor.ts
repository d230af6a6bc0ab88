// The visitor API (documented in docs/visitor-api.md): what the widget and tests acting as visitors call. Visitors
// present their own token as a bearer token; agents' tokens mean nothing here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  startConversationSchema,
  visitorMessageSchema,
  visitorMessagesQuerySchema,
  visitorReceiptSchema,
  visitorSessionSchema,
  visitorStatusSchema,
  visitorFeedbackSchema,
} from '../../src/domain/schemas/visitor';
import type { AttachmentService } from '../services/inbox/attachments';
import { parseVisitorChannel } from '../../src/domain/channels';
import type { VisitorRow } from '../db/schema';
import type { VisitorService } from '../services/inbox/visitors';
import { authorizeChannel } from '../realtime/plugin';
import { bearerToken } from '../plugins/auth';
import { badRequest, forbidden, unauthorized } from '../plugins/errors';
import { validate } from '../plugins/validate';

type ConvParams = { Params: { conversationId: string } };

export async function visitorRoutes(
  app: FastifyInstance,
  opts: { visitors: VisitorService; attachments: AttachmentService; realtime: { key: string; secret: string }; rateLimitPerMinute: number },
) {
  const { visitors } = opts;
  const limited = { config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } } };

  async function visitorOf(req: FastifyRequest): Promise<VisitorRow> {
    const token = bearerToken(req);
    const v = token ? await visitors.byToken(token) : null;
    if (!v) throw unauthorized();
    return v;
  }
  const conversationId = (raw: string) => {
    const id = Number(raw);
    if (!Number.isInteger(id) || id < 1) throw badRequest('Invalid conversation id');
    return id;
  };

  app.post('/visitor/session', limited, async (req, reply) => {
    const body = await validate(visitorSessionSchema, req.body);
    return reply.status(201).send(await visitors.start(body.projectKey, body));
  });

  app.get('/visitor/conversations', async (req) => visitors.conversations(await visitorOf(req)));

  app.post('/visitor/conversations', limited, async (req, reply) => {
    const v = await visitorOf(req);
    return reply.status(201).send(await visitors.startConversation(v, await validate(startConversationSchema, req.body)));
  });

  app.post<ConvParams>('/visitor/conversations/:conversationId/messages', limited, async (req) => {
    const v = await visitorOf(req);
    const body = await validate(visitorMessageSchema, req.body);
    return visitors.send(v, conversationId(req.params.conversationId), body.text, body.clientId);
  });

  app.get<ConvParams>('/visitor/conversations/:conversationId/messages', async (req) => {
    const v = await visitorOf(req);
    const { after } = await validate(visitorMessagesQuerySchema, req.query);
    return visitors.messages(v, conversationId(req.params.conversationId), after);
  });

  for (const kind of ['read', 'delivered'] as const) {
    app.post<ConvParams>(`/visitor/conversations/:conversationId/${kind}`, async (req) => {
      const v = await visitorOf(req);
      const { time } = await validate(visitorReceiptSchema, req.body);
      await visitors.receipt(v, conversationId(req.params.conversationId), kind, time);
      return { ok: true };
    });
  }

  app.post<ConvParams>('/visitor/conversations/:conversationId/feedback', limited, async (req) => {
    const v = await visitorOf(req);
    return visitors.feedback(v, conversationId(req.params.conversationId), await validate(visitorFeedbackSchema, req.body));
  });

  app.post<ConvParams>('/visitor/conversations/:conversationId/attachments', limited, async (req, reply) => {
    const v = await visitorOf(req);
    const conv = await visitors.ownConversation(v, conversationId(req.params.conversationId));
    // A blocked visitor gets the same neutral answer and nothing reaches the agents.
    if (v.blocked === 1) return reply.status(201).send({ attachment: null });
    const attachment = await opts.attachments.upload(conv, v, { senderType: 'visitor', senderName: v.name, userId: null }, await req.file());
    return reply.status(201).send({ attachment });
  });

  app.post('/visitor/status', async (req) => {
    const v = await visitorOf(req);
    await visitors.setOnline(v, (await validate(visitorStatusSchema, req.body)).online);
    return { ok: true };
  });

  /** pusher-js authorisation for the visitor's own channel only. */
  app.post<{ Body: { socket_id?: string; channel_name?: string } }>('/visitor/realtime/auth', async (req) => {
    const v = await visitorOf(req);
    const channel = String(req.body?.channel_name ?? '');
    const parsed = parseVisitorChannel(channel);
    if (!parsed || parsed.projectId !== v.project_id || parsed.visitorId !== v.public_id) throw forbidden();
    return authorizeChannel(opts.realtime.key, opts.realtime.secret, String(req.body?.socket_id ?? ''), channel);
  });
}
