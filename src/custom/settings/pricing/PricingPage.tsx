// /settings/pricing and /billing: the plans with the current one marked and an upgrade request per higher plan.
import { SettingsPage } from '../common/SettingsPage';
import { SETTINGS_UI } from '../labels';
import { usePlan } from '../upgrade/usePlan';
import { GotYourBackModal } from './GotYourBackModal';
import { PlanCards } from './PlanCards';
import { useUpgradeFlow } from './useUpgradeFlow';

const UI = SETTINGS_UI.pricing;

export function PricingPage({ area = UI.area }: { area?: string }) {
  const { planId } = usePlan();
  const flow = useUpgradeFlow();
  return (
    <SettingsPage area={area} heading={UI.heading}>
      <PlanCards currentPlan={planId} onUpgrade={(id) => void flow.upgrade(id)} pendingPlan={flow.pendingPlan} />
      <GotYourBackModal answer={flow.confirmation} onClose={flow.closeConfirmation} />
    </SettingsPage>
  );
}

export function BillingPage() {
  return <PricingPage area={UI.billingArea} />;
}
