// Shaping SQL aggregates for the charts: empty buckets filled in, local day/hour arithmetic shared with the SQL,
// CSV of the figures. Pure.
import { DAY, HOUR } from './dateRange';
import type { HeatMap } from './types';

/** Seconds to add to a UTC instant to read it as the viewer's wall clock (tz = Date#getTimezoneOffset minutes). */
export const offsetSeconds = (tzMinutes: number) => -tzMinutes * 60;

/** Bucket index of an instant, as the SQL computes it: floor((t + offset) / size). */
export const bucketIndex = (t: number, size: number, offset: number) => Math.floor((t + offset) / size);
export const bucketSize = (bucket: 'hour' | 'day') => (bucket === 'hour' ? HOUR : DAY);

/** Every bucket from `from` to `to` with the counts found (missing ones zero), as UTC instants of bucket starts. */
export function fillBuckets<T extends object>(
  rows: ReadonlyArray<{ b: number } & T>,
  from: number,
  to: number,
  bucket: 'hour' | 'day',
  offset: number,
  empty: () => T,
): Array<{ t: number } & T> {
  const size = bucketSize(bucket);
  const byIndex = new Map(rows.map((r) => [Number(r.b), r]));
  const out: Array<{ t: number } & T> = [];
  for (let i = bucketIndex(from, size, offset); i <= bucketIndex(to, size, offset); i++) {
    const { b: _b, ...found } = (byIndex.get(i) ?? { b: i, ...empty() }) as { b: number } & T;
    out.push({ t: i * size - offset, ...(found as T) });
  }
  return out;
}

/** Day of week (Sunday = 0) of a local day index: 1970-01-01 was a Thursday. */
export const weekdayOfDay = (dayIndex: number) => (((dayIndex + 4) % 7) + 7) % 7;

export function heatMapOf(rows: ReadonlyArray<{ dow: number; hour: number; n: number }>): HeatMap {
  const grid = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  for (const r of rows) grid[Number(r.dow)]![Number(r.hour)] = Number(r.n);
  return grid;
}

/** Local day indexes of holidays (YYYY-MM-DD), for the SQL's IN list. */
export function holidayDayIndexes(dates: readonly string[]): number[] {
  const out: number[] = [];
  for (const d of dates) {
    const ms = Date.parse(`${d}T00:00:00Z`);
    if (Number.isFinite(ms)) out.push(Math.floor(ms / 1000 / DAY));
  }
  return out;
}

export const round1 = (v: number | null | undefined): number | null =>
  v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Math.round(Number(v) * 10) / 10;

/** The analytics export is written by the one CSV writer (formula injection defused there). */
export { toCsv } from '../csv';

/** A duration in seconds as a support lead reads it: 45s, 3m 20s, 2h 5m. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < HOUR) return `${Math.floor(s / 60)}m ${s % 60}s`;
  if (s < DAY) return `${Math.floor(s / HOUR)}h ${Math.floor((s % HOUR) / 60)}m`;
  return `${Math.floor(s / DAY)}d ${Math.floor((s % DAY) / HOUR)}h`;
}

export type SortDirection = 'asc' | 'desc';

/** Table sorting with missing values (no reply, no CSAT yet) always last, ties by name. */
export function sortRows<T extends { name: string }>(rows: readonly T[], key: keyof T, dir: SortDirection): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key] as unknown;
    const y = b[key] as unknown;
    if (x === null || x === undefined) return y === null || y === undefined ? a.name.localeCompare(b.name) : 1;
    if (y === null || y === undefined) return -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c !== 0 ? sign * c : a.name.localeCompare(b.name);
  });
}
