// Meeting availability (/settings/meeting; spec §8 'Saved meeting availability successfully'): when visitors may book
// a meeting with this agent, as windows per weekday (half-hour slots, several a day, like office hours) in the
// agent's timezone. Per user: GET/PUT app/user/meeting/availability.
import * as yup from 'yup';
import { ADMIN_MSG } from '../adminMessages';
import { isOpen, windowsSchema, WEEKDAYS, type TimeWindow, type Weekday } from './officeHours';

export interface MeetingAvailability {
  timezone: string;
  days: Record<Weekday, TimeWindow[]>;
}

export const MEETING_AVAILABILITY_MSG = {
  saved: ADMIN_MSG.meetingAvailabilitySaved,
  // ours: the spec shows no wording
  timezone: 'Please select a valid timezone',
} as const;

/** Monday to Friday, 9:00 AM to 5:00 PM, in the given timezone: what a user has before saving their own. */
export function defaultMeetingAvailability(timezone: string): MeetingAvailability {
  const nineToFive = [{ from: 9 * 3600, to: 17 * 3600 }];
  const days = Object.fromEntries(WEEKDAYS.map((d) => [d, d === 'saturday' || d === 'sunday' ? [] : nineToFive])) as Record<Weekday, TimeWindow[]>;
  return { timezone, days };
}

export const meetingAvailabilitySchema = yup.object({
  timezone: yup.string().trim().required(MEETING_AVAILABILITY_MSG.timezone).max(64, MEETING_AVAILABILITY_MSG.timezone),
  days: yup.object(Object.fromEntries(WEEKDAYS.map((d) => [d, windowsSchema]))).default({}),
});

/** Every weekday present (a missing day = no windows), so readers never meet undefined. */
export function normaliseAvailability(a: { timezone: string; days?: Partial<Record<Weekday, TimeWindow[]>> }): MeetingAvailability {
  const days = Object.fromEntries(WEEKDAYS.map((d) => [d, a.days?.[d] ?? []])) as Record<Weekday, TimeWindow[]>;
  return { timezone: a.timezone, days };
}

/** Can a meeting start at this instant? (The office-hours rule with per-day windows and no holidays.) */
export function isAvailableAt(a: MeetingAvailability, at: Date): boolean {
  const hasAny = WEEKDAYS.some((d) => a.days[d].length > 0);
  return hasAny && isOpen({ enabled: true, timezone: a.timezone, mode: 'custom', windows: [], days: a.days }, [], at);
}

/** The user-settings key the availability is kept under. */
export const MEETING_AVAILABILITY_KEY = 'meetingAvailability';

/** What applies to a user: their saved availability, else weekdays 9–17 in their profile timezone (or UTC). */
export function effectiveAvailability(saved: MeetingAvailability | undefined, profileTimezone: string | null, isTimezone: (tz: string) => boolean): MeetingAvailability {
  if (saved) return normaliseAvailability(saved);
  return defaultMeetingAvailability(profileTimezone && isTimezone(profileTimezone) ? profileTimezone : 'UTC');
}
