// The Parley server as one Fastify plugin: main.ts and the tests register it alike.
// Order: external plugins (security, parsing, realtime) -> app services (db, auth) -> routes -> SPA fallback.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES } from '../src/domain/files';
import type { ServerConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { createRepositories, type Repositories } from './db/repositories/index';
import type { ReplaySources, Seed } from './db/seeding';
import { realtimePlugin } from './realtime/plugin';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { spaPlugin } from './plugins/spa';
import { cspOrigins, cspPlugin } from './plugins/csp';
import { serverTimingPlugin } from './plugins/serverTiming';
import { widgetAssetsRoutes } from './routes/widgetAssets';
import { createMailer } from './services/mailer';
import { MAIL_OFF_NOTICE } from '../src/domain/mailDelivery';
import { Accounts } from './services/accounts';
import { Passwords } from './lib/passwords';
import { LoginThrottle } from './services/loginThrottle';
import { RateLimits } from './lib/rateLimits';
import { authRoutes } from './routes/auth';
import { bootstrapRoutes } from './routes/bootstrap';
import { realtimeRoutes } from './routes/realtime';
import { collisionRoutes } from './routes/collision';
import { ConversationViewers } from './services/collision/viewers';
import { devRoutes } from './routes/dev';
import { inboxRoutes } from './routes/inbox';
import { searchRoutes } from './routes/search';
import { bulkRoutes } from './routes/bulk';
import { mergeRoutes } from './routes/merge';
import { ConversationMerges } from './services/merge/merges';
import { viewRoutes } from './routes/views';
import { BulkJobs } from './services/bulk/bulkJobs';
import { SavedViews } from './services/views/views';
import { InboxSearch } from './services/search/inboxSearch';
import { SearchRepository, indexPendingMessages } from './db/repositories/search';
import { userRoutes } from './routes/users';
import { visitorRoutes } from './routes/visitor';
import { Publisher } from './services/inbox/publisher';
import { InboxService } from './services/inbox/inbox';
import { VisitorService } from './services/inbox/visitors';
import { MessengerService } from './services/messenger/messenger';
import { agentMessageHandler } from './services/inbox/agentMessages';
import { startEventPruning } from './services/inbox/pruning';
import { AttachmentService } from './services/inbox/attachments';
import { createStore } from './services/storage/createStore';
import { attachmentRoutes, uploadsRoute } from './routes/attachments';
import { cannedRoutes } from './routes/canned';
import { gifRoutes } from './routes/gifs';
import { profileRoutes } from './routes/profile';
import { roleRoutes } from './routes/admin/roles';
import { teamRoutes } from './routes/admin/teams';
import { teamUserRoutes } from './routes/admin/users';
import { invitationRoutes } from './routes/admin/invitations';
import { Invitations } from './services/invitations';
import { tagAdminRoutes } from './routes/admin/tags';
import { customerRoutes } from './routes/admin/customers';
import { settingsRoutes } from './routes/admin/settings';
import { audienceRoutes } from './routes/admin/audiences';
import { flowRoutes } from './routes/admin/flows';
import { flowFunnelRoutes } from './routes/admin/flowFunnel';
import { GifClient } from './services/gifs';
import { startCluster, type ClusterRuntime } from './cluster/runtime';
import type { Jobs } from './jobs/types';
import { healthRoutes } from './routes/health';
import { pusherHttpApi } from './realtime/httpApi';
import { realtimeWebhookRoutes } from './realtime/webhooks';
import { startWebhookSender } from './realtime/webhookSender';
import { analyticsRoutes } from './routes/analytics';
import { integrationRoutes, SYNC_JOB } from './routes/integrations';
import { startTeamChats, tabSsoOf, type TeamChat } from './integrations/teamChat';
import { PROVIDER_LIST } from './integrations/providers/index';
import type { IntegrationKind } from '../src/domain/integrations/kinds';
import { Notifier } from './integrations/notify/notifier';
import { helpdeskRoutes } from './routes/helpdesk';
import { Helpdesk } from './integrations/helpdesk/helpdesk';
import { BotHelpdesk } from './services/bot/integrations';
import { Meetings } from './services/meetings/meetings';
import { meetingRoutes } from './routes/meetings';
import { installRoutes } from './routes/install';
import { Integrations } from './integrations/registry';
import { TokenCipher, integrationsKey } from './integrations/crypto';
import { Keys } from './lib/keys';
import { runSync, type SyncKind } from './integrations/sync';
import { AnalyticsRepository } from './db/repositories/analytics';
import { AnalyticsService } from './services/analytics/analyticsService';
import { createHighlights } from './services/highlights/index';
import { highlightsRoutes } from './routes/highlights';
import { auditPlugin } from './plugins/audit';
import { AuditLog } from './services/audit/auditLog';
import { createAuditTargets } from './services/audit/targets';
import { auditLogRoutes } from './routes/auditLog';
import { contactRoutes } from './routes/contacts';
import { ContactService } from './services/contacts/contacts';
import { CompanyService } from './services/contacts/companies';
import { IdentitySecrets } from './services/contacts/identity';
import { AgentPresence, MemoryLastConnected, type Availability } from './services/presence/agentPresence';
import { VisitorPresence } from './services/presence/visitorPresence';
import { RedisLastConnected } from './cluster/lastConnected';
import { RealtimeAccess } from './services/realtimeAccess';
import { startEmail, type EmailRuntime } from './services/email/index';
import { emailRoutes } from './routes/email';
import { emailAppRoutes } from './routes/emailApp';
import { ApiKeys } from './services/apiKeys/apiKeys';
import { apiKeyRoutes } from './routes/api/keys';
import { publicApi } from './routes/api/index';
import { WebhookEndpoints } from './services/webhooks/endpoints';
import { WebhookDeliveries } from './services/webhooks/deliveries';
import { webhookRoutes } from './routes/api/webhooks';
import { outboundFetch } from './integrations/outbound';
import { SendWindows } from './services/sendWindow/sendWindow';
import { MessageEdits } from './services/messageEdits/messageEdits';
import { messageEditRoutes } from './routes/messageEdits';

export interface AppOptions {
  config: ServerConfig;
  /** What the entry seeds with SEED_DEMO on (the demo entry's demo seed); none in production (db/seeding.ts). */
  seed?: Seed;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    repos: Repositories;
    accounts: Accounts;
    inbox: InboxService;
    visitors: VisitorService;
    /** Closes the sockets of ended sessions, removed users and lost permissions (server/services/realtimeAccess.ts). */
    realtimeAccess: RealtimeAccess;
    /** Visitors online while subscribed (null with an external Pusher service); tests call its check(). */
    visitorPresence: VisitorPresence | null;
    /** Deployment mode's parts (server/cluster/runtime.ts). */
    cluster: ClusterRuntime;
    /** Jobs that must run once: in process (embedded) or pg-boss (cluster). See server/jobs/types.ts. */
    jobs: Jobs;
    integrations: Integrations;
    /** Team-chat notices after each commit; tests await `notifier.idle()` before racing it. */
    notifier: Notifier;
    /** Team chats started from the provider list, by kind; tests await a chat's `sync()` before racing its posts. */
    teamChats: ReadonlyMap<IntegrationKind, TeamChat>;
    /** Every route this app registered (method and URL pattern): the route-table sweep test reads it. */
    routeTable: ReadonlyArray<{ method: string; url: string }>;
    /** Webhook deliveries (issue 29); tests await `webhooks.idle()`. */
    webhooks: WebhookDeliveries;
    /** Email follow-up (issue 28): follow-ups, the inbound path, the SMTP receiver (server/services/email). */
    email: EmailRuntime;
  }
}

