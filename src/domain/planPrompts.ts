// Plan gating's words and order (spec §6 upgrade prompts), shared by the dashboard's prompts and the server's
// refusals, so a gated save is refused with the same sentence the page shows. Pure; plans come from plans.ts.
import { PLANS, planUserLimitText, type Feature, type Plan } from './plans';

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

/** The first of `needed` the project's features lack, or null when it has them all. */
export const missingFeature = (features: readonly string[], needed: readonly Feature[]): Feature | null =>
  needed.find((f) => !features.includes(f)) ?? null;
