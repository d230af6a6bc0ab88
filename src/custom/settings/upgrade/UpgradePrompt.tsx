// The upgrade prompt of spec §6, for any page gating a feature by plan: what is missing, and a button that opens
// the pricing popup (an upgrade request there closes it and shows "We've got your back!").
//   <UpgradePrompt feature="officeHours" />          a missing feature
//   <UpgradePrompt message={userLimitPromptText(3)} />  the users limit (402 'Your plan allows N users')
//   <PlanGate feature="teams">...</PlanGate>          the children when the plan has it, else the prompt
import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import type { Feature } from '../../../domain/plans';
import { UpgradeModals } from '../pricing/UpgradeModals';
import { useUpgradeFlow } from '../pricing/useUpgradeFlow';
import { upgradePromptText } from './model';
import { usePlan } from './usePlan';

export const UPGRADE_PROMPT_BUTTON = 'Upgrade plan';

export interface UpgradePromptProps {
  feature?: Feature;
  /** Overrides the feature's text (e.g. the users limit). */
  message?: string;
}

export function UpgradePrompt({ feature, message }: UpgradePromptProps) {
  const flow = useUpgradeFlow();
  const text = message ?? (feature ? upgradePromptText(feature) : '');
  return (
    <>
      <Alert
        severity="info"
        role="note"
        action={
          <Button color="inherit" size="small" onClick={flow.openPricing}>
            {UPGRADE_PROMPT_BUTTON}
          </Button>
        }
      >
        {text}
      </Alert>
      <UpgradeModals flow={flow} highlight={feature} />
    </>
  );
}

export function PlanGate({ feature, children }: { feature: Feature; children: ReactNode }) {
  const { has } = usePlan();
  return has(feature) ? <>{children}</> : <UpgradePrompt feature={feature} />;
}
