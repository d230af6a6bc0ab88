// Analytics (issue #13), each chart its own endpoint so the page fills in as answers come and each stays fast:
//   GET /app/analytics/{overview,series,heatmap,response-times,csat,funnels,flows,agents,offline,options,export}
//   GET /app/meetings · GET /app/billing/usage · GET /app/cs/analytics/projects
// Query: the §3 chart filter (chat, fromDateTime, toDateTime, span, hours) + agent, team, tz; a bad custom range
// answers 400 with the §5 message. Analytics need the analytics permission; a customer-success user may add
// `project` to read another project (the drill-down of /cs/internal-analytics).
import type { BookedMeetingRow } from '../../src/domain/analytics/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { analyticsQuerySchema } from '../../src/domain/analytics/dateRange';
import { canAccessPath } from '../../src/domain/permissions';
import { PLANS, DEFAULT_PLAN } from '../../src/domain/plans';
import type { Repositories } from '../db/repositories/index';
import { callerOf, requireAuth, requireCSUser, requirePermission } from '../plugins/auth';
import { forbidden } from '../plugins/errors';
import { validate } from '../lib/validate';
import type { AnalyticsService, Scope } from '../services/analytics/analyticsService';
import { nowSeconds } from '../lib/clock';

const querySchema = analyticsQuerySchema.shape({
  project: yup.number().integer().positive().nullable().default(null),
});

type Q = { Querystring: Record<string, string> };

export async function analyticsRoutes(app: FastifyInstance, opts: { analytics: AnalyticsService; repos: Repositories }) {
  const { analytics } = opts;

  /** The caller's project, or the one a customer-success user asked for. */
  async function scopeOf(req: FastifyRequest<Q>): Promise<Scope> {
    const caller = callerOf(req);
    const q = await validate(querySchema, req.query);
    const projectId = q.project ?? caller.projectId;
    if (projectId !== caller.projectId && !caller.isCSUser) throw forbidden();
    return analytics.scope(projectId, q);
  }

  const guard = { preHandler: requirePermission('analytics') };
  const figures = {
    overview: (s: Scope) => analytics.overview(s),
    series: (s: Scope) => analytics.series(s),
    heatmap: (s: Scope) => analytics.heatMap(s),
    'response-times': (s: Scope) => analytics.responseTimes(s),
    csat: (s: Scope) => analytics.csat(s),
    funnels: async (s: Scope) => ({ funnels: await analytics.funnels(s) }),
    flows: async (s: Scope) => ({ flows: await analytics.flowPerformance(s) }),
    agents: async (s: Scope) => ({ agents: await analytics.agents(s) }),
    offline: (s: Scope) => analytics.offline(s),
  } as const;
  for (const [name, figure] of Object.entries(figures)) {
    app.get<Q>(`/analytics/${name}`, guard, async (req) => figure(await scopeOf(req)));
  }

  app.get<Q>('/analytics/options', guard, async (req) => {
    const caller = callerOf(req);
    const q = await validate(querySchema, req.query);
    const projectId = q.project ?? caller.projectId;
    if (projectId !== caller.projectId && !caller.isCSUser) throw forbidden();
    return analytics.options(projectId);
  });

  app.get<Q>('/analytics/export', { ...guard, config: { audit: { action: 'export.analytics', target: 'analyticsExport' } } }, async (req, reply) => {
    const s = await scopeOf(req);
    const day = new Date(s.range.to * 1000).toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="parley-analytics-${day}.csv"`)
      .send(await analytics.csv(s));
  });

  // Meetings offered in chat: readable by whoever reads the inbox or the analytics.
  app.get<Q>('/meetings', { preHandler: requireAuth }, async (req) => {
    const caller = callerOf(req);
    if (!canAccessPath(caller.flat, 'analytics') && !canAccessPath(caller.flat, 'inbox')) throw forbidden();
    const scope = await scopeOf(req);
    // Booked meetings: from the start of the range on, so upcoming ones always show.
    const [meetings, booked] = await Promise.all([analytics.meetings(scope), opts.repos.calendars.listBooked(caller.projectId, scope.range.from)]);
    return {
      meetings,
      booked: booked.map((m) => ({
        id: m.id,
        start: Number(m.starts_at),
        end: Number(m.ends_at),
        name: m.name,
        email: m.email,
        agentName: m.host_name,
        calendar: m.calendar as BookedMeetingRow['calendar'],
        eventUrl: m.event_url,
        conversationId: m.conversation_id,
      })),
    };
  });

  app.get('/billing/usage', { preHandler: requireAuth }, async (req) => {
    const { projectId } = callerOf(req);
    const project = await opts.repos.projects.findById(projectId);
    const planId = project?.plan && PLANS[project.plan] ? project.plan : DEFAULT_PLAN;
    const now = nowSeconds();
    const monthStart = Math.floor(Date.UTC(new Date(now * 1000).getUTCFullYear(), new Date(now * 1000).getUTCMonth(), 1) / 1000);
    await analytics.refresh(projectId);
    const usage = await analytics.usage(projectId, monthStart);
    return {
      plan: planId,
      planName: PLANS[planId]!.name,
      userLimit: project?.user_limit ?? PLANS[planId]!.userLimit,
      features: project ? (JSON.parse(project.features) as string[]) : [],
      usage: { ...usage, since: monthStart },
    };
  });

  app.get<Q>('/cs/analytics/projects', { preHandler: requireCSUser }, async (req) => {
    const q = await validate(querySchema, req.query);
    const s = await analytics.scope(callerOf(req).projectId, q);
    return { range: s.range, projects: await analytics.projects(s.range.from, s.range.to) };
  });
}
