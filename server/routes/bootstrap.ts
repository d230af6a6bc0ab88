// Bootstrap calls of spec §7: app/env (config over defaults), app/details, plus the profile with the permission
// tree and the member search.
import type { FastifyInstance } from 'fastify';
import type { AppDetails, EnvConfig, Profile } from '../../src/domain/api';
import { PRODUCT_NAME, ERROR_TRACE_SAMPLE_RATE } from '../../src/domain/constants';
import { API } from '../../src/domain/api';
import type { Repositories } from '../db/repositories/index';
import type { ServerConfig } from '../config';
import { callerOf, requireAuth, requirePermission } from '../plugins/auth';
import { notFound } from '../plugins/errors';
import { NOTIFICATION_CHANNELS_KEY, normaliseChannels } from '../../src/domain/schemas/profile';
import { mailDelivery } from '../../src/domain/mailDelivery';

export function envFor(config: ServerConfig, mailbox: boolean): EnvConfig {
  const url = new URL(config.publicUrl);
  const tls = url.protocol === 'https:';
  return {
    productName: PRODUCT_NAME,
    apiBase: '',
    dashboardUrl: config.publicUrl,
    helpCentreUrl: config.helpCentreUrl,
    supportEmail: config.supportEmail,
    cookieName: 'parley_token',
    parentHosts: config.parentHosts,
    csHosts: config.csHosts,
    externalInboxUrl: config.externalInboxUrl,
    mailbox: mailbox && config.devMailbox,
    mailDelivery: mailDelivery(mailbox, config.devMailbox),
    realtime: {
      key: config.realtime.key,
      // Empty host: the client uses the page's own host and port (one server serves everything); external realtime
      // mode: the Pusher-compatible service's.
      host: config.realtime.external?.host ?? '',
      port: config.realtime.external ? (config.realtime.external.port ?? (config.realtime.external.forceTLS ? 443 : 80)) : Number(url.port || (tls ? 443 : 80)),
      forceTLS: config.realtime.external?.forceTLS ?? tls,
      wsPath: config.realtime.wsPath,
      authEndpoint: `/${API.realtimeAuth}`,
    },
    errorReporting: config.errorReportingDsn ? { dsn: config.errorReportingDsn, sampleRate: ERROR_TRACE_SAMPLE_RATE } : null,
    productAnalytics: config.productAnalytics,
  };
}

export async function bootstrapRoutes(
  app: FastifyInstance,
  opts: { repos: Repositories; config: ServerConfig; mailbox: boolean },
) {
  const { repos } = opts;
  const env = envFor(opts.config, opts.mailbox);

  app.get('/env', async () => env);

  app.get('/details', { preHandler: requireAuth }, async (req): Promise<AppDetails> => {
    const caller = callerOf(req);
    const [project, user] = await Promise.all([
      repos.projects.findById(caller.projectId),
      repos.users.findInProject(caller.projectId, caller.userId),
    ]);
    if (!project || !user) throw notFound();
    return {
      project: { id: project.id, name: project.name, ziTenantId: project.zi_tenant_id },
      user: { email: user.email, userId: user.id, ziUserId: user.zi_user_id, isCSUser: user.is_cs_user === 1, name: user.name },
      subscription: { plan: project.plan, features: JSON.parse(project.features) as string[], userLimit: project.user_limit },
      isDoziCustomer: project.is_dozi_customer === 1,
      migrationInProgress: project.migration_in_progress === 1,
      isInsideMSTeams: caller.sessionKind === 'msteams',
    };
  });

  app.get('/user/profile', { preHandler: requireAuth }, async (req): Promise<Profile> => {
    const caller = callerOf(req);
    const user = await repos.users.findInProject(caller.projectId, caller.userId);
    if (!user) throw notFound();
    const role = await repos.roles.findInProject(caller.projectId, user.role_id);
    return {
      userId: user.id,
      name: user.name,
      email: user.email,
      img: user.img,
      timezone: user.timezone,
      roleName: role?.name ?? '',
      permissions: role?.permissions ?? {},
      available: user.available === 1,
      // Going online needs a complete profile (spec §4): a name and a photo.
      profileCompleted: Boolean(user.name && user.img),
      meetingLink: user.meeting_link,
      channels: normaliseChannels(await repos.userSettings.get(user.id, NOTIFICATION_CHANNELS_KEY)),
    };
  });

  app.get<{ Querystring: { q?: string } }>('/member/search', { preHandler: requirePermission('inbox') }, async (req) => {
    const caller = callerOf(req);
    const users = await repos.users.search(caller.projectId, String(req.query.q ?? ''));
    return { users: users.map((u) => ({ id: u.id, name: u.name, email: u.email, img: u.img })) };
  });
}
