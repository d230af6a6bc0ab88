// The signed-in project's plan (app details' subscription) and the user's write right on widget settings.
import { canAccessPath } from '../../../domain/permissions';
import { hasFeature, type Feature } from '../../../domain/plans';
import { useShellSession } from '../../../ui/session/SessionContext';

export interface PlanInfo {
  planId: string;
  features: readonly string[];
  userLimit: number;
  has: (feature: Feature) => boolean;
}

export function usePlan(): PlanInfo {
  const subscription = useShellSession()?.details.subscription;
  const features = subscription?.features ?? [];
  return {
    planId: subscription?.plan ?? '',
    features,
    userLimit: subscription?.userLimit ?? 0,
    has: (feature) => hasFeature(features, feature),
  };
}

/** UI convenience only: the server refuses writes without the permission anyway. */
export function useCanWriteWidgetSettings(): boolean {
  const flat = useShellSession()?.facts.flat;
  return flat ? canAccessPath(flat, 'settings.widgetSettings', 'write') : false;
}
