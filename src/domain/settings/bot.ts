// The bot's settings document (spec §2 /bot/settings, issue 6): its identity as visitors see it (name, image) and
// its default behaviour. Stored as the project settings key 'bot' (GET/PUT app/settings/bot); the page and the
// server validate with this one schema.
import * as yup from 'yup';
import { ADMIN_MSG } from '../adminMessages';
import { NAME } from '../constants';
import { MSG } from '../messages';
import { isHttpUrl } from '../validators';

export const BOT_DEFAULT_NAME = 'Parley Bot';

/** An uploaded image is kept inline (a data: URL, as profile photos are), so it stays small. */
export const BOT_IMAGE_MAX_BYTES = 256 * 1024;
export const BOT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const URL_MAX = 2000;
/** base64 grows 4/3; the prefix names the type. */
const DATA_URL_MAX = Math.ceil((BOT_IMAGE_MAX_BYTES * 4) / 3) + 64;
const DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** Decoded size of a data: URL's base64 payload. */
function base64Bytes(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** '' (the default avatar), an http(s) address, or an uploaded image of an accepted type. No SVG: it can script. */
export function isBotImage(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('data:')) return value.length <= DATA_URL_MAX && DATA_URL.test(value) && base64Bytes(value) <= BOT_IMAGE_MAX_BYTES;
  return value.length <= URL_MAX && isHttpUrl(value);
}

/** What the bot does when a visitor types while it waits for a button to be chosen. */
export const UNEXPECTED_REPLY_ACTIONS = ['repeat', 'handoff'] as const;
export type UnexpectedReplyAction = (typeof UNEXPECTED_REPLY_ACTIONS)[number];

export const BOT_DELAY_MAX_SECONDS = 10;
/** Ours: the spec shows no wording for the delay's range. */
export const BOT_MSG = {
  delayRange: `Enter a number of seconds from 0 to ${BOT_DELAY_MAX_SECONDS}`,
  settingsUpdated: 'Updated the bot settings successfully',
} as const;

export const botSettingsSchema = yup.object({
  name: yup.string().trim().required(ADMIN_MSG.botNameRequired).max(NAME.max, MSG.nameMax),
  image: yup.string().trim().default('').test('bot-image', ADMIN_MSG.imageUrlInvalid, (v) => isBotImage(v ?? '')),
  /** The flow a visitor gets when no flow's audience matches them; null: the bot stays quiet. */
  defaultFlowId: yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .integer()
    .positive()
    .nullable()
    .default(null),
  unexpectedReply: yup.mixed<UnexpectedReplyAction>().oneOf(UNEXPECTED_REPLY_ACTIONS).default('repeat'),
  /** Pause (with the typing indicator) before each bot message. */
  replyDelaySeconds: yup
    .number()
    .typeError(BOT_MSG.delayRange)
    .integer(BOT_MSG.delayRange)
    .min(0, BOT_MSG.delayRange)
    .max(BOT_DELAY_MAX_SECONDS, BOT_MSG.delayRange)
    .required(BOT_MSG.delayRange)
    .default(1),
});
export type BotSettings = yup.InferType<typeof botSettingsSchema>;

export const BOT_DEFAULTS: BotSettings = {
  name: BOT_DEFAULT_NAME,
  image: '',
  defaultFlowId: null,
  unexpectedReply: 'repeat',
  replyDelaySeconds: 1,
};
