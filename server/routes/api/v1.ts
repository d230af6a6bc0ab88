// The public API, /api/v1 (issue 29): the integrator's calls over the services the dashboard's /app routes use (the
// inbox service, the repositories, analytics), never a second copy of their rules. The version is in the path, not a
// header: it shows in every log line, curl example and proxy rule, caches key on it without Vary, and a v2 can sit
// beside v1 as its own route table and OpenAPI document.
//
// Each route is data (PUBLIC_ROUTES): method, path, scopes, the yup schemas of its query/params/body, and the handler.
// The same entry registers the route, gives the key check its scopes and generates its OpenAPI operation, so the
// document is the route table (tests/api/public-api-openapi.test.ts compares the two).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';
import type { ApiScope } from '../../../src/domain/apiKeys/scopes';
import { contactsQuerySchema, conversationsQuerySchema, idPageQuerySchema, messagesQuerySchema, pageById, publicMessageSchema } from '../../../src/domain/apiKeys/publicApi';
import { conversationTagSchema, statusSchema } from '../../../src/domain/schemas/inbox';
import { cannedMessageSchema } from '../../../src/domain/schemas/canned';
import { analyticsQuerySchema } from '../../../src/domain/analytics/dateRange';
import { MSG } from '../../../src/domain/messages';
import type { Repositories } from '../../db/repositories/index';
import type { InboxService } from '../../services/inbox/inbox';
import type { AnalyticsService } from '../../services/analytics/analyticsService';
import type { Publisher } from '../../services/inbox/publisher';
import { postApiMessage } from '../../services/apiKeys/apiMessages';
import { presentContacts } from '../../services/contacts/presenter';
import { validate } from '../../lib/validate';
import { nowSeconds } from '../../lib/clock';
import { notFound } from '../../lib/apiError';
import { callerOf } from '../../plugins/auth';

export interface PublicApiDeps {
  repos: Repositories;
  inbox: InboxService;
  analytics: AnalyticsService;
  publisher: Publisher;
}

type Input = { query: AnyObject; params: AnyObject; body: AnyObject };
export interface PublicRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** Under /api/v1, Fastify's :param syntax. */
  path: string;
  scopes: readonly ApiScope[];
  summary: string;
  tag: string;
  query?: ObjectSchema<AnyObject>;
  params?: ObjectSchema<AnyObject>;
  body?: ObjectSchema<AnyObject>;
  status?: number;
  /** A request body for the reference's example. */
  example?: object;
  handler: (req: FastifyRequest, input: Input, deps: PublicApiDeps) => Promise<unknown>;
}

const conversationParams = yup.object({
  conversationId: yup.number().integer().min(1, MSG.notFound).required(MSG.notFound).meta({ description: 'The conversation id', example: 42 }),
});

