import { describe, expect, it } from 'vitest';
import {
  decideToggle,
  initialAvailability,
  reduceAvailability,
  type AvailabilityAction,
  type AvailabilityState,
} from '../../../src/custom/settings/availability/model';

const run = (start: AvailabilityState, ...actions: AvailabilityAction[]) => actions.reduce(reduceAvailability, start);

describe('reduceAvailability', () => {
  it('shows a requested value at once and keeps it when the call succeeds', () => {
    const asked = run(initialAvailability(false), { type: 'requested', available: true });
    expect(asked).toEqual({ confirmed: false, shown: true, pending: true });
    expect(reduceAvailability(asked, { type: 'succeeded', available: true })).toEqual({ confirmed: true, shown: true, pending: false });
  });

  it('reverts to the confirmed value when the call fails', () => {
    expect(run(initialAvailability(false), { type: 'requested', available: true }, { type: 'failed' })).toEqual({
      confirmed: false,
      shown: false,
      pending: false,
    });
    expect(run(initialAvailability(true), { type: 'requested', available: false }, { type: 'failed' })).toEqual({
      confirmed: true,
      shown: true,
      pending: false,
    });
  });

  it('takes the value the server answered with, even if it differs from the request', () => {
    expect(run(initialAvailability(false), { type: 'requested', available: true }, { type: 'succeeded', available: false }).shown).toBe(false);
  });

  it('a load during a call updates the confirmed value but not what is shown; a failure then reverts to it', () => {
    const s = run(initialAvailability(false), { type: 'requested', available: true }, { type: 'loaded', available: false });
    expect(s).toEqual({ confirmed: false, shown: true, pending: true });
    expect(run(initialAvailability(true), { type: 'requested', available: false }, { type: 'loaded', available: false }, { type: 'failed' }).shown).toBe(false);
  });

  it('a load with no call in flight shows the server value', () => {
    expect(reduceAvailability(initialAvailability(false), { type: 'loaded', available: true })).toEqual(initialAvailability(true));
  });
});

describe('decideToggle', () => {
  const idle = initialAvailability(false);
  it('sends a change when the profile is complete', () => {
    expect(decideToggle(idle, true, true)).toBe('send');
  });
  it('refuses going online with an incomplete profile', () => {
    expect(decideToggle(idle, true, false)).toBe('refuse');
  });
  it('lets an incomplete profile go offline', () => {
    expect(decideToggle(initialAvailability(true), false, false)).toBe('send');
  });
  it('ignores clicks while a call is in flight and requests for the value already shown', () => {
    expect(decideToggle({ ...idle, pending: true }, true, true)).toBe('ignore');
    expect(decideToggle(idle, false, true)).toBe('ignore');
  });
});
