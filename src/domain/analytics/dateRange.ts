// The chart filter form of spec §3 (chat, fromDateTime, toDateTime, span, hours) and the date rules of §5: a custom
// range with its messages, or a quick span. Pure: the form validates with it and the server resolves with it.
import * as yup from 'yup';

export const DAY = 86_400;
export const HOUR = 3_600;
/** Spec §9: a date range reaches at most 91 days back. */
export const MAX_DAYS_BACK = 91;

export const DATE_MSG = {
  fromRequired: 'Please enter a from date!',
  toRequired: 'Please enter a to date!',
  fromFuture: "From date cannot be greater than today's date",
  toFuture: "To date cannot be greater than today's date",
  toAfterFrom: 'To date should be greater than from date!',
  fromTooOld: 'From date should be within last 3 months',
} as const;

/** Quick spans of §5: a label and the form's value — `hours` for the 12-hour span, `span` (days) for the rest. */
export const QUICK_SPANS = [
  { key: 'h12', label: 'Last 12 hours', hours: 12, span: null },
  { key: 'd1', label: 'Last 24 hours', hours: null, span: 1 },
  { key: 'd7', label: 'Last 7 days', hours: null, span: 7 },
  { key: 'd30', label: 'Last 1 month', hours: null, span: 30 },
] as const;
export type QuickSpanKey = (typeof QUICK_SPANS)[number]['key'];
export const DEFAULT_SPAN: QuickSpanKey = 'd7';

export interface DateRangeInput {
  /** Seconds; both null when a quick span is chosen. */
  fromDateTime: number | null;
  toDateTime: number | null;
  span: number | null;
  hours: number | null;
}

/**
 * The §5 messages for a custom range, in the order a user fixes them; null when it is valid. `now` in seconds.
 * "Greater than today's date" means more than one day ahead (a user in another timezone may be a day ahead);
 * "within last 3 months" means not more than 91 days back.
 */
export function customRangeError(from: number | null | undefined, to: number | null | undefined, now: number): string | null {
  if (from === null || from === undefined || !Number.isFinite(from)) return DATE_MSG.fromRequired;
  if (to === null || to === undefined || !Number.isFinite(to)) return DATE_MSG.toRequired;
  if (from > now + DAY) return DATE_MSG.fromFuture;
  if (to > now + DAY) return DATE_MSG.toFuture;
  if (from >= to) return DATE_MSG.toAfterFrom;
  if (from < now - MAX_DAYS_BACK * DAY) return DATE_MSG.fromTooOld;
  return null;
}

export interface ResolvedRange {
  from: number;
  to: number;
  /** Chart bucket: hours for ranges up to two days, days beyond. */
  bucket: 'hour' | 'day';
}

export const bucketFor = (from: number, to: number): 'hour' | 'day' => (to - from <= 2 * DAY ? 'hour' : 'day');

/** A quick span (hours wins over span) or a custom range; throws the §5 message when the custom range is bad. */
export function resolveRange(input: DateRangeInput, now: number): ResolvedRange {
  const seconds = input.hours ? input.hours * HOUR : input.span ? input.span * DAY : null;
  if (seconds !== null) return { from: now - seconds, to: now, bucket: bucketFor(now - seconds, now) };
  const error = customRangeError(input.fromDateTime, input.toDateTime, now);
  if (error) throw new yup.ValidationError(error, input, 'fromDateTime');
  const from = input.fromDateTime!;
  const to = Math.min(input.toDateTime!, now + DAY);
  return { from, to, bucket: bucketFor(from, to) };
}

const optionalInt = () =>
  yup
    .number()
    .transform((v, orig) => (orig === '' || orig === null || orig === undefined ? null : v))
    .nullable()
    .integer('Value must be a positive integer')
    .min(0, 'Value must be a positive integer');

/** Query of every analytics endpoint: the §3 form plus the filters (flow = `chat`, agent, team) and the viewer's
 *  UTC offset in minutes (as Date#getTimezoneOffset gives it), so days and hours are the viewer's own. */
export const analyticsQuerySchema = yup.object({
  chat: optionalInt(),
  agent: optionalInt(),
  team: optionalInt(),
  fromDateTime: optionalInt(),
  toDateTime: optionalInt(),
  span: yup.number().nullable().oneOf([null, 1, 7, 30], 'Please enter a value'),
  hours: yup.number().nullable().oneOf([null, 12], 'Please enter a value'),
  tz: yup.number().integer().min(-840).max(840).default(0),
});
export type AnalyticsQuery = yup.InferType<typeof analyticsQuerySchema>;

/** The query string of a filter state (the dashboard's side of analyticsQuerySchema). */
export function toQueryString(q: Partial<AnalyticsQuery>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== null && v !== undefined) params.set(k, String(v));
  return params.toString();
}
