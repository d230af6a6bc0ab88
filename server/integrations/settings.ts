// Per-kind OAuth app credentials and provider addresses, read once at boot. Every kind defaults to the real
// provider's hosts; `<P>_API_URL` replaces all of a provider's hosts with one base (a proxy, or the bundled fake in
// demo mode) and `<P>_AUTH_URL` the host that authorizes and issues tokens, so pointing Parley at the real provider
// is a configuration change only.
import type { IntegrationKind } from '../../src/domain/integrations/kinds';

export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  /** Host of the authorize page. */
  authBase: string;
  /** Host of the token (and revoke) endpoint. */
  tokenBase: string;
  /** Host of the provider's API (some providers return a per-account one at connect time, which wins). */
  apiBase: string;
  /** MS Teams only: where the Bot Framework's and Entra ID's signing keys are published, and Microsoft Graph. */
  teams?: TeamsEndpoints;
}

export interface TeamsEndpoints {
  /** OpenID metadata of the Bot Framework (incoming activities' tokens): MSTEAMS_OPENID_URL. */
  botOpenIdUrl: string;
  /** OpenID metadata of Entra ID (the Teams tab's SSO tokens): MSTEAMS_SSO_OPENID_URL. */
  ssoOpenIdUrl: string;
  /** Microsoft Graph (teams' channels, users by email): MSTEAMS_GRAPH_URL. */
  graphBase: string;
}

export type IntegrationSettings = Record<IntegrationKind, ProviderSettings>;

interface Defaults {
  env: string;
  auth: string;
  token?: string;
  api: string;
  /** Kinds that authorize on another provider's identity service (Microsoft's, Salesforce's). */
  authEnv?: string;
}

const DEFAULTS: Record<IntegrationKind, Defaults> = {
  salesforce: { env: 'SALESFORCE', auth: 'https://login.salesforce.com', api: 'https://login.salesforce.com' },
  pardot: { env: 'PARDOT', auth: 'https://login.salesforce.com', api: 'https://pi.pardot.com' },
  hubspot: { env: 'HUBSPOT', auth: 'https://app.hubspot.com', token: 'https://api.hubapi.com', api: 'https://api.hubapi.com' },
  zoho: { env: 'ZOHO', auth: 'https://accounts.zoho.com', api: 'https://www.zohoapis.com' },
  msdynamics: { env: 'MSDYNAMICS', auth: 'https://login.microsoftonline.com', api: 'https://{org}.api.crm.dynamics.com', authEnv: 'MICROSOFT' },
  marketo: { env: 'MARKETO', auth: 'https://{instance}.mktorest.com', api: 'https://{instance}.mktorest.com' },
  eloqua: { env: 'ELOQUA', auth: 'https://login.eloqua.com', api: 'https://login.eloqua.com' },
  ringlead: { env: 'RINGLEAD', auth: 'https://api.ringlead.com', api: 'https://api.ringlead.com' },
  zendesk: { env: 'ZENDESK', auth: 'https://{domain}.zendesk.com', api: 'https://{domain}.zendesk.com' },
  googleCalendar: { env: 'GOOGLE', auth: 'https://accounts.google.com', token: 'https://oauth2.googleapis.com', api: 'https://www.googleapis.com' },
  office365Calendar: { env: 'MICROSOFT', auth: 'https://login.microsoftonline.com', api: 'https://graph.microsoft.com' },
  slack: { env: 'SLACK', auth: 'https://slack.com', api: 'https://slack.com' },
  msteams: { env: 'MSTEAMS', auth: 'https://login.microsoftonline.com', api: 'https://smba.trafficmanager.net/teams', authEnv: 'MICROSOFT' },
};

/** The env prefix of a kind (HUBSPOT_CLIENT_ID, HUBSPOT_API_URL...). */
export const envPrefix = (kind: IntegrationKind) => DEFAULTS[kind].env;

const trim = (u: string) => u.replace(/\/+$/, '');

/**
 * `mockBase`: the bundled fakes' address (demo mode, tests); every provider not configured otherwise is pointed at
 * `<mockBase>/<provider>` with the fakes' registered demo app credentials.
 */
export function integrationSettings(env: NodeJS.ProcessEnv, mockBase: string | null = null): IntegrationSettings {
  const out = {} as IntegrationSettings;
  for (const [kind, d] of Object.entries(DEFAULTS) as Array<[IntegrationKind, Defaults]>) {
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
    };
  }
  // The bot's other Microsoft hosts: each its own variable, all on the Teams fake in demo mode.
  const teamsFake = mockBase ? `${trim(mockBase)}/msteams` : null;
  out.msteams.teams = {
    botOpenIdUrl: env.MSTEAMS_OPENID_URL || (teamsFake ? `${teamsFake}/v1/.well-known/openidconfiguration` : 'https://login.botframework.com/v1/.well-known/openidconfiguration'),
    ssoOpenIdUrl:
      env.MSTEAMS_SSO_OPENID_URL || (teamsFake ? `${teamsFake}/common/v2.0/.well-known/openid-configuration` : 'https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration'),
    graphBase: trim(env.MSTEAMS_GRAPH_URL || teamsFake || 'https://graph.microsoft.com'),
  };
  return out;
}
