// Server configuration: read once from the environment at boot, validated, then passed down explicitly.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { S3Settings } from './services/storage/s3Store';
import { integrationSettings, type IntegrationSettings } from './integrations/settings';
import { clusterSettings, type ClusterSettings } from './cluster/settings';
import { enrichmentSettings, type EnrichmentSettings } from './services/highlights/settings';
import { isLoopbackUrl } from './lib/loopback';
import { presenceSettings, type PresenceSettings } from './services/presence/settings';
import { bulkSettings, type BulkSettings } from './services/bulk/settings';
import { pacingFromEnv, type Pacing } from './realtime/pacing';
import { emailServerSettings, type EmailServerSettings } from './services/email/settings';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database and uploads; ':memory:' keeps everything in memory (tests). */
  dataDir: string;
  /** PostgreSQL connection string; when set it replaces the embedded database. */
  databaseUrl: string | null;
  /** SMTP connection URL; when unset mail is kept in the outbox table and listed at /dev/mailbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Email follow-up (issue 28): reply domain, SMTP receiver, inbound webhook (server/services/email/settings.ts). */
  email: EmailServerSettings;
  /** Public address of the dashboard, used in emailed links. */
  publicUrl: string;
  /** Built dashboard to serve (vite build output); null serves none (API-only, tests). */
  staticDir: string | null;
  /** `external`: where browsers' pusher-js connect in external realtime mode (the service, not this server). */
  realtime: { key: string; secret: string; wsPath: string; external?: { host: string; port: number | null; forceTLS: boolean } };
  csHosts: string[];
  parentHosts: string[];
  externalInboxUrl: string;
  helpCentreUrl: string;
  supportEmail: string;
  /** Base URL of the GIF provider (a Giphy-style API); demo/main.ts points it at the bundled fake. */
  gifApiUrl: string | null;
  /** GIF_IMAGE_ORIGINS: where the GIF provider's images are served when not on its API's site (the CSP's img-src). */
  gifImageOrigins: string[];
  /** OAuth apps and provider addresses per integration (server/integrations/settings.ts); demo/main.ts points unset
   *  providers at the bundled fakes in demo mode. */
  integrations: IntegrationSettings;
  /** Key of the tokens' encryption at rest (INTEGRATIONS_KEY); null: a key file beside the database. */
  integrationsKey: string | null;
  /** INTEGRATIONS_KEYS_PREVIOUS: former master keys (comma-separated) that still decrypt and verify, during a rotation
   *  (server/lib/keys.ts, npm run rotate-keys). */
  integrationsKeysPrevious: string[];
  /** Company/person enrichment provider of Highlights (ENRICHMENT_API_URL, ENRICHMENT_API_KEY); demo: the bundled fake. */
  enrichment: EnrichmentSettings;
  /** host:port entries outbound requests may reach beyond the public internet over http (OUTBOUND_ALLOW_HOSTS): the
   *  bundled fakes in the demo and the tests (server/integrations/outbound.ts). */
  outboundAllowHosts: string[];
  /** S3-compatible bucket for attachments (S3_* settings); null keeps them under DATA_DIR/uploads. */
  s3: S3Settings | null;
  /** UPLOADS_DIR: where uploads are kept without a bucket (default DATA_DIR/uploads); several nodes share one folder. */
  uploadsDir: string | null;
  /** Seed the demo project into an empty database. */
  seedDemo: boolean;
  /** With the demo project, six weeks of its history (DEMO_HISTORY=false: the project and users only). */
  demoHistory?: boolean;
  /** Serve the outbox at /dev/mailbox while SMTP is unset: it shows every project's mail (reset and invitation
   *  links), so only for a local demo: never when NODE_ENV=production or PUBLIC_URL is not a loopback address
   *  (DEV_MAILBOX=false turns it off there too), and only to loopback sockets (server/routes/dev.ts). */
  devMailbox: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  /** REQUEST_TIMEOUT_MS: a request (headers and body) must arrive within this, so a client that declares a body and
   *  trickles it cannot hold a socket for minutes (issue 23, finding 8). Headers get at most 15 s of it. */
  requestTimeoutMs: number;
  /** scrypt's cost N for new password hashes: OWASP's 2^17 (SCRYPT_N lowers it for tests only; logins rehash). */
  scryptN: number;
  /** Requests per minute per IP on the credential endpoints (login, register, reset...). */
  authRateLimitPerMinute: number;
  /** Requests per minute per IP on the visitor API's writes (abuse protection). */
  visitorRateLimitPerMinute: number;
  /** Calls a minute per API key on /api/v1 (issue 29). */
  apiKeyRateLimitPerMinute: number;
  /** Deployment mode (embedded, cluster, external realtime): server/cluster/settings.ts. */
  cluster: ClusterSettings;
  /** Dead-socket detection and presence graces: server/services/presence/settings.ts. */
  presence: PresenceSettings;
  /** Bulk jobs' batch size and pause: server/services/bulk/settings.ts. */
  bulk: BulkSettings;
  /** TRUST_PROXY=true behind a balancer: the client's address comes from X-Forwarded-For (rate limits). */
  trustProxy: boolean;
  /** REALTIME_PACING: fan-out pacing of the websocket writes (server/realtime/pacing.ts); null = off. */
  realtimePacing: Pacing | null;
  /** PG_NAMED_STATEMENTS: 'off' runs every PostgreSQL statement unnamed (server/db/namedStatements.ts; a bench
   *  comparison switch, like REALTIME_PACING). Default on. */
  pgNamedStatements: boolean;
  /** ERROR_REPORTING_DSN: where the dashboard reports errors (Sentry or GlitchTip); null = no reporting. */
  errorReportingDsn: string | null;
  /** SENTRY_DSN: where the server reports its errors (@sentry/node: Sentry or GlitchTip); null = no Sentry at all. */
  sentryDsn: string | null;
  /** POSTHOG_KEY (+ POSTHOG_HOST, PostHog Cloud or self-hosted): the dashboard's product analytics; null = none. */
  productAnalytics: { key: string; host: string } | null;
}

