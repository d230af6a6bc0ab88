// Product analytics (spec §7: after GET app/details the client sets the tracking identity with the user id, email,
// ZI user id and tenant id; §9 config keys include analytics tokens): posthog-js against the key and host GET app/env
// hands over (PostHog Cloud or self-hosted). Loaded with a dynamic import only when configured, as the build that
// never fetches further scripts (posthog-js/no-external), so the CSP needs the API host alone.
import type { AppDetails, EnvConfig } from '../domain/api';

/** The part of posthog-js used here: the seam tests replace. */
export interface AnalyticsClient {
  init(key: string, options: Record<string, unknown>): unknown;
  identify(distinctId: string, properties?: Record<string, unknown>): void;
  reset(): void;
}
export type AnalyticsLoader = () => Promise<AnalyticsClient>;

const loadPostHog: AnalyticsLoader = async () => (await import('posthog-js/no-external')).default as unknown as AnalyticsClient;

let client: Promise<AnalyticsClient | null> = Promise.resolve(null);

/** Starts the client when `config` names a key; without one nothing is loaded and identify/reset do nothing. */
export function startProductAnalytics(config: EnvConfig['productAnalytics'], load: AnalyticsLoader = loadPostHog): Promise<AnalyticsClient | null> {
  client = !config
    ? Promise.resolve(null)
    : load().then((posthog) => {
        posthog.init(config.key, {
          api_host: config.host,
          person_profiles: 'identified_only',
          capture_pageview: 'history_change',
          // Product usage, not recordings of agents' conversations with visitors.
          disable_session_recording: true,
          autocapture: false,
          persistence: 'localStorage',
        });
        return posthog;
      });
  // A client that failed to load is no client: the dashboard works on without analytics.
  client = client.catch((error: unknown) => {
    console.error('Product analytics could not start.', error);
    return null;
  });
  return client;
}

/** The tracking identity of spec §7, from GET app/details: the user id, with email, ZI user id and tenant id. */
export function trackingIdentity(details: AppDetails): { id: string; properties: Record<string, unknown> } {
  return {
    id: String(details.user.userId),
    properties: { email: details.user.email, ziUserId: details.user.ziUserId, tenantId: details.project.ziTenantId, projectId: details.project.id },
  };
}

export async function identifyUser(details: AppDetails): Promise<void> {
  const posthog = await client;
  if (!posthog) return;
  const { id, properties } = trackingIdentity(details);
  posthog.identify(id, properties);
}

/** On sign-out: the next user of this browser is someone else. */
export async function resetIdentity(): Promise<void> {
  (await client)?.reset();
}
