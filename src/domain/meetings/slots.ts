// Bookable meeting slots: the agent's meeting availability (weekday windows in their timezone) minus what their
// calendar says is busy, in fixed-length slots on the half hour, from a minimum notice up to a booking horizon.
import { isAvailableAt, type MeetingAvailability } from '../settings/meetingAvailability';

export const MEETING_MINUTES = 30;
/** Visitors book at least this far ahead: an agent needs a moment to see it. */
export const MIN_NOTICE_MINUTES = 60;
export const HORIZON_DAYS = 14;

/** A busy or booked interval, epoch seconds, end exclusive. */
export interface Interval {
  start: number;
  end: number;
}

const STEP = 30 * 60;

/**
 * Every slot start (epoch seconds) in [from + notice, from + horizon) where the whole meeting lies inside the
 * availability windows and overlaps nothing busy.
 */
export function freeSlots(
  availability: MeetingAvailability,
  busy: readonly Interval[],
  from: number,
  opts: { minutes?: number; noticeMinutes?: number; days?: number } = {},
): number[] {
  const length = (opts.minutes ?? MEETING_MINUTES) * 60;
  const first = Math.ceil((from + (opts.noticeMinutes ?? MIN_NOTICE_MINUTES) * 60) / STEP) * STEP;
  const last = from + (opts.days ?? HORIZON_DAYS) * 86400;
  const sorted = [...busy].sort((a, b) => a.start - b.start);
  const slots: number[] = [];
  for (let start = first; start + length <= last; start += STEP) {
    const end = start + length;
    if (sorted.some((b) => b.start < end && b.end > start)) continue;
    // Windows are half-hour aligned: the meeting fits when each half hour it spans starts inside one.
    let fits = true;
    for (let t = start; t < end && fits; t += STEP) fits = isAvailableAt(availability, new Date(t * 1000));
    if (fits) slots.push(start);
  }
  return slots;
}

/** Is this start one of the free slots? (The booking call re-checks what the page showed.) */
export const isFreeSlot = (slots: readonly number[], start: number) => slots.includes(start);
