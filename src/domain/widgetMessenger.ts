// The messenger's header and home screen (GET app/visitor/widget `messenger`): who of the team is available now,
// how fast the team typically answers (the median first response of recent conversations), the office-hours
// notice when closed, and whether "Powered by Parley" shows. Wording and thresholds live here, nowhere else.
import type { WidgetLook } from './widgetAppearance';

/** Recent = the first responses of the last 30 days. */
export const REPLY_TIME_WINDOW_SECONDS = 30 * 86400;
/** Fewer answered conversations than this say nothing about the team: no promise is shown. */
export const REPLY_TIME_MIN_SAMPLES = 5;
/** At most this many faces in the header. */
export const TEAM_AVATARS_MAX = 3;

export const REPLY_TIME_TEXT = {
  minutes: 'Typically replies in a few minutes',
  underHour: 'Typically replies in under an hour',
  hours: 'Typically replies in a few hours',
  day: 'Typically replies in a day',
} as const;
export type ReplyTimeBucket = keyof typeof REPLY_TIME_TEXT;

export const OFFICE_NOTICE = {
  closed: "We're away right now. Leave a message and we'll reply when we're back.",
  holiday: (name: string) => `We're away for ${name}. Leave a message and we'll reply when we're back.`,
} as const;

/** Upper bounds (seconds, inclusive) of each wording, in order; past the last it is "in a day". */
const BUCKETS: ReadonlyArray<[ReplyTimeBucket, number]> = [
  ['minutes', 10 * 60],
  ['underHour', 60 * 60],
  ['hours', 6 * 3600],
];

export function replyTimeBucket(medianSeconds: number | null, samples: number): ReplyTimeBucket | null {
  if (medianSeconds === null || !Number.isFinite(medianSeconds) || samples < REPLY_TIME_MIN_SAMPLES) return null;
  return BUCKETS.find(([, max]) => medianSeconds <= max)?.[0] ?? 'day';
}

export const replyTimeText = (medianSeconds: number | null, samples: number): string | null => {
  const bucket = replyTimeBucket(medianSeconds, samples);
  return bucket ? REPLY_TIME_TEXT[bucket] : null;
};

export type OfficeState = { open: true } | { open: false; holiday: string | null };

/** The line under the team: the office notice while closed, else the expected reply time (if known). */
export function availabilityLine(office: OfficeState, medianSeconds: number | null, samples: number): { text: string | null; away: boolean } {
  if (!office.open) return { text: office.holiday ? OFFICE_NOTICE.holiday(office.holiday) : OFFICE_NOTICE.closed, away: true };
  return { text: replyTimeText(medianSeconds, samples), away: false };
}

/** First name only: a visitor needs a face and a name, not a colleague's full name. */
export const teamName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export interface MessengerTeamMember {
  name: string;
  img: string | null;
}

export interface MessengerConfig {
  /** Available agents now (at most TEAM_AVATARS_MAX). */
  team: MessengerTeamMember[];
  /** The reply-time promise or the office notice; null when nothing honest can be said. */
  line: string | null;
  away: boolean;
  /** "Powered by Parley" under the messenger (plans.ts decides). */
  poweredBy: boolean;
  look: WidgetLook;
}
