// The agent's own profile (spec §3 "Profile"): name, timezone, meeting link; the image is uploaded separately.
import * as yup from 'yup';
import { NAME } from '../constants';
import { MSG } from '../messages';

export const PROFILE_IMAGE_MAX_BYTES = 256 * 1024;
export const CALENDAR_LINK_MSG = { invalid: 'Please enter a valid calendar link', required: 'Calendar link is required' } as const;

const httpUrl = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export const profileSchema = yup.object({
  name: yup.string().trim().required(MSG.nameMin).min(NAME.min, MSG.nameMin).max(NAME.max, MSG.nameMax),
  timezone: yup.string().trim().required(MSG.fieldEmpty).max(64),
  meetingLink: yup
    .string()
    .trim()
    .max(500, CALENDAR_LINK_MSG.invalid)
    .matches(httpUrl, { message: CALENDAR_LINK_MSG.invalid, excludeEmptyString: true })
    .nullable()
    .default(null),
});
export type ProfileInput = yup.InferType<typeof profileSchema>;

// ---- Notification channels (spec §3 Profile: "channels for team chat and push"; paths and wording are ours) ----

export const TEAM_CHAT_SERVICES = ['none', 'slack', 'msteams'] as const;
export type TeamChatService = (typeof TEAM_CHAT_SERVICES)[number];

export interface NotificationChannels {
  /** Where team-chat notifications go: a Slack handle (@person, #channel) or a Teams user's email, or a webhook. */
  teamChat: { service: TeamChatService; target: string | null };
  /** Browser alerts in the inbox: the desktop notification and the sound. */
  push: { desktop: boolean; sound: boolean };
}

/** The user-settings key the channels are kept under. */
export const NOTIFICATION_CHANNELS_KEY = 'notificationChannels';

export const DEFAULT_NOTIFICATION_CHANNELS: NotificationChannels = {
  teamChat: { service: 'none', target: null },
  push: { desktop: true, sound: true },
};

export const CHANNELS_MSG = {
  saved: 'Updated the notification channels successfully!',
  targetRequired: 'Please enter a handle or a webhook URL',
  slackTarget: 'Please enter a Slack @handle, #channel or a https://hooks.slack.com/ webhook URL',
  teamsTarget: "Please enter the teammate's Microsoft Teams email or a Teams webhook URL",
} as const;

const SLACK_HANDLE = /^[@#][a-z0-9][a-z0-9._-]{0,79}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Webhooks only at the services' own hosts: a saved address is one the server may call one day. */
const SLACK_WEBHOOK = /^https:\/\/hooks\.slack\.com\/[^\s]+$/i;
const TEAMS_WEBHOOK = /^https:\/\/([a-z0-9-]+\.)+(webhook\.office\.com|logic\.azure\.com|powerplatform\.com)(:443)?\/[^\s]+$/i;

/** Whether `target` addresses someone on `service` (a handle or that service's webhook). */
export function validTeamChatTarget(service: TeamChatService, target: string): boolean {
  if (service === 'slack') return SLACK_HANDLE.test(target) || SLACK_WEBHOOK.test(target);
  if (service === 'msteams') return EMAIL.test(target) || TEAMS_WEBHOOK.test(target);
  return true;
}

const serviceField = yup.string().oneOf(TEAM_CHAT_SERVICES).required(MSG.fieldEmpty);
/** Required, and valid for the service, unless team chat is off (then nothing is kept). */
const targetField = yup
  .string()
  .trim()
  .max(500, CHANNELS_MSG.targetRequired)
  .nullable()
  .default(null)
  .when('service', ([service], s) =>
    service === 'none'
      ? s.transform(() => null)
      : s
          .required(CHANNELS_MSG.targetRequired)
          .test('target', service === 'slack' ? CHANNELS_MSG.slackTarget : CHANNELS_MSG.teamsTarget, (v) =>
            !v || validTeamChatTarget(service as TeamChatService, v),
          ),
  );

export const notificationChannelsSchema = yup.object({
  teamChat: yup.object({ service: serviceField, target: targetField }).required(),
  push: yup.object({ desktop: yup.boolean().required(), sound: yup.boolean().required() }).required(),
});

/** The profile page's form: the same rules, one level deep. */
export const channelsFormSchema = yup.object({
  service: serviceField,
  target: targetField,
  desktop: yup.boolean().required(),
  sound: yup.boolean().required(),
});
export type ChannelsForm = yup.InferType<typeof channelsFormSchema>;

export const channelsToForm = (c: NotificationChannels): ChannelsForm => ({
  service: c.teamChat.service,
  target: c.teamChat.target,
  desktop: c.push.desktop,
  sound: c.push.sound,
});

export const channelsFromForm = (f: ChannelsForm): NotificationChannels => ({
  teamChat: { service: f.service, target: f.service === 'none' ? null : (f.target ?? null) },
  push: { desktop: f.desktop, sound: f.sound },
});

/** What was saved (or nothing yet) as a complete value: defaults fill what is missing or malformed. */
export function normaliseChannels(saved: unknown): NotificationChannels {
  const d = DEFAULT_NOTIFICATION_CHANNELS;
  const s = (saved && typeof saved === 'object' ? saved : {}) as Partial<Record<keyof NotificationChannels, Record<string, unknown>>>;
  const service = (TEAM_CHAT_SERVICES as readonly unknown[]).includes(s.teamChat?.service) ? (s.teamChat!.service as TeamChatService) : 'none';
  const target = service !== 'none' && typeof s.teamChat?.target === 'string' ? s.teamChat.target : null;
  const flag = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
  return {
    teamChat: { service, target },
    push: { desktop: flag(s.push?.desktop, d.push.desktop), sound: flag(s.push?.sound, d.push.sound) },
  };
}
