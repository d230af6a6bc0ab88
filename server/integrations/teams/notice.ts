// Agents' notices in Microsoft Teams (profile notification channels, notify/notifier.ts): a Teams user by email
// through the bot (Graph user, 1:1 chat) in the tenant the project consented for, or a connector (webhook.office.com)
// or Workflows (Power Automate) webhook, which take a MessageCard / an Adaptive card.
import type { Notice } from '../../../src/domain/integrations/notifyTargets';
import { postWebhook, webhookOnBase } from '../notify/webhook';
import type { ProviderSettings } from '../settings';
import type { NoticeSend, TeamChat } from '../teamChat';
import type { TeamsBot } from './bot';
import type { TeamsBridge } from './bridge';

export const TEAMS_NOTICE_KINDS = ['teamsUser', 'teamsWebhook'] as const;

/** Connector and Workflows webhooks live on these hosts only; anything else is refused rather than posted to. */
export function teamsWebhookUrl(url: string, settings: ProviderSettings, realApi: string): string {
  if (!/(^|\.)(webhook\.office\.com|logic\.azure\.com|powerplatform\.com)$/i.test(new URL(url).hostname)) throw new Error('not a Teams webhook host');
  return webhookOnBase(url, settings.apiBase, realApi);
}

export function teamsNotices(bot: TeamsBot, bridge: TeamsBridge, settings: ProviderSettings, realApi: string, fetchImpl: typeof fetch): TeamChat['sendNotice'] {
  return async ({ projectId, target, notice: n }: NoticeSend) => {
    switch (target.kind) {
      case 'teamsUser': {
        const tenant = await bridge.tenantOf(projectId);
        if (!tenant) throw new Error('Microsoft Teams is not connected');
        return bot.directMessage(tenant, target.email, `**${n.title}**\n\n${n.body}\n\n[Open in Parley](${n.link})`);
      }
      case 'teamsWebhook':
        return postWebhook(fetchImpl, teamsWebhookUrl(target.url, settings, realApi), teamsCard(target.url, n), () => true);
      default:
        throw new Error(`not a Teams target: ${target.kind}`);
    }
  };
}

/** Connectors take a MessageCard; Workflows (Power Automate) webhooks an Adaptive card in a message. */
function teamsCard(url: string, n: Notice): unknown {
  if (/\.webhook\.office\.com(:443)?\//i.test(url)) {
    return {
      '@type': 'MessageCard',
      '@context': 'https://schema.org/extensions',
      summary: n.title,
      themeColor: '5059C9',
      title: n.title,
      text: n.body,
      potentialAction: [{ '@type': 'OpenUri', name: 'Open in Parley', targets: [{ os: 'default', uri: n.link }] }],
    };
  }
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: n.title, weight: 'Bolder', wrap: true },
            { type: 'TextBlock', text: n.body, wrap: true },
          ],
          actions: [{ type: 'Action.OpenUrl', title: 'Open in Parley', url: n.link }],
        },
      },
    ],
  };
}
