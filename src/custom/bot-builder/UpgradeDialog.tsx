// The upgrade prompt of spec §6 for a builder feature the plan lacks (a locked step type, A/B testing, buttons in
// the greeting message, advanced routing).
import { Modal } from '../../ui/layout/Modal';
import { UpgradePrompt } from '../settings/upgrade';
import type { FlowFeature } from '../../domain/flows';
import { BUILDER_UI } from './labels';

export function UpgradeDialog({ feature, onClose }: { feature: FlowFeature | null; onClose(): void }) {
  return (
    <Modal open={feature !== null} onClose={onClose} title={BUILDER_UI.upgradeTitle}>
      {feature && <UpgradePrompt feature={feature} />}
    </Modal>
  );
}
