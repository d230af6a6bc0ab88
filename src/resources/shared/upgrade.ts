// When a failed write means "your plan does not allow this": the server answers 402 Payment Required with the
// prompt's text ('Your plan allows N users', the teams upgrade text).
import { hasFeature, type Feature } from '../../domain/plans';
import type { AppDetails } from '../../domain/api';

export const PAYMENT_REQUIRED = 402;

export function isUpgradeError(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { status?: unknown }).status === PAYMENT_REQUIRED;
}

/** Whether the project's plan has a feature; unknown (no session yet) counts as yes, the server has the last word. */
export function planHas(details: Pick<AppDetails, 'subscription'> | null | undefined, feature: Feature): boolean {
  return details ? hasFeature(details.subscription.features ?? [], feature) : true;
}
