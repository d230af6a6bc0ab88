// Plan gating (spec §6): which plans sit above the current one, the lowest plan offering a feature, and the
// upgrade prompts' wording. Pure; plans and features come from src/domain/plans.ts.
import { PLANS, planUserLimitText, type Feature, type Plan } from '../../../domain/plans';

/** Plans from the smallest to the largest, as PLANS lists them. */
export const PLAN_ORDER: readonly Plan[] = Object.values(PLANS);

/** The plan's position in PLAN_ORDER; -1 for a plan the catalogue does not know (every listed plan is above). */
export const planRank = (planId: string): number => PLAN_ORDER.findIndex((p) => p.id === planId);

export const isHigherPlan = (planId: string, currentId: string): boolean => planRank(planId) > planRank(currentId);

export const lowestPlanWith = (feature: Feature): Plan | undefined => PLAN_ORDER.find((p) => p.features.includes(feature));

/** What each feature is called in the prompts and on the plan cards (§6 names them). */
export const FEATURE_LABELS: Record<Feature, string> = {
  teams: 'Teams',
  officeHours: 'Office hours',
  abTesting: 'A/B testing',
  zendesk: 'Zendesk',
  advancedRouting: 'Advanced routing',
  serviceCloud: 'Salesforce service cloud',
  greetingButtons: 'Buttons in the greeting message',
  clickBasedChat: 'Click-based chat',
  integrations: 'Integrations',
  widgetSettings: 'Widget settings',
};

/** The prompt shown where a feature is missing: what it is, and the smallest plan that has it. */
export function upgradePromptText(feature: Feature): string {
  const lead = `${FEATURE_LABELS[feature]}: not included in your plan.`;
  const plan = lowestPlanWith(feature);
  return plan ? `${lead} Upgrade to ${plan.name} or above to use it.` : `${lead} Upgrade your plan to use it.`;
}

/** The users prompt: 'Your plan allows N users' and what to do about it. */
export const userLimitPromptText = (limit: number): string => `${planUserLimitText(limit)}. Upgrade to add more.`;
