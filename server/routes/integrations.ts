// Integrations (spec §7 "Integration callbacks", GET app/integration) and the settings screen's calls: list with
// states and summaries, connect, disconnect, sync now. Reading needs settings/integrations; changing needs 'write'.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTEGRATIONS, isIntegrationKind, type CallbackService, type IntegrationKind } from '../../src/domain/integrations/kinds';
import { integratedSuccessfully } from '../../src/domain/integrations/messages';
import { callbackSchema, connectSchema, oidcSchema } from '../../src/domain/integrations/schemas';
import type { Repositories } from '../db/repositories/index';
import type { Jobs } from '../jobs/types';
import { ensureBinding, readBinding } from '../integrations/browserBinding';
import { isPersonal } from '../integrations/connectionRows';
import { PROVIDER_LIST } from '../integrations/providers/index';
import type { Integrations } from '../integrations/registry';
import { firstSyncAfterConnect, isSyncKind } from '../integrations/sync';
import { summaryOf } from '../integrations/summary';
import { assertPermission, callerOf, requireAuth, requirePermission } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/errors';
import { validate } from '../lib/validate';
import { nowSeconds } from '../lib/clock';

export const SYNC_JOB = 'integration-sync';

interface Opts {
  repos: Repositories;
  integrations: Integrations;
  jobs: Jobs;
}

type KindParams = { Params: { kind: string } };

function kindOf(raw: string): IntegrationKind {
  if (!isIntegrationKind(raw)) throw notFound();
  return raw;
}

/** The §7 callback of each provider with an OAuth of its own: calendars post to app/oidc/<service>, a provider that
 *  returns to our server has app/<service>/callback + generatetoken, the others post to app/integration/<service>. */
const withService = PROVIDER_LIST.flatMap((p) => {
  const service = INTEGRATIONS[p.kind].service;
  return service ? [{ provider: p, service }] : [];
});
const INTEGRATION_CALLBACKS = withService.filter(({ provider: p }) => !isPersonal(p.kind) && !p.holdsCode);
const OIDC_CALLBACKS: readonly CallbackService[] = withService.filter(({ provider: p }) => isPersonal(p.kind)).map((c) => c.service);
const HELD_CODE_CALLBACKS = withService.filter(({ provider: p }) => p.holdsCode);

