import { describe, expect, it } from 'vitest';
import { audienceNameTaken, sameAudienceName } from '../../../src/domain/audience/names';

describe('audience names', () => {
  it('compare case and outer spaces aside', () => {
    expect(sameAudienceName('Pricing visitors', '  pricing VISITORS ')).toBe(true);
    expect(sameAudienceName('Pricing visitors', 'Pricing visitor')).toBe(false);
    expect(sameAudienceName('Café', 'CAFE\u0301')).toBe(true);
  });

  it("are taken by another audience, not by the one being edited", () => {
    const others = [
      { id: 1, name: 'Returning' },
      { id: 2, name: 'Hot accounts' },
    ];
    expect(audienceNameTaken('returning', others)).toBe(true);
    expect(audienceNameTaken('returning', others, 1)).toBe(false);
    expect(audienceNameTaken('returning', others, 2)).toBe(true);
    expect(audienceNameTaken('New', others)).toBe(false);
  });
});
