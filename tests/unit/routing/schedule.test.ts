// Office status for routing and the widget: several windows a day, windows across midnight, holidays, timezones.
import { describe, expect, it } from 'vitest';
import { officeStatus } from '../../../src/domain/routing/schedule';
import type { OfficeHours } from '../../../src/domain/settings/officeHours';

const H = 3600;
const hours = (over: Partial<OfficeHours> = {}): OfficeHours => ({ enabled: true, timezone: 'UTC', mode: 'everyday', windows: [], days: {}, ...over });
// 2025-03-03 is a Monday.
const at = (iso: string) => new Date(iso);

describe('officeStatus', () => {
  it('several windows a day: open in each, closed in the gap', () => {
    const split = hours({ windows: [{ from: 9 * H, to: 12 * H }, { from: 13 * H, to: 17 * H }] });
    expect(officeStatus(split, [], at('2025-03-03T10:00:00Z'))).toEqual({ open: true });
    expect(officeStatus(split, [], at('2025-03-03T12:30:00Z'))).toEqual({ open: false, reason: 'closed' });
    expect(officeStatus(split, [], at('2025-03-03T16:59:00Z'))).toEqual({ open: true });
    expect(officeStatus(split, [], at('2025-03-03T17:00:00Z'))).toEqual({ open: false, reason: 'closed' });
  });

  it('a night shift across midnight is open on both sides of it', () => {
    const night = hours({ mode: 'custom', days: { monday: [{ from: 22 * H, to: 2 * H }] } });
    expect(officeStatus(night, [], at('2025-03-03T23:30:00Z')).open).toBe(true); // Monday night
    expect(officeStatus(night, [], at('2025-03-04T01:00:00Z')).open).toBe(true); // Tuesday early, Monday's shift
    expect(officeStatus(night, [], at('2025-03-04T03:00:00Z')).open).toBe(false);
    expect(officeStatus(night, [], at('2025-03-04T23:30:00Z')).open).toBe(false); // no Tuesday shift
  });

  it('weekdays: Friday night spills into Saturday morning, Saturday evening is closed', () => {
    const w = hours({ mode: 'weekdays', windows: [{ from: 20 * H, to: 4 * H }] });
    expect(officeStatus(w, [], at('2025-03-08T01:00:00Z')).open).toBe(true); // Saturday 01:00
    expect(officeStatus(w, [], at('2025-03-08T21:00:00Z')).open).toBe(false);
  });

  it('holidays close the whole local day, in the office timezone, even with office hours off', () => {
    const ny = hours({ timezone: 'America/New_York', windows: [{ from: 0, to: 86400 }] });
    const holidays = [{ name: 'Founders Day', date: '2025-03-03' }];
    // 2025-03-04 03:00 UTC is still Monday 3 March in New York.
    expect(officeStatus(ny, holidays, at('2025-03-04T03:00:00Z'))).toEqual({ open: false, reason: 'holiday', holiday: 'Founders Day' });
    expect(officeStatus(ny, holidays, at('2025-03-04T06:00:00Z'))).toEqual({ open: true });
    expect(officeStatus({ ...ny, enabled: false }, holidays, at('2025-03-03T15:00:00Z')).open).toBe(false);
    expect(officeStatus({ ...ny, enabled: false }, [], at('2025-03-03T15:00:00Z')).open).toBe(true);
  });
});
