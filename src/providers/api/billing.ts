// GET app/billing/usage (server/routes/analytics.ts): the plan, its limits and this month's usage.
import { httpClient } from '../httpClient';

export interface BillingUsage {
  plan: string;
  planName: string;
  userLimit: number;
  features: string[];
  usage: { users: number; conversations: number; flows: number; audiences: number; since: number };
}

export const billingApi = {
  usage: async (): Promise<BillingUsage> => (await httpClient<BillingUsage>('app/billing/usage')).json,
};