async function parley(fastify: FastifyInstance, opts: AppOptions) {
  const { config } = opts;
  const routeTable: Array<{ method: string; url: string }> = [];
  fastify.decorate('routeTable', routeTable);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });

  await fastify.register(serverTimingPlugin);
  await fastify.register(cspPlugin, { parentHosts: config.parentHosts, upgradeInsecure: config.publicUrl.startsWith('https:'), ...cspOrigins(config) });
  await fastify.register(formbody, { bodyLimit: config.bodyLimitBytes });
  // Embedded: nothing changes. Cluster: Redis bus, shared counters and presence, pg-boss jobs. External: Pusher SDK.
  const cluster = await startCluster(config.cluster, config.databaseUrl, fastify.log);
  fastify.decorate('cluster', cluster);
  fastify.decorate('jobs', cluster.jobs);
  // Every rate limit (credential endpoints, wrong passwords, the visitor API, booking pages): memory, or Redis in cluster mode.
  const limits = new RateLimits(cluster.redis ?? undefined);
  // One file per request; the size limit truncates the stream, which the upload service turns into 413.
  await fastify.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  await fastify.register(errorsPlugin);
  await fastify.register(realtimePlugin, { key: config.realtime.key, secret: config.realtime.secret, wsPath: config.realtime.wsPath, activityTimeout: config.presence.activityTimeoutSeconds, pongTimeout: config.presence.pongTimeoutSeconds, pacing: config.realtimePacing, cluster: cluster.hub });
  await cluster.attach(fastify.realtime);

  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, namedStatements: config.pgNamedStatements });
  fastify.addHook('onClose', async () => db.close());
  const repos = createRepositories(db);
  const seed = config.seedDemo ? opts.seed : undefined;
  const seeding = !!seed && (await repos.projects.count()) === 0;
  if (seed && seeding) await seed.project(repos, fastify.log);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox: repos.outbox });
  fastify.decorate('db', db);
  fastify.decorate('repos', repos);
  await fastify.register(authPlugin, { repos });

  const publisher = new Publisher(repos, fastify.realtime, { lockProject: db.dialect === 'postgres' });
  const cipher = new TokenCipher(new Keys(integrationsKey(config.integrationsKey ?? undefined, config.dataDir), config.integrationsKeysPrevious));
  // Cluster mode: team-chat threads and token renewals are leased, one node at a time (server/db/repositories/leases.ts).
  const leases = cluster.settings.mode === 'cluster' ? { repo: repos.leases, nodeId: cluster.settings.nodeId } : null;
  const integrations = new Integrations(repos, config.integrations, cipher, config.publicUrl, fastify.log, leases, fetch, { allowHosts: config.outboundAllowHosts });
  fastify.decorate('integrations', integrations);
  // The seed's history (below) replays past weeks through these services: while it runs, routing hears who was on
  // shift then and bookings land in its in-memory calendar; afterwards both are empty and the live sources answer.
  const replay: ReplaySources = { availability: null, calendars: null };
  const meetings = new Meetings(repos, publisher, integrations, cipher, config.publicUrl, fastify.log, () => replay.calendars);
  const inbox = new InboxService(repos, publisher, config.realtime.secret, meetings);
  // Presence follows the sockets (services/presence): agents available = toggled on and connected, visitors online
  // while subscribed. With an external Pusher service the sockets are not ours to see: the toggle alone then.
  const ownSockets = !config.cluster.pusher;
  const agentPresence = new AgentPresence(fastify.realtime, cluster.redis ? new RedisLastConnected(cluster.redis) : new MemoryLastConnected(), config.presence.agentGraceSeconds);
  const stopAgentPresence = agentPresence.start();
  const live = ownSockets ? agentPresence : { apply: async <T>(_projectId: number, agents: T[]) => agents };
  const availability: Availability = { apply: (projectId, agents) => (replay.availability ?? live).apply(projectId, agents) };
  const helpdesk = new Helpdesk(integrations, fastify.log);
  const visitors = new VisitorService(repos, publisher, {
    integrations,
    log: fastify.log,
    meetings,
    availability,
    helpdesk: new BotHelpdesk(repos, helpdesk), // the bot's helpdesk steps (tickets, knowledge search)
    jobs: cluster.jobs.kind === 'pg-boss' ? cluster.jobs : null, // waits fire once across nodes
  });
  const visitorPresence = ownSockets ? new VisitorPresence(fastify.realtime, repos, visitors, config.presence, fastify.log) : null;
  fastify.decorate('visitorPresence', visitorPresence);
  const stopVisitorPresence = visitorPresence ? await visitorPresence.start(config.cluster.mode === 'embedded') : async () => undefined;
  fastify.addHook('onClose', async () => {
    stopAgentPresence();
    await stopVisitorPresence();
  });
  const realtimeAccess = new RealtimeAccess(fastify.realtime, repos);
  // Collision control: who views which conversation, published per project for the list rows (issue #25).
  const viewers = new ConversationViewers(fastify.realtime, fastify.log);
  fastify.addHook('onClose', async () => viewers.stop());
  if (ownSockets) viewers.start();
  fastify.decorate('realtimeAccess', realtimeAccess);
  const attachments = new AttachmentService(repos, publisher, createStore(config.dataDir, config.s3, config.uploadsDir));
  if (db.dialect === 'sqlite' && config.dataDir !== ':memory:') await attachments.sweepOrphans(Date.now()); // a crash's leftovers
  fastify.decorate('inbox', inbox);
  fastify.decorate('highlights', await createHighlights({ db, repos, integrations, config, log: fastify.log, redis: cluster.redis ?? undefined }));
  // Cluster mode: one node at a time posts a conversation's team-chat thread (server/integrations/threadMirror.ts).
  const teamChats = startTeamChats(PROVIDER_LIST, config.integrations, { repos, publisher, integrations, publicUrl: config.publicUrl, log: fastify.log, leases, fetch });
  fastify.decorate('teamChats', teamChats);
  fastify.addHook('onClose', async () => teamChats.forEach((chat) => chat.stop()));
  const accounts = new Accounts(repos, mailer, config.publicUrl, {
    throttle: new LoginThrottle(limits),
    passwords: new Passwords(config.scryptN),
    teamsSso: tabSsoOf(teamChats),
    onSessionsEnded: (projectId, userId) => realtimeAccess.allSessionsEnded(projectId, userId),
  });
  fastify.decorate('accounts', accounts);
  // Profile notification channels: team-chat notices after each commit (server/integrations/notify/notifier.ts).
  const email = await startEmail({ kysely: db.kysely as never, repos, mailer, jobs: cluster.jobs, keys: cipher.keys, publisher, visitors, attachments, availability, settings: config.email, publicUrl: config.publicUrl, mailFrom: config.mailFrom, log: fastify.log });
  const notifier = new Notifier(repos, [...teamChats.values()], config.publicUrl, fastify.log, cluster.counters, email.agentNotices);
  fastify.decorate('notifier', notifier);
  publisher.onCommitted(notifier.onCommitted);
  await cluster.jobs.work<{ projectId: number; kind: SyncKind }>(SYNC_JOB, ({ projectId, kind }) => runSync({ repos, integrations, log: fastify.log }, projectId, kind));
  fastify.decorate('visitors', visitors);
  fastify.decorate('email', email);
  fastify.addHook('onClose', async () => email.close());
  // Undo send (issue 27): messages held in agents' send windows, delivered by their job; boot re-arms the waiting ones.
  const sendWindows = new SendWindows(repos, publisher, cluster.jobs, fastify.log);
  await sendWindows.start();
  const unsubscribe = fastify.realtime.onClientEvent(
    agentMessageHandler({ repos, publisher, realtimeSecret: config.realtime.secret, log: fastify.log, sendWindow: sendWindows }),
  );
  // A seed's second step (the demo's weeks of history) goes through the services above, before the server listens
  // and before bot waits arm.
  if (seed) {
    const agentMessages = agentMessageHandler({ repos, publisher, realtimeSecret: config.realtime.secret, log: fastify.log });
    await seed.services({ config, db, repos, visitors, inbox, attachments, meetings, agentMessages, replay, log: fastify.log }, seeding);
    // The history's messages into the search index now, not in slices under the first visitors (migration 041).
    if (db.dialect === 'sqlite') await indexPendingMessages(db.kysely);
  }
  const stopPruning = startEventPruning(repos, fastify.log, cluster.jobs.kind === 'pg-boss' ? cluster.jobs : undefined);
  const stopWaits = await visitors.bot.waits.start(); // Live Chat steps waiting for an agent, re-armed from the database
  // Bulk actions over every match (issue 27): jobs a stop or crash left running resume from their cursor.
  const bulk = new BulkJobs(repos, publisher, cluster.jobs, config.bulk, fastify.log);
  const stopBulk = await bulk.start();
  fastify.addHook('preClose', async () => stopBulk()); // before the queue stops: it waits for the batch in progress only
  fastify.addHook('onClose', async () => {
    unsubscribe();
    stopPruning();
    await stopWaits();
    await cluster.close();
  });

  // The audit log: routes that declare `config: { audit }` are recorded (server/plugins/audit.ts); before the routes.
  const audit = new AuditLog(repos.auditLog);
  const apiKeys = new ApiKeys(repos);
  // Webhooks (issue 29): deliveries of committed events to the endpoints admins registered, through the SSRF-guarded fetch.
  const webhookEndpoints = new WebhookEndpoints(repos, cipher, config.outboundAllowHosts);
  const webhooks = new WebhookDeliveries(repos, webhookEndpoints, cluster.jobs, outboundFetch({ allowHosts: config.outboundAllowHosts, maxBytes: 64 * 1024 }), mailer, config.publicUrl, fastify.log);
  publisher.duringCommit(webhooks.duringCommit);
  await webhooks.start();
  fastify.addHook('onClose', async () => webhooks.stop());
  fastify.decorate('webhooks', webhooks);
  await fastify.register(auditPlugin, { audit, repos, targets: createAuditTargets({ repos, integrations, highlights: fastify.highlights }) });

  await fastify.register(
    async (api) => {
      await api.register(authRoutes, { accounts, limits, rateLimitPerMinute: config.authRateLimitPerMinute });
      await api.register(bootstrapRoutes, { repos, config, mailbox: mailer.usesOutbox });
      await api.register(realtimeRoutes, config.realtime);
      await api.register(collisionRoutes, { repos, viewers });
      await api.register(inboxRoutes, { inbox });
      await api.register(searchRoutes, { search: new InboxSearch(repos, new SearchRepository(db.kysely, db.dialect)) });
      await api.register(bulkRoutes, { bulk });
      await api.register(mergeRoutes, { merges: new ConversationMerges(repos, publisher, audit) });
      await api.register(viewRoutes, { views: new SavedViews(repos) });
      await api.register(messageEditRoutes, { sendWindows, edits: new MessageEdits(repos, publisher, audit) });
      await api.register(userRoutes, { repos, inbox, publisher });
      const messenger = new MessengerService(repos, visitors.router, new AnalyticsRepository(db.kysely, db.dialect));
      await api.register(visitorRoutes, { visitors, attachments, realtime: config.realtime, limits, rateLimitPerMinute: config.visitorRateLimitPerMinute, projects: repos.projects, messenger });
      await api.register(attachmentRoutes, { repos, attachments });
      await api.register(cannedRoutes, { repos });
      await api.register(gifRoutes, { repos, gifs: new GifClient(config.gifApiUrl) });
      await api.register(profileRoutes, { repos });
      await api.register(roleRoutes, { repos });
      await api.register(teamRoutes, { repos });
      await api.register(teamUserRoutes, { repos, accounts });
      await api.register(invitationRoutes, { invitations: new Invitations(repos, mailer, config.publicUrl) });
      await api.register(tagAdminRoutes, { repos });
      await api.register(customerRoutes, { repos, accounts });
      await api.register(settingsRoutes, { repos, mailer, supportEmail: config.supportEmail });
      await api.register(audienceRoutes, { repos });
      await api.register(flowRoutes, { repos });
      await api.register(flowFunnelRoutes, { repos });
      await api.register(integrationRoutes, { repos, integrations, jobs: cluster.jobs });
      await api.register(meetingRoutes, { repos, meetings, integrations, limits, rateLimitPerMinute: config.visitorRateLimitPerMinute });
      await api.register(installRoutes, { repos, publicUrl: config.publicUrl });
      for (const chat of teamChats.values()) await api.register(async (scope) => chat.routes(scope));
      await api.register(helpdeskRoutes, { repos, helpdesk, publisher });
      await api.register(highlightsRoutes, { highlights: fastify.highlights });
      await api.register(analyticsRoutes, { repos, analytics: new AnalyticsService(new AnalyticsRepository(db.kysely, db.dialect), repos) });
      await api.register(auditLogRoutes, { audit });
      await api.register(emailAppRoutes, { repos, transcripts: email.transcripts, visitors });
      const identitySecrets = new IdentitySecrets(repos, cipher); // contacts (issue 26): identity verification
      await api.register(contactRoutes, { contacts: new ContactService(repos, identitySecrets, attachments, audit), companies: new CompanyService(repos), secrets: identitySecrets, visitors, limits, rateLimitPerMinute: config.visitorRateLimitPerMinute });
      await api.register(apiKeyRoutes, { apiKeys, audit, repos });
      await api.register(webhookRoutes, { endpoints: webhookEndpoints, deliveries: webhooks, audit, repos });
    },
    { prefix: '/app' },
  );
  // The public API (issue 29): API keys, scopes, the OpenAPI document (server/routes/api/index.ts).
  const publicAnalytics = new AnalyticsService(new AnalyticsRepository(db.kysely, db.dialect), repos);
  await fastify.register(publicApi, { prefix: '/api/v1', repos, inbox, publisher, analytics: publicAnalytics, apiKeys, audit, limits, perMinute: config.apiKeyRateLimitPerMinute, publicUrl: config.publicUrl });
  await fastify.register(healthRoutes, { db, mode: config.cluster.mode, node: config.cluster.nodeId, redisReachable: () => cluster.redisReachable() });
  await fastify.register(pusherHttpApi, { appId: config.cluster.appId, key: config.realtime.key, secret: config.realtime.secret, hub: fastify.realtime });
  if (config.cluster.pusher) await fastify.register(realtimeWebhookRoutes, { key: config.realtime.key, secret: config.realtime.secret, hub: fastify.realtime });
  if (config.cluster.webhookUrl) {
    const stopWebhooks = startWebhookSender(fastify.realtime, { url: config.cluster.webhookUrl, key: config.realtime.key, secret: config.realtime.secret, log: fastify.log });
    fastify.addHook('onClose', async () => stopWebhooks());
  }
  await fastify.register(uploadsRoute, { attachments });
  await fastify.register(emailRoutes, { unsubscribes: email.unsubscribes, inbound: email.inbound, webhookKey: config.email.inboundWebhookKey });
  if (mailer.usesOutbox && config.devMailbox) await fastify.register(devRoutes, { outbox: repos.outbox, smtpInboundPort: email.receiver?.port ?? null });
  if (mailer.usesOutbox) fastify.log.warn(config.devMailbox ? `SMTP_URL is not set: mail is kept for this local demo at ${config.publicUrl}/dev/mailbox` : `SMTP_URL is not set: ${MAIL_OFF_NOTICE}`);
  await fastify.register(widgetAssetsRoutes, { staticDir: config.staticDir });
  await fastify.register(spaPlugin, { staticDir: config.staticDir, helpCentreUrl: config.helpCentreUrl });
}

/** Not encapsulated, so tests and main.ts see the decorators (db, repos, realtime) on their instance. */
export const app = fp(parley, { name: 'parley', fastify: '5.x' });
