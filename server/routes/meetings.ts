// Booking pages (ours; the spec has the agent's meeting link and the bot's calendar step, not the page behind it):
//   GET  /app/meet/:key          public: the host, the meeting length and the free slots
//   POST /app/meet/:key          public: book a slot (rate-limited per address)
//   GET  /app/user/calendar      the signed-in agent's calendar connection and booking link
import type { FastifyInstance } from 'fastify';
import { bookingSchema } from '../../src/domain/meetings/booking';
import type { Integrations } from '../integrations/registry';
import { callerOf, requireAuth } from '../plugins/auth';
import { validate } from '../lib/validate';
import type { Meetings } from '../services/meetings/meetings';
import type { Repositories } from '../db/repositories/index';
import type { RateLimits } from '../lib/rateLimits';

export async function meetingRoutes(app: FastifyInstance, opts: { repos: Repositories; meetings: Meetings; integrations: Integrations; limits: RateLimits; rateLimitPerMinute: number }) {
  const { meetings, integrations, repos } = opts;
  const limited = { onRequest: opts.limits.perAddress('meet', opts.rateLimitPerMinute) };

  app.get<{ Params: { key: string }; Querystring: { c?: unknown } }>('/meet/:key', limited, async (req) => meetings.page(req.params.key, typeof req.query.c === 'string' ? req.query.c : null));

  app.post<{ Params: { key: string } }>('/meet/:key', limited, async (req, reply) => {
    const input = await validate(bookingSchema, req.body);
    return reply.status(201).send({ meeting: await meetings.book(req.params.key, input) });
  });

  app.get('/user/calendar', { preHandler: requireAuth }, async (req) => {
    const { projectId, userId } = callerOf(req);
    const calendar = await integrations.calendarOf(projectId, userId);
    const user = await repos.users.findInProject(projectId, userId);
    const bookingUrl = calendar?.state === 'connected' ? await meetings.linkFor(repos, projectId, { id: userId, meetingLink: null }, null) : null;
    return {
      calendar: calendar ? { kind: calendar.kind, account: calendar.account, state: calendar.state, error: calendar.error } : null,
      bookingUrl,
      meetingLink: user?.meeting_link ?? null,
    };
  });
}