/** The conversation's thread, through the inbox service (which checks the project). */
async function threadOf(req: FastifyRequest, deps: PublicApiDeps, conversationId: number, cursor: number | null) {
  const caller = callerOf(req);
  const conv = await deps.repos.conversations.findInProject(caller.projectId, conversationId);
  const visitor = conv ? await deps.repos.visitors.findById(conv.visitor_id) : undefined;
  if (!conv || !visitor) throw notFound();
  return deps.inbox.thread(caller, conversationId, visitor.public_id, cursor);
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    method: 'GET', path: '/conversations', scopes: ['conversations:read'], tag: 'Conversations', summary: 'List conversations, newest first',
    query: conversationsQuerySchema,
    handler: async (req, { query }, { inbox }) => {
      const page = await inbox.list(callerOf(req), query.participant, query.status ? { status: query.status } : {}, query.cursor ?? null, query.limit);
      return { data: page.conversations, nextCursor: page.next };
    },
  },
  {
    method: 'GET', path: '/conversations/:conversationId', scopes: ['conversations:read'], tag: 'Conversations', summary: 'One conversation: details, participants and its newest messages',
    params: conversationParams,
    handler: async (req, { params }, deps) => {
      const { messages, lastMessagePos, ...rest } = await threadOf(req, deps, params.conversationId, null);
      return { data: { ...rest, messages, nextCursor: lastMessagePos } };
    },
  },
  {
    method: 'GET', path: '/conversations/:conversationId/messages', scopes: ['conversations:read'], tag: 'Messages', summary: "A conversation's messages, a page at a time from the newest",
    params: conversationParams, query: messagesQuerySchema,
    handler: async (req, { params, query }, deps) => {
      const thread = await threadOf(req, deps, params.conversationId, query.cursor ?? null);
      return { data: thread.messages, nextCursor: thread.lastMessagePos };
    },
  },
  {
    method: 'POST', path: '/conversations/:conversationId/messages', scopes: ['messages:write'], tag: 'Messages', summary: 'Reply to the visitor, as an agent (routing, realtime, webhooks and email follow-up see it as any reply)', status: 201,
    params: conversationParams, body: publicMessageSchema, example: { text: 'Thanks, we are on it!', agentId: 7, clientId: 'crm-sync-1842' },
    handler: async (req, { params, body }, { repos, publisher }) => ({ data: await postApiMessage(repos, publisher, callerOf(req), params.conversationId, body as never) }),
  },
  {
    method: 'GET', path: '/contacts', scopes: ['contacts:read'], tag: 'Contacts', summary: 'Contacts (identified visitors), newest first',
    query: contactsQuerySchema,
    handler: async (req, { query }, { repos }) => {
      const rows = await repos.contacts.pageById(callerOf(req).projectId, query.cursor ?? null, query.limit + 1);
      const data = await presentContacts(repos, rows.slice(0, query.limit));
      return { data, nextCursor: rows.length > query.limit ? data[data.length - 1]!.id : null };
    },
  },
  {
    method: 'GET', path: '/conversations/:conversationId/contact', scopes: ['contacts:read'], tag: 'Contacts', summary: 'The visitor (contact) of a conversation and their company',
    params: conversationParams,
    handler: async (req, { params }, deps) => {
      const thread = await threadOf(req, deps, params.conversationId, null);
      return { data: { visitor: thread.visitor, account: thread.account } };
    },
  },
  {
    method: 'POST', path: '/conversations/:conversationId/status', scopes: ['conversations:write'], tag: 'Conversations', summary: 'Open, close or snooze a conversation',
    params: conversationParams, body: statusSchema, example: { status: 'close' },
    handler: async (req, { params, body }, { inbox }) => {
      await inbox.setStatus(callerOf(req), params.conversationId, body.status);
      return { data: { id: params.conversationId, status: body.status } };
    },
  },
  {
    method: 'POST', path: '/conversations/:conversationId/tags', scopes: ['tags:write'], tag: 'Conversations', summary: 'Tag a conversation',
    params: conversationParams, body: conversationTagSchema, example: { tagId: 3 },
    handler: async (req, { params, body }, { inbox }) => ({ data: await inbox.setTag(callerOf(req), params.conversationId, body.tagId, true) }),
  },
  {
    method: 'DELETE', path: '/conversations/:conversationId/tags', scopes: ['tags:write'], tag: 'Conversations', summary: 'Remove a tag from a conversation',
    params: conversationParams, body: conversationTagSchema, example: { tagId: 3 },
    handler: async (req, { params, body }, { inbox }) => ({ data: await inbox.setTag(callerOf(req), params.conversationId, body.tagId, false) }),
  },
  {
    method: 'GET', path: '/tags', scopes: ['tags:read'], tag: 'Tags', summary: "The project's tags",
    query: idPageQuerySchema,
    handler: async (req, { query }, { repos }) => {
      const tags = (await repos.tags.list(callerOf(req).projectId)).map((t) => ({ id: Number(t.id), name: t.name })).sort((a, b) => b.id - a.id);
      return pageById(tags, query.cursor, query.limit);
    },
  },
  {
    method: 'GET', path: '/canned-messages', scopes: ['canned:read'], tag: 'Canned messages', summary: 'Canned messages, newest first',
    query: idPageQuerySchema,
    handler: async (req, { query }, { repos }) => {
      const rows = (await repos.cannedMessages.list(callerOf(req).projectId)).map((r) => ({ id: Number(r.id), message: r.message }));
      return pageById(rows, query.cursor, query.limit);
    },
  },
  {
    method: 'POST', path: '/canned-messages', scopes: ['canned:write'], tag: 'Canned messages', summary: 'Add a canned message', status: 201,
    body: cannedMessageSchema, example: { message: 'Thanks for reaching out! We reply within a day.' },
    handler: async (req, { body }, { repos }) => {
      const caller = callerOf(req);
      const row = await repos.cannedMessages.create(caller.projectId, body.message, caller.userId, nowSeconds());
      return { data: { id: Number(row.id), message: row.message } };
    },
  },
  {
    method: 'GET', path: '/analytics/overview', scopes: ['analytics:read'], tag: 'Analytics', summary: 'Conversation, response and CSAT figures over a date range',
    query: analyticsQuerySchema,
    handler: async (req, { query }, { analytics }) => ({ data: await analytics.overview(await analytics.scope(callerOf(req).projectId, query as never)) }),
  },
  {
    method: 'GET', path: '/meetings', scopes: ['meetings:read'], tag: 'Meetings', summary: 'Meetings offered in chat and booked, over a date range',
    query: analyticsQuerySchema,
    handler: async (req, { query }, { analytics, repos }) => {
      const caller = callerOf(req);
      const scope = await analytics.scope(caller.projectId, query as never);
      const [offered, booked] = await Promise.all([analytics.meetings(scope), repos.calendars.listBooked(caller.projectId, scope.range.from)]);
      return {
        data: {
          offered,
          booked: booked.map((m) => ({ id: m.id, start: Number(m.starts_at), end: Number(m.ends_at), name: m.name, email: m.email, agentName: m.host_name, conversationId: m.conversation_id })),
        },
      };
    },
  },
];

/** Registers every public route in `app` (the /api/v1 scope). */
export async function publicApiRoutes(app: FastifyInstance, deps: PublicApiDeps, schemaOf: (route: PublicRoute) => object) {
  for (const route of PUBLIC_ROUTES) {
    app.route({
      method: route.method,
      url: route.path,
      schema: schemaOf(route),
      config: { scopes: route.scopes },
      handler: async (req, reply) => {
        const input: Input = {
          params: route.params ? await validate(route.params, req.params) : {},
          query: route.query ? await validate(route.query, req.query) : {},
          body: route.body ? await validate(route.body, req.body) : {},
        };
        const answer = await route.handler(req, input, deps);
        return reply.status(route.status ?? 200).send(answer);
      },
    });
  }
}
