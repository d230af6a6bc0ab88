// Highlights (spec §7): GET app/highlights/templates (the builder's fields and templates), POST app/highlights (save,
// 'Highlights Successfully Setup or Updated'), GET app/highlights/{visitorId} (integration flags and the visitor's
// highlights with values), and GET app/details/dozi/subscription (doziSubscriptionPlan). Customer-success users set
// a project's subscription with PUT app/details/dozi/subscription.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { doziSubscriptionSchema, highlightsSaveSchema } from '../../src/domain/highlights';
import { canAccessPath } from '../../src/domain/permissions';
import { callerOf, requireAuth, requireCSUser, requirePermission } from '../plugins/auth';
import { forbidden } from '../plugins/errors';
import { validate } from '../lib/validate';
import type { HighlightsService } from '../services/highlights/service';

/** The builder is read by agents (the panel's setup prompt) and by whoever manages widget settings. */
const readBuilder: preHandlerAsyncHookHandler = async (req) => {
  const { flat } = callerOf(req);
  if (!canAccessPath(flat, 'inbox') && !canAccessPath(flat, 'settings.widgetSettings')) throw forbidden();
};

export async function highlightsRoutes(app: FastifyInstance, opts: { highlights: HighlightsService }) {
  const { highlights } = opts;

  app.get('/highlights/templates', { preHandler: readBuilder }, async (req) => highlights.templates(callerOf(req).projectId));

  // Saving changes every agent's panel: admins of the widget settings only.
  app.post('/highlights', { preHandler: requirePermission('settings.widgetSettings', 'write'), config: { audit: { action: 'settings.update', target: 'highlights' } } }, async (req) => {
    const body = await validate(highlightsSaveSchema, req.body);
    const caller = callerOf(req);
    return highlights.save(caller, body.fields);
  });

  app.get<{ Params: { visitorId: string } }>('/highlights/:visitorId', { preHandler: requirePermission('inbox') }, async (req) =>
    highlights.forVisitor(callerOf(req).projectId, req.params.visitorId),
  );

  app.get('/details/dozi/subscription', { preHandler: requireAuth }, async (req) => ({
    doziSubscriptionPlan: await highlights.subscription(callerOf(req).projectId),
  }));

  app.put('/details/dozi/subscription', { preHandler: [requireAuth, requireCSUser] }, async (req) => {
    const body = await validate(doziSubscriptionSchema, req.body);
    const projectId = body.projectId ?? callerOf(req).projectId;
    const plan = await highlights.setSubscription(projectId, { hasIntent: body.hasIntent, hasScoops: body.hasScoops, hasTechnology: body.hasTechnology });
    return { projectId, doziSubscriptionPlan: plan };
  });
}
