// Per-kind OAuth app credentials and provider addresses, read once at boot. Every kind defaults to the real
// provider's hosts (its folder's `hosts`); `<P>_API_URL` replaces all of a provider's hosts with one base (a proxy,
// or the bundled fake in demo mode) and `<P>_AUTH_URL` the host that authorizes and issues tokens, so pointing
// Parley at the real provider is a configuration change only.
import type { IntegrationKind } from '../../src/domain/integrations/kinds';
import { PROVIDER_LIST, providerOf } from './providers/index';
import type { TeamsEndpoints } from './teams/provider';

export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  /** Host of the authorize page. */
  authBase: string;
  /** Host of the token (and revoke) endpoint. */
  tokenBase: string;
  /** Host of the provider's API (some providers return a per-account one at connect time, which wins). */
  apiBase: string;
  /** Verifies the provider's signed callbacks (a team chat's events), read by its folder's `endpoints`. */
  signingSecret?: string;
  /** The team-chat bot only: where its signing keys are published, and its directory API (its folder's `endpoints`). */
  teams?: TeamsEndpoints;
}

export type IntegrationSettings = Record<IntegrationKind, ProviderSettings>;

/** The env prefix of a kind (<P>_CLIENT_ID, <P>_API_URL...). */
export const envPrefix = (kind: IntegrationKind) => providerOf(kind).hosts.env;

const trim = (u: string) => u.replace(/\/+$/, '');

/**
 * `mockBase`: the bundled fakes' address (demo mode, tests); every provider not configured otherwise is pointed at
 * `<mockBase>/<provider>` with the fakes' registered demo app credentials.
 */
export function integrationSettings(env: NodeJS.ProcessEnv, mockBase: string | null = null): IntegrationSettings {
  const out = {} as IntegrationSettings;
  for (const { kind, hosts: d, endpoints } of PROVIDER_LIST) {
    const p = d.env;
    const authP = d.authEnv ?? p;
    const fake = mockBase ? `${trim(mockBase)}/${p.toLowerCase()}` : null;
    const fakeAuth = mockBase ? `${trim(mockBase)}/${authP.toLowerCase()}` : null;
    const api = env[`${p}_API_URL`] || fake || d.api;
    const auth = env[`${authP}_AUTH_URL`] || env[`${authP}_API_URL`] || fakeAuth || d.auth;
    const token = env[`${authP}_AUTH_URL`] || env[`${authP}_API_URL`] || fakeAuth || d.token || d.auth;
    out[kind] = {
      clientId: env[`${p}_CLIENT_ID`] || (mockBase ? `parley-demo-${p.toLowerCase()}` : ''),
      clientSecret: env[`${p}_CLIENT_SECRET`] || (mockBase ? `parley-demo-secret-${p.toLowerCase()}` : ''),
      authBase: trim(auth),
      tokenBase: trim(token),
      apiBase: trim(api),
      ...endpoints?.(env, fake),
    };
  }
  return out;
}
