import { describe, expect, it } from 'vitest';
import {
  defaultMeetingAvailability,
  isAvailableAt,
  meetingAvailabilitySchema,
  normaliseAvailability,
} from '../../../src/domain/settings/meetingAvailability';
import { addSlot, availabilityErrors, removeSlot, setSlot } from '../../../src/custom/settings/meeting/availabilityModel';

const H = 3600;

describe('meeting availability', () => {
  it('defaults to weekdays 9 to 5', () => {
    const a = defaultMeetingAvailability('Europe/Berlin');
    expect(a.days.monday).toEqual([{ from: 9 * H, to: 17 * H }]);
    expect(a.days.saturday).toEqual([]);
    expect(meetingAvailabilitySchema.isValidSync(a)).toBe(true);
  });

  it('fills missing days with no windows', () => {
    expect(normaliseAvailability({ timezone: 'UTC', days: { friday: [{ from: 0, to: H }] } }).days).toEqual({
      sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [{ from: 0, to: H }], saturday: [],
    });
  });

  it('is available inside a window in its own timezone, and never with no windows', () => {
    const a = defaultMeetingAvailability('Asia/Tokyo');
    expect(isAvailableAt(a, new Date('2026-11-23T01:00:00Z'))).toBe(true); // Monday 10:00 in Tokyo
    expect(isAvailableAt(a, new Date('2026-11-23T09:00:00Z'))).toBe(false); // Monday 18:00 in Tokyo
    expect(isAvailableAt(a, new Date('2026-11-22T01:00:00Z'))).toBe(false); // Sunday
    expect(isAvailableAt(normaliseAvailability({ timezone: 'UTC' }), new Date('2026-11-23T10:00:00Z'))).toBe(false);
  });

  it('edits windows per day and reports problems by day', () => {
    let a = defaultMeetingAvailability('UTC');
    a = addSlot(a, 'monday');
    expect(a.days.monday).toEqual([{ from: 9 * H, to: 17 * H }, { from: 18 * H, to: 22 * H }]);
    expect(availabilityErrors(a)).toEqual({});
    a = setSlot(a, 'monday', 1, { from: 16 * H });
    expect(availabilityErrors(a)).toEqual({ monday: ['Time windows of a day must not overlap'] });
    a = setSlot(removeSlot(a, 'monday', 1), 'tuesday', 0, { to: 9 * H });
    expect(availabilityErrors(a)).toEqual({ tuesday: ['A window must not be empty'] });
    expect(availabilityErrors({ ...defaultMeetingAvailability('UTC'), timezone: '' })).toEqual({ timezone: ['Please select a valid timezone'] });
  });
});
