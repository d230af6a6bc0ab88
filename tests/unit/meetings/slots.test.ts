import { describe, expect, it } from 'vitest';
import { freeSlots } from '../../../src/domain/meetings/slots';
import { defaultMeetingAvailability, normaliseAvailability } from '../../../src/domain/settings/meetingAvailability';
import { groupByDay, longWhen } from '../../../src/custom/booking/model';

// Monday 2026-11-23 08:00 UTC
const MONDAY_8 = Date.UTC(2026, 10, 23, 8) / 1000;
const at = (day: number, h: number, m = 0) => Date.UTC(2026, 10, day, h, m) / 1000;
const hhmm = (s: number) => new Date(s * 1000).toISOString().slice(11, 16);

describe('freeSlots', () => {
  const utc95 = defaultMeetingAvailability('UTC');

  it('offers half-hour starts inside the windows, after the notice, with the meeting ending by the window end', () => {
    const slots = freeSlots(utc95, [], MONDAY_8, { days: 1 });
    expect(slots.map(hhmm)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
    // 60 minutes' notice from 08:40 → 09:40 → the first start is 10:00.
    expect(freeSlots(utc95, [], MONDAY_8 + 40 * 60, { days: 1 })[0]).toBe(at(23, 10));
  });

  it('drops every slot a busy interval touches, even partly', () => {
    const busy = [{ start: at(23, 10, 15), end: at(23, 11) }, { start: at(23, 14), end: at(23, 15) }];
    const slots = freeSlots(utc95, busy, MONDAY_8, { days: 1 }).map(hhmm);
    expect(slots).not.toContain('10:00');
    expect(slots).not.toContain('10:30');
    expect(slots).toContain('11:00');
    expect(slots).toContain('09:30');
    expect(slots).not.toContain('14:00');
    expect(slots).not.toContain('14:30');
    expect(slots).toContain('15:00');
  });

  it('longer meetings must fit the window whole', () => {
    const slots = freeSlots(utc95, [], MONDAY_8, { days: 1, minutes: 60 }).map(hhmm);
    expect(slots.at(-1)).toBe('16:00');
    expect(slots).toContain('16:00');
    expect(slots).not.toContain('16:30');
  });

  it("follows the agent's timezone and skips days without windows", () => {
    const a = normaliseAvailability({ timezone: 'America/New_York', days: { tuesday: [{ from: 9 * 3600, to: 10 * 3600 }] } });
    const slots = freeSlots(a, [], MONDAY_8, { days: 7 });
    // Tuesday 09:00 and 09:30 in New York (EST, UTC−5) only.
    expect(slots).toEqual([at(24, 14), at(24, 14, 30)]);
  });

  it('offers nothing without any window', () => {
    expect(freeSlots(normaliseAvailability({ timezone: 'UTC', days: {} }), [], MONDAY_8)).toEqual([]);
  });
});

describe('the booking page model', () => {
  it("groups slots by the viewer's calendar day and labels them in the viewer's timezone", () => {
    const days = groupByDay([at(24, 14), at(23, 23, 30), at(24, 0)], 'Europe/Paris');
    expect(days.map((d) => d.key)).toEqual(['2026-11-24']);
    expect(days[0]!.slots.map((s) => s.label)).toEqual(['12:30 AM', '1:00 AM', '3:00 PM']);
    const inLA = groupByDay([at(24, 14), at(23, 23, 30), at(24, 0)], 'America/Los_Angeles');
    expect(inLA.map((d) => [d.key, d.slots.length])).toEqual([['2026-11-23', 2], ['2026-11-24', 1]]);
    expect(longWhen(at(26, 14), 'Europe/Paris')).toBe('Thursday, November 26 at 3:00 PM (Europe/Paris)');
  });
});
