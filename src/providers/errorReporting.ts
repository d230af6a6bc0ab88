// The dashboard's error reporting (spec §9: only when configured, traces sampled at 1): @sentry/react against the DSN
// GET app/env hands over (Sentry, or a self-hosted GlitchTip). The SDK is a dynamic import, so its chunk is fetched
// only when a DSN is configured; no DSN is ever built into the bundle.
import type { EnvConfig } from '../domain/api';

type SentryReact = typeof import('@sentry/react');
/** The part of @sentry/react used here: the seam tests replace. */
export type SentryApi = Pick<SentryReact, 'init' | 'browserTracingIntegration'>;
export type SentryLoader = () => Promise<SentryApi>;

const loadSentry: SentryLoader = () => import('@sentry/react');

/** A URL without its query and fragment: sign-in links carry tokens there (verify, reset, invitations, callbacks). */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/**
 * Starts error reporting when `config` names a DSN; without one nothing is loaded. Resolves true once started.
 * Events and breadcrumbs lose their URLs' queries before they leave.
 */
export async function startErrorReporting(config: EnvConfig['errorReporting'], load: SentryLoader = loadSentry): Promise<boolean> {
  if (!config) return false;
  const Sentry = await load();
  Sentry.init({
    dsn: config.dsn,
    tracesSampleRate: config.sampleRate,
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend(event) {
      if (event.request?.url) event.request.url = withoutQuery(event.request.url);
      if (event.request) delete event.request.query_string;
      return event;
    },
    beforeBreadcrumb(crumb) {
      const data = crumb.data as { url?: unknown; from?: unknown; to?: unknown } | undefined;
      if (data) for (const k of ['url', 'from', 'to'] as const) if (typeof data[k] === 'string') data[k] = withoutQuery(data[k]);
      return crumb;
    },
  });
  return true;
}
