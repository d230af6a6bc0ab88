// Server configuration: read once from the environment at boot, validated, then passed down explicitly.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

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
  /** Public address of the dashboard, used in emailed links. */
  publicUrl: string;
  /** Built dashboard to serve (vite build output); null serves none (API-only, tests). */
  staticDir: string | null;
  realtime: { key: string; secret: string; wsPath: string };
  csHosts: string[];
  parentHosts: string[];
  externalInboxUrl: string;
  helpCentreUrl: string;
  supportEmail: string;
  /** Base URL of the GIF provider (a Giphy-style API); main.ts points it at the bundled fake in demo mode. */
  gifApiUrl: string | null;
  /** Seed the demo project into an empty database. */
  seedDemo: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  /** Requests per minute per IP on the credential endpoints (login, register, reset...). */
  authRateLimitPerMinute: number;
  /** Requests per minute per IP on the visitor API's writes (abuse protection). */
  visitorRateLimitPerMinute: number;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
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
    publicUrl,
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(env.STATIC_DIR ?? 'dist'),
    realtime: {
      key: env.REALTIME_KEY ?? 'parley-key',
      secret: env.REALTIME_SECRET ?? persistentSecret(env.DATA_DIR),
      wsPath: '/realtime',
    },
    csHosts: list(env.CS_HOSTS ?? 'cs'),
    parentHosts: list(env.PARENT_HOSTS),
    externalInboxUrl: env.EXTERNAL_INBOX_URL ?? '',
    helpCentreUrl: env.HELP_CENTRE_URL ?? `${publicUrl}/help`,
    supportEmail: env.SUPPORT_EMAIL ?? 'success@parley.local',
    gifApiUrl: env.GIF_API_URL || null,
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimitBytes: int('BODY_LIMIT_BYTES', env.BODY_LIMIT_BYTES, 1024 * 1024),
    authRateLimitPerMinute: int('AUTH_RATE_LIMIT', env.AUTH_RATE_LIMIT, 30),
    visitorRateLimitPerMinute: int('VISITOR_RATE_LIMIT', env.VISITOR_RATE_LIMIT, 120),
    ...overrides,
  };
  return config;
}
