// Plan gating for any page: the prompt, the gate, the plan hook and the prompt texts.
export { PlanGate, UpgradePrompt, UPGRADE_PROMPT_BUTTON, type UpgradePromptProps } from './UpgradePrompt';
export { usePlan, useCanWriteWidgetSettings, type PlanInfo } from './usePlan';
export { FEATURE_LABELS, lowestPlanWith, upgradePromptText, userLimitPromptText } from './model';
