// Where an agent's team-chat notices go (the profile's notification channels, src/domain/schemas/profile.ts), read
// as one addressable target, and the notice's text. Pure: the server's notifier does the sending.
import { validTeamChatTarget, type NotificationChannels } from '../schemas/profile';

export type NotifyTarget =
  | { kind: 'slackUser'; handle: string }
  | { kind: 'slackChannel'; name: string }
  | { kind: 'slackWebhook'; url: string }
  | { kind: 'teamsUser'; email: string }
  | { kind: 'teamsWebhook'; url: string };

/** The saved channel as a target; null when team chat is off or the saved value is no longer valid. */
export function notifyTargetOf(channels: NotificationChannels): NotifyTarget | null {
  const { service, target } = channels.teamChat;
  if (service === 'none' || !target || !validTeamChatTarget(service, target)) return null;
  if (service === 'slack') {
    if (target.startsWith('@')) return { kind: 'slackUser', handle: target.slice(1).toLowerCase() };
    if (target.startsWith('#')) return { kind: 'slackChannel', name: target.slice(1).toLowerCase() };
    return { kind: 'slackWebhook', url: target };
  }
  return /^https:\/\//i.test(target) ? { kind: 'teamsWebhook', url: target } : { kind: 'teamsUser', email: target };
}

export type NoticeReason = { kind: 'assigned' } | { kind: 'message'; text: string } | { kind: 'mention'; by: string; text: string };

export interface Notice {
  title: string;
  body: string;
  link: string;
}

const PREVIEW = 200;

export function noticeOf(reason: NoticeReason, visitorName: string, link: string): Notice {
  const who = visitorName.trim() || 'a site visitor';
  if (reason.kind === 'assigned') return { title: `You were assigned a conversation with ${who}`, body: 'Open it in the Parley inbox to answer.', link };
  const text = reason.text.replace(/\s+/g, ' ').trim();
  if (reason.kind === 'mention') {
    return { title: `${reason.by.trim() || 'A teammate'} mentioned you in a note on the conversation with ${who}`, body: text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text, link };
  }
  return { title: `New message from ${who}`, body: text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text, link };
}
