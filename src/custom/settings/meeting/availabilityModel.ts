// Editing meeting availability: one list of half-hour windows per weekday (the office-hours editor's rules for a new
// shift), and the shared schema's messages by weekday.
import type { ValidationError } from 'yup';
import { meetingAvailabilitySchema, type MeetingAvailability } from '../../../domain/settings/meetingAvailability';
import type { TimeWindow, Weekday } from '../../../domain/settings/officeHours';
import { nextWindow } from '../widget/officeHours/model';

const withDay = (a: MeetingAvailability, day: Weekday, windows: TimeWindow[]): MeetingAvailability => ({ ...a, days: { ...a.days, [day]: windows } });

export const addSlot = (a: MeetingAvailability, day: Weekday): MeetingAvailability => withDay(a, day, [...a.days[day], nextWindow(a.days[day])]);
export const removeSlot = (a: MeetingAvailability, day: Weekday, index: number): MeetingAvailability =>
  withDay(a, day, a.days[day].filter((_, i) => i !== index));
export const setSlot = (a: MeetingAvailability, day: Weekday, index: number, patch: Partial<TimeWindow>): MeetingAvailability =>
  withDay(a, day, a.days[day].map((w, i) => (i === index ? { ...w, ...patch } : w)));

/** Messages by weekday ('monday') or 'timezone'; empty when the availability can be saved. */
export function availabilityErrors(a: MeetingAvailability): Record<string, string[]> {
  try {
    meetingAvailabilitySchema.validateSync(a, { abortEarly: false });
    return {};
  } catch (err) {
    const out: Record<string, string[]> = {};
    const v = err as ValidationError;
    for (const e of v.inner.length ? v.inner : [v]) {
      // 'days.monday[1]' -> 'monday'; 'days.monday' -> 'monday'
      const key = (e.path ?? '').replace(/^days\./, '').replace(/\[\d+\].*$/, '') || 'form';
      if (!(out[key] ??= []).includes(e.message)) out[key].push(e.message);
    }
    return out;
  }
}
