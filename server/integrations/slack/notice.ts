// Agents' notices in Slack (profile notification channels, notify/notifier.ts): an @handle (users.list, else
// users.lookupByEmail with the agent's email) or a #channel through the project's connected Slack
// (chat.postMessage), or an incoming webhook at hooks.slack.com.
import type { Notice } from '../../../src/domain/integrations/notifyTargets';
import { postWebhook, webhookOnBase } from '../notify/webhook';
import type { Integrations } from '../registry';
import type { ProviderSettings } from '../settings';
import type { NoticeSend, TeamChat } from '../teamChat';

interface SlackAnswer {
  ok: boolean;
  error?: string;
  user?: { id: string };
  members?: Array<{ id: string; name?: string; deleted?: boolean; is_bot?: boolean; profile?: { display_name?: string } }>;
  channels?: Array<{ id: string; name: string }>;
  response_metadata?: { next_cursor?: string };
}

export const SLACK_NOTICE_KINDS = ['slackUser', 'slackChannel', 'slackWebhook'] as const;

/** Slack's incoming webhooks live on this host only; anything else is refused rather than posted to. */
export function slackWebhookUrl(url: string, settings: ProviderSettings, realApi: string): string {
  if (new URL(url).hostname !== 'hooks.slack.com') throw new Error('not a Slack webhook host');
  return webhookOnBase(url, settings.apiBase, realApi);
}

const slackText = (n: Notice) => `*${n.title}*\n${n.body}\n<${n.link}|Open in Parley>`;

export function slackNotices(integrations: Integrations, settings: ProviderSettings, realApi: string, fetchImpl: typeof fetch): TeamChat['sendNotice'] {
  const api = (projectId: number, path: string, init?: RequestInit) => integrations.json<SlackAnswer>(projectId, 'slack', path, init);

  async function post(projectId: number, channel: string, text: string): Promise<void> {
    const answer = await api(projectId, '/api/chat.postMessage', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ channel, text, unfurl_links: false }),
    });
    if (!answer.ok) throw new Error(`Slack refused the notice: ${answer.error ?? 'unknown error'}`);
  }

  /** @handle among the workspace's members (name or display name); else the agent's own Slack account by email. */
  async function user(projectId: number, handle: string, email: string): Promise<string | null> {
    let cursor = '';
    for (let page = 0; page < 10; page++) {
      const list = await api(projectId, `/api/users.list?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      if (!list.ok) throw new Error(`Slack users.list: ${list.error ?? 'unknown error'}`);
      const hit = list.members?.find((m) => !m.deleted && !m.is_bot && (m.name?.toLowerCase() === handle || m.profile?.display_name?.toLowerCase() === handle));
      if (hit) return hit.id;
      cursor = list.response_metadata?.next_cursor ?? '';
      if (!cursor) break;
    }
    const byEmail = await api(projectId, `/api/users.lookupByEmail?email=${encodeURIComponent(email)}`);
    return byEmail.ok && byEmail.user ? byEmail.user.id : null;
  }

  async function channel(projectId: number, name: string): Promise<string | null> {
    const list = await api(projectId, '/api/conversations.list?exclude_archived=true&limit=1000&types=public_channel,private_channel');
    if (!list.ok) throw new Error(`Slack conversations.list: ${list.error ?? 'unknown error'}`);
    return list.channels?.find((c) => c.name.toLowerCase() === name)?.id ?? null;
  }

  return async ({ projectId, email, target, notice }: NoticeSend) => {
    switch (target.kind) {
      case 'slackUser': {
        const id = await user(projectId, target.handle, email);
        if (!id) throw new Error(`Slack user @${target.handle} not found`);
        return post(projectId, id, slackText(notice));
      }
      case 'slackChannel': {
        const id = await channel(projectId, target.name);
        if (!id) throw new Error(`Slack channel #${target.name} not found`);
        return post(projectId, id, slackText(notice));
      }
      case 'slackWebhook':
        return postWebhook(fetchImpl, slackWebhookUrl(target.url, settings, realApi), { text: slackText(notice) }, (body) => body.trim() === 'ok');
      default:
        throw new Error(`not a Slack target: ${target.kind}`);
    }
  };
}
