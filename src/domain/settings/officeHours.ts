// Office hours and holidays (spec §3, §5, §9): everyday / weekdays / per-day schedules in half-hour slots (seconds
// from midnight, 0–86400), several windows a day (split shifts), at most 100 holidays. Pure: the widget's
// offline form, routing and the settings page share it.
import * as yup from 'yup';
import { DAY_SECONDS, HOLIDAYS_MAX, TIME_SLOT_SECONDS } from '../constants';

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type ScheduleMode = 'everyday' | 'weekdays' | 'custom';

export interface TimeWindow {
  /** Seconds from local midnight, on a half-hour slot. */
  from: number;
  /** Seconds from local midnight; 86400 = end of day. A window may end after it starts on the next day (to < from). */
  to: number;
}

export interface OfficeHours {
  enabled: boolean;
  timezone: string;
  mode: ScheduleMode;
  /** everyday / weekdays: the same windows; custom: per weekday. */
  windows: TimeWindow[];
  days: Partial<Record<Weekday, TimeWindow[]>>;
}

export interface Holiday {
  name: string;
  /** YYYY-MM-DD in the office timezone. */
  date: string;
}

export const HOLIDAY_MSG = {
  nameRequired: 'Holiday name required',
  duplicateName: 'Contains duplicate holiday name',
  dateRequired: 'Holiday date required',
  duplicateDate: 'Contains duplicate holiday date',
  tooMany: `At most ${HOLIDAYS_MAX} holidays`,
} as const;
export const OFFICE_HOURS_MSG = {
  slot: 'Times must be on a half-hour slot',
  empty: 'A window must not be empty',
  overlap: 'Time windows of a day must not overlap',
} as const;

/** Half-hour slots 0..86400 with labels 12:00 AM ... 11:30 PM, 12:00 AM (end of day). */
export function timeSlots(): Array<{ value: number; label: string }> {
  const out: Array<{ value: number; label: string }> = [];
  for (let v = 0; v <= DAY_SECONDS; v += TIME_SLOT_SECONDS) {
    const minutes = (v / 60) % (24 * 60);
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    out.push({ value: v, label: `${h % 12 === 0 ? 12 : h % 12}:${m === 0 ? '00' : '30'} ${h < 12 ? 'AM' : 'PM'}` });
  }
  return out;
}

const slot = () =>
  yup
    .number()
    .integer()
    .min(0)
    .max(DAY_SECONDS)
    .test('slot', OFFICE_HOURS_MSG.slot, (v) => v === undefined || v % TIME_SLOT_SECONDS === 0)
    .required();
const windowSchema = yup.object({ from: slot(), to: slot() }).test('not-empty', OFFICE_HOURS_MSG.empty, (w) => w.from !== w.to);

/** Minutes-of-week intervals of a day's windows, so overlaps can be checked (a window past midnight wraps). */
function spans(windows: TimeWindow[]): Array<[number, number]> {
  return windows.flatMap((w) => (w.to > w.from ? [[w.from, w.to] as [number, number]] : [[w.from, DAY_SECONDS] as [number, number], [0, w.to] as [number, number]]));
}
export function overlapping(windows: TimeWindow[]): boolean {
  const s = spans(windows).sort((a, b) => a[0] - b[0]);
  return s.some((cur, i) => i > 0 && cur[0] < s[i - 1]![1]);
}
/** A day's windows: on half-hour slots, none empty, none overlapping (shared with meeting availability). */
export const windowsSchema = yup.array(windowSchema).default([]).test('overlap', OFFICE_HOURS_MSG.overlap, (ws) => !overlapping((ws ?? []) as TimeWindow[]));

export const officeHoursSchema = yup.object({
  enabled: yup.boolean().default(false),
  timezone: yup.string().trim().required().max(64),
  mode: yup.mixed<ScheduleMode>().oneOf(['everyday', 'weekdays', 'custom']).default('weekdays'),
  windows: windowsSchema,
  days: yup.object(Object.fromEntries(WEEKDAYS.map((d) => [d, windowsSchema]))).default({}),
});

export const holidaysSchema = yup
  .array(yup.object({ name: yup.string().trim().required(HOLIDAY_MSG.nameRequired).max(50), date: yup.string().required(HOLIDAY_MSG.dateRequired).matches(/^\d{4}-\d{2}-\d{2}$/, HOLIDAY_MSG.dateRequired) }))
  .max(HOLIDAYS_MAX, HOLIDAY_MSG.tooMany)
  .default([])
  .test('dup-name', HOLIDAY_MSG.duplicateName, (hs) => new Set((hs ?? []).map((h) => h.name.trim().toLowerCase())).size === (hs ?? []).length)
  .test('dup-date', HOLIDAY_MSG.duplicateDate, (hs) => new Set((hs ?? []).map((h) => h.date)).size === (hs ?? []).length);

/** Local weekday, date and seconds-from-midnight of an instant in a timezone. */
export function localTime(at: Date, timezone: string): { weekday: Weekday; date: string; seconds: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: timezone, hourCycle: 'h23', weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    weekday: String(parts.weekday).toLowerCase() as Weekday,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    seconds: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
}

function windowsOn(h: OfficeHours, day: Weekday): TimeWindow[] {
  if (h.mode === 'everyday') return h.windows;
  if (h.mode === 'weekdays') return day === 'saturday' || day === 'sunday' ? [] : h.windows;
  return h.days[day] ?? [];
}

const prevDay = (d: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(d) + 6) % 7]!;

/** Is the office open at this instant? Windows running past midnight count on the next morning too; holidays close
 *  the whole local day. Disabled office hours mean always open. */
export function isOpen(h: OfficeHours, holidays: Holiday[], at: Date): boolean {
  if (!h.enabled) return true;
  const t = localTime(at, h.timezone);
  if (holidays.some((x) => x.date === t.date)) return false;
  const today = windowsOn(h, t.weekday).some((w) => (w.to > w.from ? t.seconds >= w.from && t.seconds < w.to : t.seconds >= w.from));
  const spill = windowsOn(h, prevDay(t.weekday)).some((w) => w.to < w.from && t.seconds < w.to);
  return today || spill;
}
