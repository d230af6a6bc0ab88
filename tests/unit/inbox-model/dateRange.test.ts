// Spec §5 date range filter: its six messages, the 91-day window, and the quick spans in whole seconds.
import { DATE_SPANS, dateRangeError, rangeToTimes, spanToRange, toSeconds, validateDateRange } from '../../../src/domain/inbox/dateRange';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
// 2024-03-15 10:30:00 UTC
const NOW = Date.UTC(2024, 2, 15, 10, 30);

describe('validateDateRange', () => {
  it('accepts a range within the last 3 months ending now', () => {
    expect(validateDateRange(NOW - 7 * DAY, NOW, NOW)).toEqual({});
    expect(validateDateRange(new Date(NOW - 30 * DAY), new Date(NOW), new Date(NOW))).toEqual({});
  });

  it('asks for both dates', () => {
    expect(validateDateRange(null, null, NOW)).toEqual({ from: 'Please enter a from date!', to: 'Please enter a to date!' });
    expect(validateDateRange(undefined, NOW, NOW)).toEqual({ from: 'Please enter a from date!' });
    expect(validateDateRange(NOW - DAY, null, NOW)).toEqual({ to: 'Please enter a to date!' });
    expect(validateDateRange(new Date('not a date'), NOW, NOW)).toEqual({ from: 'Please enter a from date!' });
  });

  it('refuses a from date more than one day ahead, and accepts one less than a day ahead', () => {
    expect(validateDateRange(NOW + DAY + 1, NOW + 2 * DAY, NOW).from).toBe("From date cannot be greater than today's date");
    expect(validateDateRange(NOW + 2 * HOUR, NOW + 3 * HOUR, NOW)).toEqual({});
  });

  it('refuses a to date more than one day ahead', () => {
    expect(validateDateRange(NOW - DAY, NOW + DAY + 1, NOW)).toEqual({ to: "To date cannot be greater than today's date" });
    expect(validateDateRange(NOW - DAY, NOW + DAY, NOW)).toEqual({});
  });

  it('wants the to date after the from date', () => {
    expect(validateDateRange(NOW - DAY, NOW - DAY, NOW)).toEqual({ to: 'To date should be greater than from date!' });
    expect(validateDateRange(NOW - DAY, NOW - 2 * DAY, NOW)).toEqual({ to: 'To date should be greater than from date!' });
    expect(validateDateRange(NOW - DAY, NOW - DAY + 1000, NOW)).toEqual({});
  });

  it('keeps the from date within the last 91 days', () => {
    expect(validateDateRange(NOW - 91 * DAY, NOW, NOW)).toEqual({});
    expect(validateDateRange(NOW - 91 * DAY - 1, NOW, NOW)).toEqual({ from: 'From date should be within last 3 months' });
    expect(validateDateRange(NOW - 120 * DAY, NOW - 100 * DAY, NOW)).toEqual({ from: 'From date should be within last 3 months' });
  });

  it('reports a problem with each field at once', () => {
    expect(validateDateRange(NOW - 100 * DAY, NOW + 3 * DAY, NOW)).toEqual({
      from: 'From date should be within last 3 months',
      to: "To date cannot be greater than today's date",
    });
  });

  it('refuses to judge against an invalid clock', () => {
    expect(() => validateDateRange(NOW, NOW, Number.NaN)).toThrow(RangeError);
  });
});

describe('dateRangeError', () => {
  it('gives the first message in the order the spec lists them, or null', () => {
    expect(dateRangeError(null, null, NOW)).toBe('Please enter a from date!');
    expect(dateRangeError(NOW - DAY, null, NOW)).toBe('Please enter a to date!');
    expect(dateRangeError(NOW + 3 * DAY, NOW + 4 * DAY, NOW)).toBe("From date cannot be greater than today's date");
    expect(dateRangeError(NOW - 100 * DAY, NOW + 3 * DAY, NOW)).toBe("To date cannot be greater than today's date");
    expect(dateRangeError(NOW - 100 * DAY, NOW - 100 * DAY, NOW)).toBe('To date should be greater than from date!');
    expect(dateRangeError(NOW - 100 * DAY, NOW, NOW)).toBe('From date should be within last 3 months');
    expect(dateRangeError(NOW - DAY, NOW, NOW)).toBeNull();
  });
});

describe('times in whole seconds', () => {
  it('divides milliseconds by 1000 and rounds', () => {
    expect(toSeconds(1_700_000_000_499)).toBe(1_700_000_000);
    expect(toSeconds(1_700_000_000_500)).toBe(1_700_000_001);
  });

  it('turns a picked range into fromTime and toTime', () => {
    expect(rangeToTimes(new Date(NOW - DAY), NOW)).toEqual({ fromTime: (NOW - DAY) / 1000, toTime: NOW / 1000 });
    expect(() => rangeToTimes(Number.NaN, NOW)).toThrow(RangeError);
  });
});

describe('quick spans', () => {
  it('offers the four spans of the spec with their values', () => {
    expect(DATE_SPANS.map((s) => [s.label, s.value])).toEqual([
      ['Last 12 hours', 12],
      ['Last 24 hours', 1],
      ['Last 7 days', 7],
      ['Last 1 month', 30],
    ]);
  });

  it('turns a span into a range ending now', () => {
    const now = NOW / 1000;
    expect(spanToRange(12, NOW)).toEqual({ fromTime: now - 12 * 3600, toTime: now });
    expect(spanToRange(1, new Date(NOW))).toEqual({ fromTime: now - 86400, toTime: now });
    expect(spanToRange(7, NOW)).toEqual({ fromTime: now - 7 * 86400, toTime: now });
    expect(spanToRange(30, NOW)).toEqual({ fromTime: now - 30 * 86400, toTime: now });
  });

  it('rounds a clock with milliseconds to whole seconds', () => {
    expect(spanToRange(1, 1_700_000_000_700)).toEqual({ fromTime: 1_700_000_001 - 86400, toTime: 1_700_000_001 });
  });

  it('refuses a span it does not know', () => {
    expect(() => spanToRange(3 as 7, NOW)).toThrow('Unknown date span: 3');
  });
});
