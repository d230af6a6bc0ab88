// Aggregation helpers: percentile_cont's interpolation (the SQLite path reads two rows at its offset), bucket
// filling, the heat map grid, holiday day indexes, CSV and sorting.
import { describe, expect, it } from 'vitest';
import { bucketIndex, fillBuckets, formatDuration, heatMapOf, holidayDayIndexes, sortRows, toCsv, weekdayOfDay } from '../../../src/domain/analytics/aggregate';
import { interpolate, percentileOf, percentileRank } from '../../../src/domain/analytics/percentile';

describe('percentiles as percentile_cont', () => {
  it('interpolates between the two nearest ranks', () => {
    expect(percentileOf([30, 60, 120, 300], 0.5)).toBe(90);
    expect(percentileOf([30, 60, 120, 300], 0.9)).toBe(246);
    expect(percentileOf([7], 0.9)).toBe(7);
    expect(percentileOf([], 0.5)).toBeNull();
    expect(percentileOf([1, 2, 3, 4, 5], 0.5)).toBe(3);
  });

  it('names the offset and weight the SQL needs', () => {
    expect(percentileRank(4, 0.9)).toEqual({ offset: 2, weight: expect.closeTo(0.7, 10) });
    expect(percentileRank(0, 0.5)).toBeNull();
    expect(interpolate(10, undefined, 0.5)).toBe(10);
  });
});

describe('buckets', () => {
  it('fills missing buckets with zeros, in the viewer offset', () => {
    const offset = 3600; // UTC+1
    const day0 = 19_000 * 86_400 - offset; // local midnight
    const rows = [{ b: 19_001, bot: 2, human: 3 }];
    const out = fillBuckets(rows, day0, day0 + 2 * 86_400 + 10, 'day', offset, () => ({ bot: 0, human: 0 }));
    expect(out).toEqual([
      { t: day0, bot: 0, human: 0 },
      { t: day0 + 86_400, bot: 2, human: 3 },
      { t: day0 + 2 * 86_400, bot: 0, human: 0 },
    ]);
    expect(bucketIndex(day0, 86_400, offset)).toBe(19_000);
  });

  it('builds the 7 × 24 grid; day 0 (1970-01-01) was a Thursday', () => {
    expect(weekdayOfDay(0)).toBe(4);
    const grid = heatMapOf([{ dow: 1, hour: 9, n: 5 }]);
    expect(grid).toHaveLength(7);
    expect(grid[1]![9]).toBe(5);
    expect(grid.flat().reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('turns holiday dates into day indexes', () => {
    expect(holidayDayIndexes(['1970-01-02', 'nonsense'])).toEqual([1]);
  });
});

describe('output', () => {
  it('writes RFC 4180 CSV and defuses formulas', () => {
    expect(toCsv([['a,b', 1, null], ['=SUM(A1)', 'say "hi"', -2]])).toBe('"a,b",1,\r\n\'=SUM(A1),"say ""hi""",-2\r\n');
  });

  it('formats durations', () => {
    expect([formatDuration(45), formatDuration(200), formatDuration(7500), formatDuration(90_000), formatDuration(null)]).toEqual(['45s', '3m 20s', '2h 5m', '1d 1h', '–']);
  });

  it('sorts with missing values last', () => {
    const rows = [
      { name: 'B', v: 2 as number | null },
      { name: 'A', v: null },
      { name: 'C', v: 1 },
    ];
    expect(sortRows(rows, 'v', 'asc').map((r) => r.name)).toEqual(['C', 'B', 'A']);
    expect(sortRows(rows, 'v', 'desc').map((r) => r.name)).toEqual(['B', 'C', 'A']);
    expect(sortRows(rows, 'name', 'desc').map((r) => r.name)).toEqual(['C', 'B', 'A']);
  });
});
