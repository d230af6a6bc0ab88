import { describe, expect, it } from 'vitest';
import { holidaysSchema, isOpen, officeHoursSchema, overlapping, timeSlots, type OfficeHours } from '../../../src/domain/settings/officeHours';

const H = 3600;
const base: OfficeHours = { enabled: true, timezone: 'Europe/Berlin', mode: 'weekdays', windows: [{ from: 9 * H, to: 17 * H }], days: {} };
// 2026-11-23 is a Monday; Berlin is UTC+1 in November.
const at = (iso: string) => new Date(iso);

describe('isOpen', () => {
  it('weekdays: open inside the window in the office timezone, closed outside and at weekends', () => {
    expect(isOpen(base, [], at('2026-11-23T08:30:00Z'))).toBe(true); // 09:30 Berlin
    expect(isOpen(base, [], at('2026-11-23T07:30:00Z'))).toBe(false); // 08:30 Berlin
    expect(isOpen(base, [], at('2026-11-23T16:00:00Z'))).toBe(false); // 17:00 Berlin: end is exclusive
    expect(isOpen(base, [], at('2026-11-22T10:00:00Z'))).toBe(false); // Sunday
  });

  it('split shifts: two windows a day', () => {
    const split = { ...base, mode: 'everyday' as const, windows: [{ from: 8 * H, to: 12 * H }, { from: 14 * H, to: 18 * H }] };
    expect(isOpen(split, [], at('2026-11-22T10:00:00Z'))).toBe(true); // Sunday 11:00
    expect(isOpen(split, [], at('2026-11-22T12:30:00Z'))).toBe(false); // 13:30 lunch
    expect(isOpen(split, [], at('2026-11-22T15:00:00Z'))).toBe(true); // 16:00
  });

  it('a night shift across midnight counts on the next morning', () => {
    const night: OfficeHours = { ...base, mode: 'custom', windows: [], days: { friday: [{ from: 22 * H, to: 2 * H }] } };
    expect(isOpen(night, [], at('2026-11-27T22:30:00Z'))).toBe(true); // Fri 23:30
    expect(isOpen(night, [], at('2026-11-28T00:30:00Z'))).toBe(true); // Sat 01:30
    expect(isOpen(night, [], at('2026-11-28T01:30:00Z'))).toBe(false); // Sat 02:30
    expect(isOpen(night, [], at('2026-11-26T23:30:00Z'))).toBe(false); // Fri 00:30 (Thursday has no shift)
  });

  it('holidays close the whole local day; disabled office hours are always open', () => {
    const holidays = [{ name: 'Founders day', date: '2026-11-23' }];
    expect(isOpen(base, holidays, at('2026-11-23T10:00:00Z'))).toBe(false);
    expect(isOpen({ ...base, enabled: false }, holidays, at('2026-11-22T03:00:00Z'))).toBe(true);
  });
});

describe('validation', () => {
  it('half-hour slots from 12:00 AM to 12:00 AM', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(49);
    expect(slots[0]).toEqual({ value: 0, label: '12:00 AM' });
    expect(slots[27]).toEqual({ value: 48600, label: '1:30 PM' });
    expect(slots[48]).toEqual({ value: 86400, label: '12:00 AM' });
  });

  it('refuses off-slot times, empty and overlapping windows', () => {
    expect(() => officeHoursSchema.validateSync({ ...base, windows: [{ from: 100, to: 3600 }] })).toThrow('Times must be on a half-hour slot');
    expect(() => officeHoursSchema.validateSync({ ...base, windows: [{ from: 3600, to: 3600 }] })).toThrow('A window must not be empty');
    expect(overlapping([{ from: 8 * H, to: 12 * H }, { from: 11 * H, to: 13 * H }])).toBe(true);
    expect(overlapping([{ from: 22 * H, to: 2 * H }, { from: 1 * H, to: 3 * H }])).toBe(true);
    expect(overlapping([{ from: 8 * H, to: 12 * H }, { from: 12 * H, to: 13 * H }])).toBe(false);
  });

  it('holidays: names and dates required and unique, at most 100', () => {
    expect(() => holidaysSchema.validateSync([{ name: '', date: '2026-12-25' }])).toThrow('Holiday name required');
    expect(() => holidaysSchema.validateSync([{ name: 'X', date: '' }])).toThrow('Holiday date required');
    expect(() => holidaysSchema.validateSync([{ name: 'X', date: '2026-12-25' }, { name: 'x', date: '2026-12-26' }])).toThrow('Contains duplicate holiday name');
    expect(() => holidaysSchema.validateSync([{ name: 'X', date: '2026-12-25' }, { name: 'Y', date: '2026-12-25' }])).toThrow('Contains duplicate holiday date');
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `H${i}`, date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10) }));
    expect(() => holidaysSchema.validateSync(many)).toThrow('At most 100 holidays');
    expect(holidaysSchema.validateSync(many.slice(0, 100))).toHaveLength(100);
  });
});
