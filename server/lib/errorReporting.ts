// The server's error reporting (spec §9): @sentry/node against SENTRY_DSN (Sentry, or a self-hosted GlitchTip), traces
// sampled at 1. Loaded with import() and started only when a DSN is configured: without one no Sentry code runs.
// Secrets never leave: credentials headers are dropped from every event, and the bodies and query strings of the
// routes that carry passwords, tokens or OAuth codes are dropped whole.
import type { FastifyInstance } from 'fastify';
import type { ErrorEvent, EventHint } from '@sentry/node';
import { ERROR_TRACE_SAMPLE_RATE } from '../../src/domain/constants';

type SentryNode = typeof import('@sentry/node');

const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-pusher-key', 'x-pusher-signature'];
/** Routes whose bodies or queries hold credentials: sign-in and sign-up, passwords, invitations, OAuth callbacks,
 *  realtime channel auth. */
const CREDENTIAL_ROUTES = ['login', 'logout', 'register', 'password', 'verify', 'invitations', 'integration', 'oidc', 'realtime/auth'];

/** What an event loses: these headers everywhere, and the body and query of these routes. */
export interface ScrubRules {
  headers: ReadonlySet<string>;
  credentialRoute: RegExp;
}

/**
 * The rules with what the providers add (server.ts passes the provider list): each one's signature headers, and its
 * own routes under /app/<kind>/ (callbacks, sign-in, events), which carry codes, tokens and signed payloads.
 */
export function scrubRules(providers: ReadonlyArray<{ kind: string; secretHeaders?: readonly string[] }>): ScrubRules {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const routes = [...CREDENTIAL_ROUTES, ...providers.map((p) => p.kind)].map(escape).join('|');
  return {
    headers: new Set([...SECRET_HEADERS, ...providers.flatMap((p) => p.secretHeaders ?? [])].map((h) => h.toLowerCase())),
    credentialRoute: new RegExp(`/app/(${routes})(/|\\?|$)`),
  };
}

/** Body keys redacted wherever they appear. */
const SECRET_KEY = /pass|token|secret|code|state|signature|key|authorization|cookie/i;

function redactBody(data: unknown): unknown {
  if (!data || typeof data !== 'object') return data;
  if (Array.isArray(data)) return data.map(redactBody);
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[Filtered]' : redactBody(v)]));
}

/** What is kept of an event before it is sent (exported for its unit test). */
export function scrubEvent(event: ErrorEvent, rules: ScrubRules): ErrorEvent {
  const request = event.request;
  if (!request) return event;
  if (request.headers) request.headers = Object.fromEntries(Object.entries(request.headers).filter(([k]) => !rules.headers.has(k.toLowerCase())));
  delete request.cookies;
  const path = request.url ? new URL(request.url, 'http://x').pathname : '';
  if (rules.credentialRoute.test(path)) {
    delete request.data;
    delete request.query_string;
  } else if (request.data !== undefined) {
    request.data = typeof request.data === 'string' ? '[Filtered]' : redactBody(request.data);
  }
  return event;
}

let loaded: Promise<SentryNode> | null = null;

/**
 * Starts @sentry/node with `dsn` (once while servers run), then hooks `app`'s errors: route errors answered 5xx are
 * sent. Called by buildServer before the app's routes are registered; never called without a DSN.
 */
export async function startServerErrorReporting(dsn: string, app: FastifyInstance, rules: ScrubRules, load: () => Promise<SentryNode> = () => import('@sentry/node')): Promise<SentryNode> {
  loaded ??= load().then((Sentry) => {
    Sentry.init({
      dsn,
      tracesSampleRate: ERROR_TRACE_SAMPLE_RATE,
      integrations: [Sentry.fastifyIntegration()],
      beforeSend: (event: ErrorEvent, _hint: EventHint) => scrubEvent(event, rules),
    });
    return Sentry;
  });
  const Sentry = await loaded;
  Sentry.setupFastifyErrorHandler(app);
  // Shutdown sends what is queued, and the next server of the process (tests) starts afresh with its own DSN.
  app.addHook('onClose', async () => {
    loaded = null;
    await Sentry.close(2000);
  });
  return Sentry;
}
