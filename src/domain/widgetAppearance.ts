// The widget's look (PUT app/settings/widgetAppearance, /settings/widget): colours, launcher icon and label,
// position and offsets, light/dark/auto, the home screen's greeting and avatar. One schema for the settings form,
// the server's validation and the widget's defaults; the conversation switches share the document.
import * as yup from 'yup';

export const LAUNCHER_ICONS = ['chat', 'question', 'wave'] as const;
export type LauncherIcon = (typeof LAUNCHER_ICONS)[number];
export const WIDGET_THEMES = ['light', 'dark', 'auto'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

export const APPEARANCE_LIMITS = { title: 50, launcherLabel: 30, greeting: 200, offsetMax: 200, avatarUrl: 500 } as const;

export const APPEARANCE_MSG = {
  colour: 'Please enter a colour like #3f51b5',
  titleRequired: 'Title is required',
  titleMax: `Title must be at most ${APPEARANCE_LIMITS.title} characters`,
  launcherLabelMax: `Launcher label must be at most ${APPEARANCE_LIMITS.launcherLabel} characters`,
  greetingMax: `Greeting must be at most ${APPEARANCE_LIMITS.greeting} characters`,
  offset: `Offset must be a whole number of pixels from 0 to ${APPEARANCE_LIMITS.offsetMax}`,
  avatarUrl: 'Please provide a valid url',
} as const;

const hexColour = /^#[0-9a-fA-F]{6}$/;
const httpUrl = /^https?:\/\/\S+$/i;
const offset = (fallback: number) =>
  yup.number().typeError(APPEARANCE_MSG.offset).integer(APPEARANCE_MSG.offset).min(0, APPEARANCE_MSG.offset).max(APPEARANCE_LIMITS.offsetMax, APPEARANCE_MSG.offset).default(fallback);

export const WIDGET_APPEARANCE_DEFAULTS = {
  colour: '#3f51b5',
  textColour: '#ffffff',
  position: 'right' as 'right' | 'left',
  offsetX: 20,
  offsetY: 20,
  title: 'Chat with us',
  launcherIcon: 'chat' as LauncherIcon,
  launcherLabel: '',
  theme: 'light' as WidgetTheme,
  greeting: 'Hi there! How can we help?',
  avatarUrl: '',
  offlineConversation: true,
  holidayConversation: false,
};

export const widgetAppearanceSchema = yup.object({
  colour: yup.string().matches(hexColour, APPEARANCE_MSG.colour).default(WIDGET_APPEARANCE_DEFAULTS.colour),
  textColour: yup.string().matches(hexColour, APPEARANCE_MSG.colour).default(WIDGET_APPEARANCE_DEFAULTS.textColour),
  position: yup.mixed<'right' | 'left'>().oneOf(['right', 'left']).default('right'),
  offsetX: offset(WIDGET_APPEARANCE_DEFAULTS.offsetX),
  offsetY: offset(WIDGET_APPEARANCE_DEFAULTS.offsetY),
  title: yup.string().trim().required(APPEARANCE_MSG.titleRequired).min(1, APPEARANCE_MSG.titleRequired).max(APPEARANCE_LIMITS.title, APPEARANCE_MSG.titleMax),
  launcherIcon: yup.mixed<LauncherIcon>().oneOf(LAUNCHER_ICONS).default(WIDGET_APPEARANCE_DEFAULTS.launcherIcon),
  launcherLabel: yup.string().trim().max(APPEARANCE_LIMITS.launcherLabel, APPEARANCE_MSG.launcherLabelMax).default(''),
  theme: yup.mixed<WidgetTheme>().oneOf(WIDGET_THEMES).default(WIDGET_APPEARANCE_DEFAULTS.theme),
  greeting: yup.string().trim().max(APPEARANCE_LIMITS.greeting, APPEARANCE_MSG.greetingMax).default(WIDGET_APPEARANCE_DEFAULTS.greeting),
  avatarUrl: yup
    .string()
    .trim()
    .max(APPEARANCE_LIMITS.avatarUrl, APPEARANCE_MSG.avatarUrl)
    .matches(httpUrl, { message: APPEARANCE_MSG.avatarUrl, excludeEmptyString: true })
    .default(''),
  offlineConversation: yup.boolean().default(true),
  holidayConversation: yup.boolean().default(false),
});

export type WidgetAppearance = yup.InferType<typeof widgetAppearanceSchema>;

/** What the widget draws with (the conversation switches are the server's business). */
export type WidgetLook = Omit<WidgetAppearance, 'offlineConversation' | 'holidayConversation'>;

/** A stored document (maybe from before a field existed) with every field filled in. */
export function lookOf(stored: Partial<WidgetAppearance> | undefined | null): WidgetLook {
  const { offlineConversation: _o, holidayConversation: _h, ...look } = { ...WIDGET_APPEARANCE_DEFAULTS, ...(stored ?? {}) };
  return look;
}
