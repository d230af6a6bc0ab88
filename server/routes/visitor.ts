// The visitor API (documented in docs/visitor-api.md): what the widget and tests acting as visitors call. Visitors
// present their own token as a bearer token; agents' tokens mean nothing here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  offlineFormSchema,
  visitorEventSchema,
  visitorTypingSchema,
  widgetQuerySchema,
  startConversationSchema,
  VISITOR_MSG,
  visitorMessageSchema,
  visitorMessagesQuerySchema,
  visitorReceiptSchema,
  visitorSessionSchema,
  visitorStatusSchema,
  visitorFeedbackSchema,
} from '../../src/domain/schemas/visitor';
import { ALLOWED_DOMAINS_MSG, hostAllowed, pageHost, parseAllowedDomains } from '../../src/domain/install/allowedDomains';
import type { AttachmentService } from '../services/inbox/attachments';
import { parseVisitorChannel } from '../../src/domain/channels';
import type { VisitorRow } from '../db/schema';
import type { VisitorService } from '../services/inbox/visitors';
import { authorizeChannel } from '../realtime/plugin';
import { bearerToken } from '../plugins/auth';
import { hashToken } from '../lib/tokens';
import { badRequest, forbidden, unauthorized } from '../plugins/errors';
import { validate } from '../lib/validate';
import type { ServerConfig } from '../config';
import type { RateLimits } from '../lib/rateLimits';
import type { MessengerConfig } from '../../src/domain/widgetMessenger';
import { visitorEmojiRoutes } from './visitorEmoji';

type ConvParams = { Params: { conversationId: string } };

export async function visitorRoutes(
  app: FastifyInstance,
  opts: {
    visitors: VisitorService;
    attachments: AttachmentService;
    realtime: ServerConfig['realtime'];
    limits: RateLimits;
    rateLimitPerMinute: number;
    /** The project's allowed domains (install page): a page elsewhere gets no widget and no session. */
    projects?: { findByWidgetKey(key: string): Promise<{ allowed_domains: string } | undefined> };
    /** The messenger's team, reply time, branding and look (services/messenger). */
    messenger?: { forProjectKey(key: string): Promise<MessengerConfig | null> };
  },
) {
  const { visitors } = opts;
  // Writes are limited per IP and endpoint (an office behind one address shares it) and, on top, per visitor token
  // across all writes: one visitor may use half of an address's budget, so a single noisy tab cannot starve its
  // colleagues. Both in server/lib/rateLimits.ts (Redis in cluster mode: a visitor's requests land on any node).
  const perVisitorMax = Math.max(1, Math.floor(opts.rateLimitPerMinute / 2));
  const limited = {
    onRequest: opts.limits.perAddress('visitor', opts.rateLimitPerMinute),
    preHandler: opts.limits.guard('visitor-token', { points: perVisitorMax, windowSeconds: 60 }, (req) => {
      const token = bearerToken(req);
      return token ? hashToken(token) : null;
    }, VISITOR_MSG.tooMany),
  };
  const unsubscribe = app.realtime.onClientEvent((e) => visitors.agentTyping(e));
  app.addHook('onClose', async () => unsubscribe());

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

  const pageOrigin = (origin: string | undefined, referer: string | undefined): string | null => {
    try {
      return new URL(origin || referer || '').origin.toLowerCase();
    } catch {
      return null;
    }
  };

  /** Refuses a page whose Origin (else Referer) host is not among the project's allowed domains (empty = any). */
  async function checkSite(req: FastifyRequest, projectKey: string) {
    const project = opts.projects ? await opts.projects.findByWidgetKey(projectKey) : undefined;
    if (!project) return; // an unknown key answers its own not-found below
    const host = pageHost(req.headers.origin, req.headers.referer);
    // Parley's own pages (the appearance preview in /settings/widget) are never a customer's site: the page's whole
    // origin must be Parley's (scheme, host and port), since another site may share the host name on another port.
    if (pageOrigin(req.headers.origin, req.headers.referer) === `${req.protocol}://${req.host}`.toLowerCase()) return;
    if (!hostAllowed(host, parseAllowedDomains(project.allowed_domains))) throw forbidden(ALLOWED_DOMAINS_MSG.refused);
  }

  app.post('/visitor/session', limited, async (req, reply) => {
    const body = await validate(visitorSessionSchema, req.body);
    await checkSite(req, body.projectKey);
    return reply.status(201).send(await visitors.start(body.projectKey, body, bearerToken(req)));
  });

  /** What the widget needs before anything else (no auth): appearance, availability, the bot, realtime. */
  app.get('/visitor/widget', async (req) => {
    const { projectKey } = await validate(widgetQuerySchema, req.query);
    await checkSite(req, projectKey);
    const ext = opts.realtime.external; // external realtime mode: the widget connects to the Pusher-compatible service
    const realtime = { key: opts.realtime.key, wsPath: opts.realtime.wsPath, host: ext?.host ?? null, port: ext?.port ?? null, forceTLS: ext?.forceTLS ?? req.protocol === 'https' };
    const [config, messenger] = await Promise.all([visitors.widget(projectKey, realtime), opts.messenger?.forProjectKey(projectKey)]);
    return messenger ? { ...config, messenger } : config;
  });
  await app.register(visitorEmojiRoutes);

  app.post('/visitor/events', limited, async (req) => {
    const v = await visitorOf(req);
    const e = await validate(visitorEventSchema, req.body);
    return visitors.event(v, { type: e.type, url: e.url, target: e.target, timeOnSiteSeconds: e.timeOnSiteSeconds });
  });

  app.post('/visitor/offline', limited, async (req, reply) => {
    const v = await visitorOf(req);
    return reply.status(201).send(await visitors.offline(v, await validate(offlineFormSchema, req.body)));
  });

  app.get('/visitor/conversations', async (req) => visitors.conversations(await visitorOf(req)));

  app.post('/visitor/conversations', limited, async (req, reply) => {
    const v = await visitorOf(req);
    return reply.status(201).send(await visitors.startConversation(v, await validate(startConversationSchema, req.body)));
  });

  app.post<ConvParams>('/visitor/conversations/:conversationId/messages', limited, async (req) => {
    const v = await visitorOf(req);
    const body = await validate(visitorMessageSchema, req.body);
    return visitors.send(v, conversationId(req.params.conversationId), body.text, body.clientId, body.optionId);
  });

  app.post<ConvParams>('/visitor/conversations/:conversationId/typing', limited, async (req) => {
    const v = await visitorOf(req);
    const { typing } = await validate(visitorTypingSchema, req.body);
    await visitors.typing(v, conversationId(req.params.conversationId), typing);
    return { ok: true };
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
