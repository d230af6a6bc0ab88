// Slack's OAuth v2 app install: a bot token for the workspace, refusals as HTTP 200 with ok:false.
import type { IntegrationProvider } from '../provider';
import { q, rec, str } from '../oauthUrls';
import { slackTeamChat } from './teamChat';

export const slack: IntegrationProvider = {
  kind: 'slack',
  hosts: { env: 'SLACK', auth: 'https://slack.com', api: 'https://slack.com' },
  flow: 'code',
  scopes: ['chat:write', 'channels:read', 'channels:history', 'users:read', 'im:write'],
  authorizeUrl(ctx) {
    return `${ctx.settings.authBase}/oauth/v2/authorize?${q({ client_id: ctx.settings.clientId, scope: this.scopes.join(','), redirect_uri: ctx.redirectUri, state: ctx.state })}`;
  },
  tokenUrl: (s) => `${s.tokenBase}/api/oauth.v2.access`,
  clientAuth: 'body',
  tokenBody: 'form',
  apiBase: (s) => s.apiBase,
  async account(_call, tokens) {
    const team = rec(tokens.meta.team);
    return { name: str(team.name) || 'Slack workspace' };
  },
  revoke: (s, t) => ({ url: `${s.apiBase}/api/auth.revoke`, init: { method: 'POST', headers: { authorization: `Bearer ${t.access}` } } }),
  // A conversation routed to Slack (spec §4) is claimed for the channel's thread, which the team chat mirrors.
  routingDestination: { claim: (tx, projectId, conversationId, channelId, now) => tx.slack.claim(projectId, conversationId, channelId, now) },
  // The app's signing secret (SLACK_SIGNING_SECRET) verifies its Events API callbacks; the demo sets one per install.
  endpoints: (env) => ({ signingSecret: env.SLACK_SIGNING_SECRET ?? '' }),
  teamChat: slackTeamChat,
  secretHeaders: ['x-slack-signature'],
  threadParticipants: {
    field: 'slackUsers',
    list: (repos, conversationId) => repos.slack.participants(conversationId),
    remove: (repos, conversationId, threadId) => repos.slack.removeParticipant(conversationId, threadId),
  },
  authFailure: (_status, body) => ['invalid_auth', 'token_expired', 'token_revoked', 'not_authed'].includes(str(rec(body).error)),
};
