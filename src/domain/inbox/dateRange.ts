// The inbox's custom date range filter (spec §5) and its quick spans. Times on the wire are whole seconds
// (milliseconds divided by 1000 and rounded, spec §9).
import { DATE_RANGE_MAX_DAYS_BACK, DAY_SECONDS } from '../constants';
import { DATE_RANGE_MSG, DATE_SPAN_LABELS } from './messages';

const DAY_MS = DAY_SECONDS * 1000;

/** A picked date: a Date, epoch milliseconds, or nothing yet. */
export type DateInput = Date | number | null | undefined;

const toMs = (d: DateInput): number | null => {
  if (d === null || d === undefined) return null;
  const ms = typeof d === 'number' ? d : d.getTime();
  return Number.isFinite(ms) ? ms : null;
};

/** A time the caller must supply (the clock, a validated range): an invalid one is a caller's bug. */
function requiredMs(d: Date | number, what: string): number {
  const ms = toMs(d);
  if (ms === null) throw new RangeError(`Invalid ${what}`);
  return ms;
}

export const toSeconds = (ms: number): number => Math.round(ms / 1000);

export interface DateRangeErrors {
  from?: string;
  to?: string;
}

/**
 * Field errors of a custom range, empty when it is valid. A date up to one day ahead of now is still "today"
 * (the picker's day may start in another time zone); from may lie at most 91 days back.
 */
export function validateDateRange(from: DateInput, to: DateInput, now: Date | number): DateRangeErrors {
  const errors: DateRangeErrors = {};
  const f = toMs(from);
  const t = toMs(to);
  const n = requiredMs(now, 'current time');
  if (f === null) errors.from = DATE_RANGE_MSG.fromRequired;
  else if (f - n > DAY_MS) errors.from = DATE_RANGE_MSG.fromInFuture;
  else if (n - f > DATE_RANGE_MAX_DAYS_BACK * DAY_MS) errors.from = DATE_RANGE_MSG.fromTooOld;
  if (t === null) errors.to = DATE_RANGE_MSG.toRequired;
  else if (t - n > DAY_MS) errors.to = DATE_RANGE_MSG.toInFuture;
  else if (f !== null && f >= t) errors.to = DATE_RANGE_MSG.toNotAfterFrom;
  return errors;
}

/** The one message to show (a toast or the form's summary), in the order the spec lists them; null when valid. */
export function dateRangeError(from: DateInput, to: DateInput, now: Date | number): string | null {
  const { from: fromError, to: toError } = validateDateRange(from, to, now);
  const order: readonly string[] = [
    DATE_RANGE_MSG.fromRequired,
    DATE_RANGE_MSG.toRequired,
    DATE_RANGE_MSG.fromInFuture,
    DATE_RANGE_MSG.toInFuture,
    DATE_RANGE_MSG.toNotAfterFrom,
    DATE_RANGE_MSG.fromTooOld,
  ];
  return order.find((m) => m === fromError || m === toError) ?? null;
}

export interface TimeRange {
  fromTime: number;
  toTime: number;
}

/** A valid custom range as the list and statistics calls take it. */
export function rangeToTimes(from: Date | number, to: Date | number): TimeRange {
  return { fromTime: toSeconds(requiredMs(from, 'from date')), toTime: toSeconds(requiredMs(to, 'to date')) };
}

/** Quick span values as the spec numbers them: 12 is hours, the others days. */
export type DateSpan = 12 | 1 | 7 | 30;

export const DATE_SPANS: ReadonlyArray<{ value: DateSpan; label: string; seconds: number }> = [
  { value: 12, label: DATE_SPAN_LABELS.last12Hours, seconds: 12 * 3600 },
  { value: 1, label: DATE_SPAN_LABELS.last24Hours, seconds: DAY_SECONDS },
  { value: 7, label: DATE_SPAN_LABELS.last7Days, seconds: 7 * DAY_SECONDS },
  { value: 30, label: DATE_SPAN_LABELS.last1Month, seconds: 30 * DAY_SECONDS },
];

/** The range a quick span stands for, ending now. */
export function spanToRange(span: DateSpan, now: Date | number): TimeRange {
  const entry = DATE_SPANS.find((s) => s.value === span);
  if (!entry) throw new RangeError(`Unknown date span: ${String(span)}`);
  const toTime = toSeconds(requiredMs(now, 'current time'));
  return { fromTime: toTime - entry.seconds, toTime };
}
