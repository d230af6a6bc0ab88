// Logger options: secrets never reach the log. Request lines keep method, path and client but mask secrets that
// travel in the address: query values (reset/verify/invite links, OAuth codes and states, a booking link's signed
// conversation) and path segments (an invitation's token, a booking page's key); any logged object's credentials
// are censored by path. A token copied from the log must open nothing (issue 23, finding 6).
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/** Query parameters whose values are credentials (emailed links, OAuth callbacks, socket auth). */
const SECRET_PARAMS = /^(token|code|state|access_token|refresh_token|id_token|client_secret|secret|password|auth|signature|key|c|integrationKey|session_state)$/i;

/** Path segments that are credentials: GET /app/invitations/<token>, booking pages /meet/<key> (API and page).
 *  Numeric ids and the invitation routes' own words stay readable. */
const SECRET_SEGMENTS: RegExp[] = [
  /^(\/app\/invitations\/)(?!accept(?:[/?]|$))(?!\d+(?:[/?]|$))([^/?]+)/,
  /^((?:\/app)?\/meet\/)([^/?]+)/,
];

/** Field names censored wherever they sit (top level and one or two levels down). */
const SECRET_FIELDS = [
  'authorization', 'cookie', 'set-cookie', 'password', 'currentPassword', 'newPassword', 'token', 'accessToken',
  'access_token', 'refreshToken', 'refresh_token', 'idToken', 'id_token', 'clientSecret', 'client_secret', 'secret',
  'signingSecret', 'apiKey',
];
/** OAuth codes and states: censored in bodies and queries only (an error's `code` stays readable). */
const OAUTH_FIELDS = ['code', 'state'];

const key = (f: string) => (/^[A-Za-z_]\w*$/.test(f) ? `.${f}` : `["${f}"]`);
export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((f) => [key(f).replace(/^\./, ''), `*${key(f)}`, `*.*${key(f)}`]),
  ...OAUTH_FIELDS.flatMap((f) => [f, `body.${f}`, `query.${f}`, `*.body.${f}`, `*.query.${f}`]),
];

/** The URL with every credential-like path segment and query value replaced. */
export function maskUrl(raw: string): string {
  const url = SECRET_SEGMENTS.reduce((u, re) => u.replace(re, '$1[Redacted]'), raw);
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) {
      params.set(key, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

interface LoggedRequest { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      // Fastify's default request line, with the query masked (never the headers: they carry the bearer and cookies).
      req: (req: LoggedRequest) => ({ method: req.method, url: maskUrl(req.url), host: req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
    },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];
interface ParentLogger {
  child(bindings: Record<string, unknown>, opts?: object): FastifyBaseLogger;
  isLevelEnabled(level: string): boolean;
  level: string;
}

/**
 * Fastify's childLoggerFactory: each request's logger is made only when the request logs something at or above the
 * level. A pino child with redaction serializes its bindings through the redaction paths: ~12 µs a request (1% of a
 * visitor message's CPU, issue 30) for a logger that, at the usual `warn`, almost no request ever writes to. A route
 * with its own log level gets its child at once (the parent's level does not speak for it), as does a request of a
 * server built without logging.
 */
export function lazyChildLogger(this: unknown, parent: FastifyBaseLogger, bindings: Record<string, unknown>, opts: { level?: string }): FastifyBaseLogger {
  const logger = parent as unknown as ParentLogger; // pino's: isLevelEnabled is not in Fastify's logger type
  // With logging off Fastify's parent is a no-op logger (no levels to ask): its children cost nothing.
  if (opts.level || typeof logger.isLevelEnabled !== 'function') return logger.child(bindings, opts);
  let made: FastifyBaseLogger | null = null;
  const real = () => (made ??= logger.child(bindings, opts));
  const lazy = {
    get level() {
      return made ? made.level : logger.level;
    },
    set level(level: string) {
      real().level = level;
    },
    child: (b: Record<string, unknown>, o?: object) => real().child(b, o),
    silent: () => undefined,
  } as Record<string, unknown>;
  for (const level of LEVELS) {
    lazy[level] = (...args: unknown[]) => {
      if (made) return (made[level] as (...a: unknown[]) => void)(...args);
      if (logger.isLevelEnabled(level)) (real()[level] as (...a: unknown[]) => void)(...args);
    };
  }
  return lazy as unknown as FastifyBaseLogger;
}
