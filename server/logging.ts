// Logger options: secrets never reach the log. Request lines keep method, path and client but mask secrets that
// travel in the address: query values (reset/verify/invite links, OAuth codes and states, a booking link's signed
// conversation) and path segments (an invitation's token, a booking page's key); any logged object's credentials
// are censored by path. A token copied from the log must open nothing (issue 23, finding 6).
import type { FastifyServerOptions } from 'fastify';

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