export async function integrationRoutes(app: FastifyInstance, opts: Opts) {
  const { repos, integrations, jobs } = opts;
  app.addHook('onSend', firstSyncAfterConnect({ repos, jobs, job: SYNC_JOB }));
  const read = { preHandler: requirePermission('settings.integrations') };
  const write = { preHandler: requirePermission('settings.integrations', 'write') };
  const featuresOf = async (req: FastifyRequest) => {
    const project = await repos.projects.findById(callerOf(req).projectId);
    return project ? (JSON.parse(project.features) as string[]) : [];
  };

  app.get('/integration', { preHandler: requireAuth }, async (req) => ({ integrations: await integrations.flags(callerOf(req).projectId, callerOf(req).userId) }));

  app.get('/integrations', read, async (req) => ({ integrations: await integrations.views(callerOf(req).projectId, await featuresOf(req), callerOf(req).userId) }));

  // Calendars are each agent's own (connected from /settings/meeting): any signed-in user may connect or disconnect
  // theirs; the project's integrations need the integrations permission.
  const personal = { preHandler: requireAuth };
  const guardOf = async (req: FastifyRequest, kind: IntegrationKind) => {
    if (!isPersonal(kind)) await assertPermission(req, 'settings.integrations', 'write');
  };

  const binding = (req: FastifyRequest) => readBinding(req, integrations.secureCookies);

  app.post<KindParams>('/integrations/:kind/connect', { ...personal, config: { audit: { action: 'integration.connect', target: 'integration' } } }, async (req, reply) => {
    const kind = kindOf(req.params.kind);
    await guardOf(req, kind);
    const body = await validate(connectSchema, req.body);
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    // The flow is bound to this browser: its callback must come back with the same cookie (RFC 9700 §4.7.1).
    const bound = ensureBinding(req, reply, integrations.secureCookies);
    return integrations.startConnect(callerOf(req), kind, { ...body, clientId: text(raw.clientId), clientSecret: text(raw.clientSecret), baseUrl: text(raw.baseUrl) }, await featuresOf(req), bound);
  });

  app.delete<KindParams>('/integrations/:kind', { ...personal, config: { audit: { action: 'integration.disconnect', target: 'integration' } } }, async (req) => {
    const kind = kindOf(req.params.kind);
    await guardOf(req, kind);
    if (!(await integrations.disconnect(callerOf(req).projectId, kind, callerOf(req).userId))) throw notFound();
    return { ok: true, kind };
  });

  app.get<KindParams>('/integrations/:kind/summary', read, async (req) => {
    const kind = kindOf(req.params.kind);
    if (!isSyncKind(kind)) throw notFound();
    const { projectId } = callerOf(req);
    if (!(await integrations.connection(projectId, kind))) throw notFound();
    return { summary: summaryOf(await repos.integrations.findSync(projectId, kind), nowSeconds()) };
  });

  app.post<KindParams>('/integrations/:kind/sync', write, async (req, reply) => {
    const kind = kindOf(req.params.kind);
    if (!isSyncKind(kind)) throw badRequest('This integration has no sync');
    const { projectId } = callerOf(req);
    const connection = await integrations.connection(projectId, kind);
    if (!connection) throw notFound();
    // One run at a time: a second click while it runs just shows the running one's progress.
    if (await repos.integrations.startSync(projectId, kind, nowSeconds())) await jobs.send(SYNC_JOB, { projectId, kind }, { singletonKey: `${projectId}:${kind}` });
    return reply.status(202).send({ summary: summaryOf(await repos.integrations.findSync(projectId, kind), nowSeconds()) });
  });

  // ---- §7 callbacks -------------------------------------------------------------------------------------------
  for (const { provider, service } of INTEGRATION_CALLBACKS) {
    // A call without an auth header (spec §7): the signed, single-use state is what authenticates it, and what names
    // the connect's actor in the audit log (the user who started it).
    const sessionless = provider.callbackWithoutSession === true;
    const guard = sessionless ? {} : write;
    const target = sessionless ? 'integrationCallback' : 'integration';
    app.post(`/integration/${service}`, { ...guard, config: { audit: { action: 'integration.connect', target } } }, async (req) => {
      const body = await validate(callbackSchema, req.body);
      const result = await integrations.completeCallback(service, body, sessionless ? null : callerOf(req), binding(req));
      return { ok: true, service, account: result.account, message: integratedSuccessfully(service) };
    });
  }

  // Calendar sign-ins connect the calendar used for meetings (they land on /settings/meeting).
  for (const service of OIDC_CALLBACKS) {
    app.post(`/oidc/${service}`, { preHandler: requireAuth, config: { audit: { action: 'integration.connect', target: 'integration' } } }, async (req) => {
      const body = await validate(oidcSchema, req.body);
      const result = await integrations.completeCallback(service, body, callerOf(req), binding(req));
      return { ok: true, service, account: result.account, message: integratedSuccessfully(service) };
    });
  }

  // The provider returns to the server, which holds the code and sends the browser to the callback screen with
  // code=200&status (spec §2); the screen then asks for the token.
  for (const { provider, service } of HELD_CODE_CALLBACKS) {
    app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(`/${service}/callback`, async (req, reply) => {
      const q = req.query;
      const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
      return reply.redirect(await integrations.holdCode(provider.kind, { code: text(q.code), state: text(q.state), error: text(q.error) }, binding(req)));
    });

    app.post(`/${service}/generatetoken`, { ...write, config: { audit: { action: 'integration.connect', target: 'integration' } } }, async (req) => {
      const result = await integrations.generateHeldToken(provider.kind, callerOf(req));
      return { ok: true, service, account: result.account, message: integratedSuccessfully(service) };
    });
  }

  app.addHook('onReady', async () => {
    await repos.integrations.pruneStates(nowSeconds());
  });
}

