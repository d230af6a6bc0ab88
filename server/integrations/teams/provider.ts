// MS Teams' bot install. Microsoft's advice for admin consent: sign the admin in first (OpenID Connect, PKCE), so
// the tenant comes from the ID token's tid, then send them to that tenant's admin consent (consentUrl). The
// consent's redirect names a tenant the browser could change: it must be the signed-in one.
import type { IntegrationProvider } from '../provider';
import type { ProviderSettings } from '../settings';
import { codeAuthorize, q, str } from '../oauthUrls';
import { teamsTeamChat } from './teamChat';

export interface TeamsEndpoints {
  /** OpenID metadata of the Bot Framework (incoming activities' tokens): MSTEAMS_OPENID_URL. */
  botOpenIdUrl: string;
  /** OpenID metadata of Entra ID (the Teams tab's SSO tokens): MSTEAMS_SSO_OPENID_URL. */
  ssoOpenIdUrl: string;
  /** Microsoft Graph (teams' channels, users by email): MSTEAMS_GRAPH_URL. */
  graphBase: string;
}

/** The bot's other hosts: each its own variable, all on the fake in demo mode. */
function endpoints(env: NodeJS.ProcessEnv, fake: string | null): { teams: TeamsEndpoints } {
  const trim = (u: string) => u.replace(/\/+$/, '');
  return {
    teams: {
      botOpenIdUrl: env.MSTEAMS_OPENID_URL || (fake ? `${fake}/v1/.well-known/openidconfiguration` : 'https://login.botframework.com/v1/.well-known/openidconfiguration'),
      ssoOpenIdUrl: env.MSTEAMS_SSO_OPENID_URL || (fake ? `${fake}/common/v2.0/.well-known/openid-configuration` : 'https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration'),
      graphBase: trim(env.MSTEAMS_GRAPH_URL || fake || 'https://graph.microsoft.com'),
    },
  };
}

export const msteams: IntegrationProvider = {
  kind: 'msteams',
  hosts: { env: 'MSTEAMS', auth: 'https://login.microsoftonline.com', api: 'https://smba.trafficmanager.net/teams', authEnv: 'MICROSOFT' },
  flow: 'adminConsent',
  scopes: ['https://api.botframework.com/.default'],
  pkce: true,
  redirectPath: '/app/msteams/signin',
  endpoints,
  // A conversation routed to Teams (spec §4) is claimed for the channel's thread, which the team chat mirrors.
  routingDestination: { claim: (tx, projectId, conversationId, channelId, now) => tx.msTeams.claim(projectId, conversationId, channelId, now) },
  teamChat: teamsTeamChat,
  // Teams users who answered in the conversation's thread (bridge.ts).
  threadParticipants: { field: 'teamsUsers', list: (repos, conversationId) => repos.msTeams.participants(conversationId) },
  // The tab's tenant opens the projects whose admin consented for it (Connect → MS Teams).
  tabSignIn: { projectsOfTenant: (repos, tenantId) => repos.msTeams.projectsOfTenant(tenantId) },
  consentUrl: (settings, tenant, redirectUri, state) => consentUrl(settings, tenant, redirectUri, state),
  authorizeUrl(ctx) {
    return codeAuthorize('/organizations/oauth2/v2.0/authorize', () => ({ response_mode: 'query', prompt: 'select_account' }))(ctx, ['openid', 'profile']);
  },
  tokenUrl: (s, meta) => `${s.tokenBase}/${encodeURIComponent(str(meta.tenantId) || 'common')}/oauth2/v2.0/token`,
  clientAuth: 'body',
  tokenBody: 'form',
  apiBase: (s) => s.apiBase,
  async account(_call, tokens) {
    return { name: `Tenant ${str(tokens.meta.tenantId)}` };
  },
};

/** The second step: the signed-in admin's tenant consents to the bot's permissions (v2 admin consent). */
const consentUrl = (settings: ProviderSettings, tenant: string, redirectUri: string, state: string) =>
  `${settings.authBase}/${encodeURIComponent(tenant)}/v2.0/adminconsent?${q({ client_id: settings.clientId, scope: 'https://graph.microsoft.com/.default', redirect_uri: redirectUri, state })}`;
