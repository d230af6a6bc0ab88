// A webhook at a provider's own host, sent where the settings point that provider: `<P>_API_URL` replaces all of a
// provider's hosts with one base (a proxy, or the bundled fake in demo mode and tests), webhooks included.
import type { IntegrationSettings } from '../settings';

const REAL_API = { slack: 'https://slack.com', msteams: 'https://smba.trafficmanager.net/teams' } as const;

export function toProviderUrl(url: string, settings: IntegrationSettings): string {
  const u = new URL(url);
  const kind = u.hostname === 'hooks.slack.com' ? 'slack' : /(^|\.)(webhook\.office\.com|logic\.azure\.com|powerplatform\.com)$/i.test(u.hostname) ? 'msteams' : null;
  if (!kind) throw new Error('not a team-chat webhook host');
  const base = settings[kind].apiBase;
  return base === REAL_API[kind] ? url : `${base}${u.pathname}${u.search}`;
}
