// Microsoft Teams' team-chat part, started once by app.ts through the provider list (../teamChat.ts): the bot
// client, the destination bridge (mirroring after each commit), the token verifier shared by the messaging endpoint
// and the Teams tab's sign-in, its routes, and agents' notices.
import type { TeamChatCapability } from '../teamChat';
import { TeamsBot } from './bot';
import { TeamsBridge } from './bridge';
import { bearerOf } from './jwt';
import { TEAMS_NOTICE_KINDS, teamsNotices } from './notice';
import { msTeamsRoutes } from './routes';
import { TeamsTokens } from './tokens';

export const teamsTeamChat: TeamChatCapability = {
  start(d) {
    const bot = new TeamsBot(d.settings, d.log);
    const bridge = new TeamsBridge(d.repos, d.publisher, bot, d.publicUrl, d.log, d.leases);
    const tokens = new TeamsTokens(d.settings);
    const stop = d.publisher.onCommitted(bridge.onCommitted);
    return {
      kind: 'msteams',
      routes: (app) => msTeamsRoutes(app, { bridge, bot, tokens }),
      noticeKinds: TEAMS_NOTICE_KINDS,
      sendNotice: teamsNotices(bot, bridge, d.settings, d.realApi, d.fetch),
      tabSso: (authorization) => tokens.sso(bearerOf(authorization)),
      sync: (projectId, conversationId) => bridge.sync(projectId, conversationId),
      stop,
    };
  },
};
