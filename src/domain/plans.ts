// Plans and the features they gate (spec §6 upgrade prompts). The server stores a project's features; the
// dashboard shows an upgrade prompt where one is missing.
export const FEATURES = [
  'teams',
  'officeHours',
  'abTesting',
  'zendesk',
  'advancedRouting',
  'serviceCloud',
  'greetingButtons',
  'clickBasedChat',
  'integrations',
  'widgetSettings',
] as const;
export type Feature = (typeof FEATURES)[number];

export interface Plan {
  id: string;
  name: string;
  userLimit: number;
  features: readonly Feature[];
}

export const PLANS: Record<string, Plan> = {
  starter: { id: 'starter', name: 'Starter', userLimit: 3, features: ['integrations', 'widgetSettings'] },
  growth: {
    id: 'growth',
    name: 'Growth',
    userLimit: 10,
    features: ['teams', 'officeHours', 'integrations', 'widgetSettings', 'clickBasedChat', 'greetingButtons'],
  },
  enterprise: { id: 'enterprise', name: 'Enterprise', userLimit: 100, features: FEATURES },
};

export const DEFAULT_PLAN = 'growth';

export const hasFeature = (features: readonly string[], f: Feature) => features.includes(f);
export const planUserLimitText = (n: number) => `Your plan allows ${n} users`;

/** Plans whose widget may hide "Powered by Parley"; every other plan shows it. */
export const BRANDING_FREE_PLANS: readonly string[] = ['enterprise'];
export const showsPoweredBy = (planId: string) => !BRANDING_FREE_PLANS.includes(planId);
