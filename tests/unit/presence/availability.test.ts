import { describe, expect, it } from 'vitest';
import { AVAILABILITY_GRACE_SECONDS, isAvailableNow } from '../../../src/domain/presence/availability';

const now = 1_000_000;

describe('isAvailableNow: toggled on and connected now, or a moment ago', () => {
  it('needs the toggle, whatever the connection', () => {
    expect(isAvailableNow({ toggled: false, connected: true, lastConnectedAt: now }, now)).toBe(false);
  });

  it('a connected agent with the toggle on is available', () => {
    expect(isAvailableNow({ toggled: true, connected: true, lastConnectedAt: null }, now)).toBe(true);
  });

  it('toggled on but never connected (never signed in) is not', () => {
    expect(isAvailableNow({ toggled: true, connected: false, lastConnectedAt: null }, now)).toBe(false);
  });

  it('a dropped socket still counts during the grace (a reload), not after', () => {
    const grace = AVAILABILITY_GRACE_SECONDS * 1000;
    expect(isAvailableNow({ toggled: true, connected: false, lastConnectedAt: now - grace + 1 }, now)).toBe(true);
    expect(isAvailableNow({ toggled: true, connected: false, lastConnectedAt: now - grace }, now)).toBe(false);
    expect(isAvailableNow({ toggled: true, connected: false, lastConnectedAt: now - 1500 }, now, 1)).toBe(false);
    expect(isAvailableNow({ toggled: true, connected: false, lastConnectedAt: now - 500 }, now, 1)).toBe(true);
  });
});
