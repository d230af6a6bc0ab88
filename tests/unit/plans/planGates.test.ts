// The plan rules the server's refusals share with the dashboard's prompts.
import { describe, expect, it } from 'vitest';
import { missingFeature, upgradePromptText } from '../../../src/domain/planPrompts';
import { PLANS } from '../../../src/domain/plans';
import { SETTINGS_FEATURES } from '../../../src/domain/settings/planFeatures';
import { triggerFeatures } from '../../../src/domain/audience/planFeatures';

describe('plan gates', () => {
  it('finds the first missing feature of a plan', () => {
    expect(missingFeature(PLANS.starter!.features, SETTINGS_FEATURES.officeHours)).toBe('officeHours');
    expect(missingFeature(PLANS.growth!.features, SETTINGS_FEATURES.officeHours)).toBeNull();
    expect(missingFeature([], SETTINGS_FEATURES.widgetStatus)).toBe('widgetSettings');
    expect(missingFeature([], SETTINGS_FEATURES.bot)).toBeNull();
  });

  it('an Element Click trigger needs click-based chat, other triggers nothing', () => {
    expect(triggerFeatures([{ type: 'visitUrl' }, { type: 'elementClick' }])).toEqual(['clickBasedChat']);
    expect(triggerFeatures([{ type: 'formSubmit' }, { type: 'visitUrl' }])).toEqual([]);
  });

  it('words the refusal as the upgrade prompt, naming the smallest plan with the feature', () => {
    expect(upgradePromptText('clickBasedChat')).toBe('Click-based chat: not included in your plan. Upgrade to Growth or above to use it.');
  });
});
