// The pricing popup and the confirmation of one upgrade flow (see useUpgradeFlow).
import type { Feature } from '../../../domain/plans';
import { Modal } from '../../../ui/layout/Modal';
import { SETTINGS_UI } from '../labels';
import { usePlan } from '../upgrade/usePlan';
import { GotYourBackModal } from './GotYourBackModal';
import { PlanCards } from './PlanCards';
import type { UpgradeFlow } from './useUpgradeFlow';

export function UpgradeModals({ flow, highlight }: { flow: UpgradeFlow; highlight?: Feature }) {
  const { planId } = usePlan();
  return (
    <>
      <Modal open={flow.pricingOpen} onClose={flow.closePricing} title={SETTINGS_UI.pricing.dialogTitle} maxWidth="md">
        <PlanCards currentPlan={planId} onUpgrade={(id) => void flow.upgrade(id)} pendingPlan={flow.pendingPlan} highlight={highlight} />
      </Modal>
      <GotYourBackModal answer={flow.confirmation} onClose={flow.closeConfirmation} />
    </>
  );
}