/** Without REALTIME_SECRET, a secret kept beside the database: sender signatures held by open pages then stay
 *  valid across a restart (a per-boot secret would refuse every reply until the page refetched its details). */
function persistentSecret(dataDirEnv: string | undefined): string {
  if (dataDirEnv === ':memory:') return crypto.randomBytes(24).toString('hex');
  const dir = path.resolve(dataDirEnv || 'data');
  const file = path.join(dir, 'realtime.secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    const secret = crypto.randomBytes(24).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

const list = (v: string | undefined) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);

function int(name: string, v: string | undefined, fallback: number): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid ${name}: ${v}`);
  return n;
}

/** The bucket settings when S3_BUCKET is set; a half-configured bucket stops the boot rather than losing uploads. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  const region = env.S3_REGION || 'us-east-1';
  const endpoint = (env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
  const publicUrl = env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/+$/, '') : null;
  if (!/^https?:\/\//.test(endpoint)) throw new Error(`Invalid S3_ENDPOINT: ${endpoint}`);
  if (publicUrl && !/^https?:\/\//.test(publicUrl)) throw new Error(`Invalid S3_PUBLIC_URL: ${publicUrl}`);
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return { endpoint, bucket: env.S3_BUCKET, region, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY, publicUrl };
}

/**
 * Cluster nodes decrypt the tokens another node stored, check the links and signatures another node made and serve
 * the files another node took in, so they need one key, one secret and one store: what a single node keeps beside
 * its data would differ from node to node.
 */
function requireSharedSecrets(env: NodeJS.ProcessEnv, cluster: ClusterSettings): void {
  if (cluster.mode !== 'cluster') return;
  const missing = [!env.INTEGRATIONS_KEY && 'INTEGRATIONS_KEY', !cluster.pusher && !env.REALTIME_SECRET && 'REALTIME_SECRET'].filter(Boolean);
  if (missing.length) throw new Error(`Cluster mode (REDIS_URL) needs ${missing.join(' and ')}, the same on every node`);
  // A file uploaded through one node is downloaded through any other.
  if (!env.S3_BUCKET && !env.UPLOADS_DIR) throw new Error('Cluster mode (REDIS_URL) needs S3_BUCKET, or UPLOADS_DIR on a folder every node shares');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const cluster = clusterSettings(env);
  requireSharedSecrets(env, cluster);
  const port = int('PORT', env.PORT, 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  if (!/^https?:\/\//.test(publicUrl)) throw new Error(`Invalid PUBLIC_URL: ${publicUrl}`);
  const config: ServerConfig = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ? (env.DATA_DIR === ':memory:' ? ':memory:' : path.resolve(env.DATA_DIR)) : path.resolve('data'),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Parley <no-reply@parley.local>',
    email: emailServerSettings(env, publicUrl),
    publicUrl,
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(env.STATIC_DIR ?? 'dist'),
    realtime: {
      // External realtime: channel auth is signed with the service's app key and secret.
      key: cluster.pusher?.key ?? env.REALTIME_KEY ?? 'parley-key',
      secret: cluster.pusher?.secret ?? env.REALTIME_SECRET ?? persistentSecret(env.DATA_DIR),
      wsPath: cluster.pusher ? cluster.pusher.wsPath : '/realtime',
      ...(cluster.pusher ? { external: { host: cluster.pusher.wsHost, port: cluster.pusher.wsPort, forceTLS: cluster.pusher.useTLS } } : {}),
    },
    csHosts: list(env.CS_HOSTS ?? 'cs'),
    parentHosts: list(env.PARENT_HOSTS),
    externalInboxUrl: env.EXTERNAL_INBOX_URL ?? '',
    helpCentreUrl: env.HELP_CENTRE_URL ?? `${publicUrl}/help`,
    supportEmail: env.SUPPORT_EMAIL ?? 'success@parley.local',
    gifApiUrl: env.GIF_API_URL || null,
    gifImageOrigins: list(env.GIF_IMAGE_ORIGINS),
    integrations: integrationSettings(env),
    integrationsKey: env.INTEGRATIONS_KEY || null,
    integrationsKeysPrevious: list(env.INTEGRATIONS_KEYS_PREVIOUS),
    enrichment: enrichmentSettings(env),
    outboundAllowHosts: list(env.OUTBOUND_ALLOW_HOSTS),
    s3: s3Settings(env),
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : null,
    seedDemo: env.SEED_DEMO !== 'false',
    demoHistory: env.DEMO_HISTORY !== 'false',
    devMailbox: env.DEV_MAILBOX !== 'false' && env.NODE_ENV !== 'production' && isLoopbackUrl(publicUrl),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimitBytes: int('BODY_LIMIT_BYTES', env.BODY_LIMIT_BYTES, 1024 * 1024),
    requestTimeoutMs: int('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000),
    scryptN: int('SCRYPT_N', env.SCRYPT_N, 2 ** 17),
    authRateLimitPerMinute: int('AUTH_RATE_LIMIT', env.AUTH_RATE_LIMIT, 30),
    visitorRateLimitPerMinute: int('VISITOR_RATE_LIMIT', env.VISITOR_RATE_LIMIT, 120),
    apiKeyRateLimitPerMinute: int('API_KEY_RATE_LIMIT', env.API_KEY_RATE_LIMIT, 600),
    cluster,
    presence: presenceSettings(env),
    bulk: bulkSettings(env),
    trustProxy: env.TRUST_PROXY === 'true',
    realtimePacing: pacingFromEnv(env.REALTIME_PACING),
    pgNamedStatements: env.PG_NAMED_STATEMENTS !== 'off',
    errorReportingDsn: env.ERROR_REPORTING_DSN || null,
    sentryDsn: env.SENTRY_DSN || null,
    productAnalytics: env.POSTHOG_KEY ? { key: env.POSTHOG_KEY, host: (env.POSTHOG_HOST || 'https://us.i.posthog.com').replace(/\/+$/, '') } : null,
    ...overrides,
  };
  return config;
}
