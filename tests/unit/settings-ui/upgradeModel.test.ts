import { describe, expect, it } from 'vitest';
import { FEATURES, PLANS } from '../../../src/domain/plans';
import { FEATURE_LABELS, isHigherPlan, lowestPlanWith, PLAN_ORDER, planRank, upgradePromptText, userLimitPromptText } from '../../../src/custom/settings/upgrade/model';

describe('plan gating', () => {
  it('orders the plans as the catalogue lists them', () => {
    expect(PLAN_ORDER.map((p) => p.id)).toEqual(Object.keys(PLANS));
    expect(planRank('starter')).toBeLessThan(planRank('growth'));
    expect(planRank('unknown')).toBe(-1);
  });

  it('plans above the current one are upgrades; an unknown plan can upgrade to any', () => {
    expect(isHigherPlan('enterprise', 'growth')).toBe(true);
    expect(isHigherPlan('starter', 'growth')).toBe(false);
    expect(isHigherPlan('growth', 'growth')).toBe(false);
    expect(isHigherPlan('starter', 'legacy')).toBe(true);
  });

  it('names the smallest plan that offers a feature', () => {
    expect(lowestPlanWith('officeHours')?.id).toBe('growth');
    expect(lowestPlanWith('zendesk')?.id).toBe('enterprise');
    expect(upgradePromptText('officeHours')).toBe('Office hours: not included in your plan. Upgrade to Growth or above to use it.');
  });

  it('has a label for every feature', () => {
    expect(FEATURES.filter((f) => !FEATURE_LABELS[f])).toEqual([]);
  });

  it("words the users limit as 'Your plan allows N users'", () => {
    expect(userLimitPromptText(3)).toBe('Your plan allows 3 users. Upgrade to add more.');
  });
});
