import { describe, expect, it } from 'vitest';
import { HOLIDAY_MSG, OFFICE_HOURS_MSG, type OfficeHours } from '../../../src/domain/settings/officeHours';
import {
  addWindow,
  changeMode,
  DEFAULT_WINDOW,
  editedPaths,
  nextWindow,
  officeHoursErrors,
  removeWindow,
  setWindow,
  toSaved,
} from '../../../src/custom/settings/widget/officeHours/model';
import { addHoliday, canAddHoliday, holidayErrors, removeHoliday, setHoliday } from '../../../src/custom/settings/widget/holidays/model';

const H = 3600;
const weekdays: OfficeHours = { enabled: true, timezone: 'UTC', mode: 'weekdays', windows: [{ from: 9 * H, to: 13 * H }], days: {} };

describe('office hours editing', () => {
  it('a new shift starts an hour after the last one and lasts up to four hours', () => {
    expect(nextWindow([])).toEqual(DEFAULT_WINDOW);
    expect(nextWindow([{ from: 9 * H, to: 13 * H }])).toEqual({ from: 14 * H, to: 18 * H });
    expect(nextWindow([{ from: 18 * H, to: 22 * H }])).toEqual({ from: 23 * H, to: 24 * H });
  });

  it('with no room left in the day (or after a night shift) the new shift is the default one', () => {
    expect(nextWindow([{ from: 20 * H, to: 24 * H }])).toEqual(DEFAULT_WINDOW);
    expect(nextWindow([{ from: 22 * H, to: 2 * H }])).toEqual(DEFAULT_WINDOW);
  });

  it('adds, edits and removes windows of the shared list and of one day', () => {
    const split = addWindow(weekdays, 'windows');
    expect(split.windows).toEqual([{ from: 9 * H, to: 13 * H }, { from: 14 * H, to: 18 * H }]);
    expect(setWindow(split, 'windows', 1, { to: 17 * H }).windows[1]).toEqual({ from: 14 * H, to: 17 * H });
    expect(removeWindow(split, 'windows', 0).windows).toEqual([{ from: 14 * H, to: 18 * H }]);
    const custom = addWindow({ ...weekdays, mode: 'custom', days: {} }, 'days.saturday');
    expect(custom.days.saturday).toEqual([DEFAULT_WINDOW]);
    expect(custom.windows).toEqual(weekdays.windows); // untouched
  });

  it('switching to custom copies the shared hours onto the open days', () => {
    const fromWeekdays = changeMode(weekdays, 'custom');
    expect(Object.keys(fromWeekdays.days)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(fromWeekdays.days.friday).toEqual(weekdays.windows);
    expect(Object.keys(changeMode({ ...weekdays, mode: 'everyday' }, 'custom').days)).toHaveLength(7);
  });

  it('switching back takes the first open day when the shared list is empty, and keeps per-day hours already set', () => {
    const custom: OfficeHours = { ...weekdays, mode: 'custom', windows: [], days: { tuesday: [{ from: 10 * H, to: 12 * H }] } };
    expect(changeMode(custom, 'everyday').windows).toEqual([{ from: 10 * H, to: 12 * H }]);
    expect(changeMode({ ...custom, mode: 'weekdays' }, 'custom').days).toEqual(custom.days);
  });

  it('edits one list per mode and saves only the schedule the mode uses', () => {
    expect(editedPaths('everyday')).toEqual(['windows']);
    expect(editedPaths('custom')).toHaveLength(7);
    expect(toSaved({ ...weekdays, days: { monday: [DEFAULT_WINDOW] } }).days).toEqual({});
    expect(toSaved({ ...weekdays, mode: 'custom', days: { monday: [DEFAULT_WINDOW] } }).windows).toEqual([]);
  });

  it("reports the schema's messages by list", () => {
    expect(officeHoursErrors(weekdays)).toEqual({});
    const overlapping = setWindow(addWindow(weekdays, 'windows'), 'windows', 1, { from: 12 * H });
    expect(officeHoursErrors(overlapping)).toEqual({ windows: [OFFICE_HOURS_MSG.overlap] });
    const custom: OfficeHours = { ...weekdays, mode: 'custom', days: { monday: [{ from: 9 * H, to: 9 * H }] } };
    expect(officeHoursErrors(custom)).toEqual({ 'days.monday': [OFFICE_HOURS_MSG.empty] });
    // a hidden list does not block the save
    expect(officeHoursErrors({ ...custom, mode: 'weekdays' })).toEqual({});
  });
});

describe('holidays editing', () => {
  it('adds empty rows up to 100 and no further', () => {
    const ninetyNine = Array.from({ length: 99 }, (_, i) => ({ name: `Day ${i}`, date: `2027-01-${String((i % 28) + 1).padStart(2, '0')}` }));
    expect(canAddHoliday(ninetyNine)).toBe(true);
    const hundred = addHoliday(ninetyNine);
    expect(hundred).toHaveLength(100);
    expect(hundred[99]).toEqual({ name: '', date: '' });
    expect(canAddHoliday(hundred)).toBe(false);
    expect(addHoliday(hundred)).toHaveLength(100);
  });

  it('edits and removes rows', () => {
    const list = setHoliday(addHoliday([]), 0, { name: 'New Year' });
    expect(list).toEqual([{ name: 'New Year', date: '' }]);
    expect(removeHoliday(list, 0)).toEqual([]);
  });

  it('maps the four messages to rows and to the list', () => {
    expect(holidayErrors([{ name: ' ', date: '' }])).toEqual({
      list: [],
      rows: { 0: { name: HOLIDAY_MSG.nameRequired, date: HOLIDAY_MSG.dateRequired } },
    });
    expect(
      holidayErrors([
        { name: 'Founders Day', date: '2027-05-01' },
        { name: 'founders day ', date: '2027-05-01' },
      ]),
    ).toEqual({ list: [HOLIDAY_MSG.duplicateName, HOLIDAY_MSG.duplicateDate], rows: {} });
    expect(holidayErrors([{ name: 'A', date: '2027-05-01' }])).toEqual({ list: [], rows: {} });
  });
});
