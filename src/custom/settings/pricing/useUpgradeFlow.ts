// The upgrade request of spec §7: POST app/pricing/upgrade/subscription?upgradeTo=<plan>; on success the pricing
// popup closes and the "We've got your back!" confirmation opens.
import { useCallback, useRef, useState } from 'react';
import { settingsApi, type UpgradeAnswer } from '../../../providers/api/settings';

export interface UpgradeFlow {
  pricingOpen: boolean;
  openPricing: () => void;
  closePricing: () => void;
  /** The plan whose request is in flight. */
  pendingPlan: string | null;
  upgrade: (planId: string) => Promise<void>;
  /** The server's answer while the confirmation shows. */
  confirmation: UpgradeAnswer | null;
  closeConfirmation: () => void;
}

export function useUpgradeFlow(): UpgradeFlow {
  const [pricingOpen, setPricingOpen] = useState(false);
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<UpgradeAnswer | null>(null);
  const inFlight = useRef(false);

  const upgrade = useCallback(async (planId: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPendingPlan(planId);
    try {
      const answer = await settingsApi.requestUpgrade(planId);
      setPricingOpen(false);
      setConfirmation(answer);
    } catch {
      // httpClient has shown the error toast; the pricing popup stays open for another try.
    } finally {
      inFlight.current = false;
      setPendingPlan(null);
    }
  }, []);

  return {
    pricingOpen,
    openPricing: useCallback(() => setPricingOpen(true), []),
    closePricing: useCallback(() => setPricingOpen(false), []),
    pendingPlan,
    upgrade,
    confirmation,
    closeConfirmation: useCallback(() => setConfirmation(null), []),
  };
}
