// Slack's team-chat part, started once by app.ts through the provider list (../teamChat.ts): the destination
// bridge (threads mirrored after each commit), its Events API and channels routes, and agents' notices.
import type { TeamChatCapability } from '../teamChat';
import { SlackBridge } from './bridge';
import { SLACK_NOTICE_KINDS, slackNotices } from './notice';
import { slackRoutes } from './routes';

export const slackTeamChat: TeamChatCapability = {
  start(d) {
    const bridge = new SlackBridge(d.repos, d.publisher, d.integrations, d.publicUrl, d.log, d.leases);
    const stop = d.publisher.onCommitted(bridge.onCommitted);
    return {
      kind: 'slack',
      routes: (app) => slackRoutes(app, { bridge, signingSecret: d.settings.signingSecret ?? '' }),
      noticeKinds: SLACK_NOTICE_KINDS,
      sendNotice: slackNotices(d.integrations, d.settings, d.realApi, d.fetch),
      sync: (projectId, conversationId) => bridge.sync(projectId, conversationId),
      stop,
    };
  },
};
