// Editing office hours (spec §3 "Office hours options"): everyday / weekdays / one schedule per day, each a list of
// half-hour windows (split shifts). Validation is the shared officeHoursSchema; these helpers only edit and read.
import type { ValidationError } from 'yup';
import { DAY_SECONDS } from '../../../../domain/constants';
import { officeHoursSchema, WEEKDAYS, type OfficeHours, type ScheduleMode, type TimeWindow, type Weekday } from '../../../../domain/settings/officeHours';

const HOUR = 3600;
export const DEFAULT_WINDOW: TimeWindow = { from: 9 * HOUR, to: 17 * HOUR };
/** A new shift starts an hour after the last one ends and lasts up to four hours. */
const GAP = HOUR;
const NEW_SHIFT = 4 * HOUR;

/** Where a list of windows sits in the document: 'windows' (everyday, weekdays) or 'days.<weekday>' (custom). */
export type WindowsPath = 'windows' | `days.${Weekday}`;

/** The window a click on 'Add shift' appends: after the last shift when the day has room, else the default. */
export function nextWindow(windows: readonly TimeWindow[]): TimeWindow {
  const last = windows[windows.length - 1];
  if (!last) return DEFAULT_WINDOW;
  const from = last.to + GAP;
  if (last.to <= last.from || from >= DAY_SECONDS) return DEFAULT_WINDOW;
  return { from, to: Math.min(from + NEW_SHIFT, DAY_SECONDS) };
}

export function windowsAt(h: OfficeHours, path: WindowsPath): TimeWindow[] {
  return path === 'windows' ? h.windows : (h.days[path.slice(5) as Weekday] ?? []);
}

export function withWindows(h: OfficeHours, path: WindowsPath, windows: TimeWindow[]): OfficeHours {
  return path === 'windows' ? { ...h, windows } : { ...h, days: { ...h.days, [path.slice(5)]: windows } };
}

export const addWindow = (h: OfficeHours, path: WindowsPath): OfficeHours =>
  withWindows(h, path, [...windowsAt(h, path), nextWindow(windowsAt(h, path))]);

export const removeWindow = (h: OfficeHours, path: WindowsPath, index: number): OfficeHours =>
  withWindows(h, path, windowsAt(h, path).filter((_, i) => i !== index));

export const setWindow = (h: OfficeHours, path: WindowsPath, index: number, patch: Partial<TimeWindow>): OfficeHours =>
  withWindows(h, path, windowsAt(h, path).map((w, i) => (i === index ? { ...w, ...patch } : w)));

const WORKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** Switching the mode carries the hours over: the shared windows seed each open day of a custom week, and the
 *  first open day of a custom week seeds the shared windows. */
export function changeMode(h: OfficeHours, mode: ScheduleMode): OfficeHours {
  if (mode === h.mode) return h;
  if (mode === 'custom') {
    const hasDays = WEEKDAYS.some((d) => (h.days[d] ?? []).length > 0);
    if (hasDays) return { ...h, mode };
    const open = h.mode === 'everyday' ? WEEKDAYS : WORKDAYS;
    return { ...h, mode, days: Object.fromEntries(open.map((d) => [d, h.windows.map((w) => ({ ...w }))])) };
  }
  if (h.mode === 'custom' && h.windows.length === 0) {
    const first = WEEKDAYS.map((d) => h.days[d] ?? []).find((ws) => ws.length > 0) ?? [DEFAULT_WINDOW];
    return { ...h, mode, windows: first.map((w) => ({ ...w })) };
  }
  return { ...h, mode };
}

/** The lists a mode edits, in the order the page shows them. */
export function editedPaths(mode: ScheduleMode): WindowsPath[] {
  return mode === 'custom' ? WEEKDAYS.map((d) => `days.${d}` as const) : ['windows'];
}

/** The document as saved: only the schedule the mode uses, so hidden lists neither block nor linger. */
export function toSaved(h: OfficeHours): OfficeHours {
  return h.mode === 'custom' ? { ...h, windows: [] } : { ...h, days: {} };
}

/** officeHoursSchema's messages by where they belong: a windows list ('windows', 'days.monday') or 'timezone'. */
export function officeHoursErrors(h: OfficeHours): Record<string, string[]> {
  try {
    officeHoursSchema.validateSync(toSaved(h), { abortEarly: false });
    return {};
  } catch (err) {
    const out: Record<string, string[]> = {};
    for (const e of (err as ValidationError).inner.length ? (err as ValidationError).inner : [err as ValidationError]) {
      // 'days.monday[1].from' -> 'days.monday'; 'windows[0]' -> 'windows'
      const key = (e.path ?? '').replace(/\[\d+\].*$/, '') || 'form';
      const seen = (out[key] ??= []);
      if (!seen.includes(e.message)) seen.push(e.message);
    }
    return out;
  }
}
