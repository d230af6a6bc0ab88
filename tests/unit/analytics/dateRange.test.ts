// Spec §5 "Date range filter": each message in the order a user meets them, the quick spans, and the bucket rule.
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { analyticsQuerySchema, bucketFor, customRangeError, DATE_MSG, DAY, QUICK_SPANS, resolveRange, toQueryString } from '../../../src/domain/analytics/dateRange';

const NOW = 1_800_000_000;

describe('customRangeError', () => {
  it('asks for both dates', () => {
    expect(customRangeError(null, NOW, NOW)).toBe(DATE_MSG.fromRequired);
    expect(customRangeError(NOW - DAY, undefined, NOW)).toBe(DATE_MSG.toRequired);
    expect(customRangeError(NaN, NOW, NOW)).toBe(DATE_MSG.fromRequired);
  });

  it('refuses dates more than a day ahead', () => {
    expect(customRangeError(NOW + DAY + 1, NOW + 2 * DAY, NOW)).toBe(DATE_MSG.fromFuture);
    expect(customRangeError(NOW - DAY, NOW + DAY + 1, NOW)).toBe(DATE_MSG.toFuture);
    expect(customRangeError(NOW - DAY, NOW + DAY, NOW)).toBeNull();
  });

  it('wants to after from', () => {
    expect(customRangeError(NOW - DAY, NOW - DAY, NOW)).toBe(DATE_MSG.toAfterFrom);
    expect(customRangeError(NOW - DAY, NOW - 2 * DAY, NOW)).toBe(DATE_MSG.toAfterFrom);
  });

  it('keeps from within the last 91 days', () => {
    expect(customRangeError(NOW - 91 * DAY, NOW, NOW)).toBeNull();
    expect(customRangeError(NOW - 91 * DAY - 1, NOW, NOW)).toBe(DATE_MSG.fromTooOld);
  });
});

describe('resolveRange', () => {
  it('turns each quick span into a range ending now', () => {
    const seconds = QUICK_SPANS.map((s) => {
      const r = resolveRange({ fromDateTime: null, toDateTime: null, span: s.span, hours: s.hours }, NOW);
      expect(r.to).toBe(NOW);
      return [s.label, (r.to - r.from) / 3600, r.bucket];
    });
    expect(seconds).toEqual([
      ['Last 12 hours', 12, 'hour'],
      ['Last 24 hours', 24, 'hour'],
      ['Last 7 days', 168, 'day'],
      ['Last 1 month', 720, 'day'],
    ]);
  });

  it('throws the §5 message for a bad custom range, and buckets by size', () => {
    expect(() => resolveRange({ fromDateTime: NOW, toDateTime: NOW - 1, span: null, hours: null }, NOW)).toThrow(ValidationError);
    expect(() => resolveRange({ fromDateTime: NOW, toDateTime: NOW - 1, span: null, hours: null }, NOW)).toThrow(DATE_MSG.toAfterFrom);
    expect(resolveRange({ fromDateTime: NOW - 3 * DAY, toDateTime: NOW, span: null, hours: null }, NOW).bucket).toBe('day');
    expect(bucketFor(NOW - 2 * DAY, NOW)).toBe('hour');
  });
});

describe('analyticsQuerySchema', () => {
  it('reads query strings and refuses unknown spans', async () => {
    const q = await analyticsQuerySchema.validate({ span: '7', chat: '3', agent: '', tz: '-120' });
    expect(q).toMatchObject({ span: 7, chat: 3, agent: null, tz: -120 });
    await expect(analyticsQuerySchema.validate({ span: '5' })).rejects.toThrow();
    expect(toQueryString({ span: 7, chat: null, tz: 0 })).toBe('span=7&tz=0');
  });
});
