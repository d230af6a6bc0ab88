// Wording of the profile page's notification channels (the spec names the feature, not its text).
import type { TeamChatService } from '../../../domain/schemas/profile';

export const CHANNELS_UI = {
  section: 'Notification channels',
  intro: 'Choose where Parley tells you about new conversations and messages.',
  teamChat: 'Team chat',
  service: 'Team chat service',
  services: { none: 'None', slack: 'Slack', msteams: 'Microsoft Teams' } satisfies Record<TeamChatService, string>,
  target: { slack: 'Slack handle or webhook URL', msteams: 'Teams email or webhook URL' },
  targetHint: {
    slack: '@you, #channel or https://hooks.slack.com/…',
    msteams: 'you@company.com or https://…webhook.office.com/…',
  },
  push: 'Browser alerts in the inbox',
  desktop: 'Desktop notifications',
  sound: 'Sound',
  save: 'Save channels',
} as const;
