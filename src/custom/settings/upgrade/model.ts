// Plan gating (spec §6): which plans sit above the current one, the lowest plan offering a feature, and the
// upgrade prompts' wording. They live in src/domain/planPrompts.ts, where the server's refusals read them too.
export {
  FEATURE_LABELS,
  PLAN_ORDER,
  isHigherPlan,
  lowestPlanWith,
  planRank,
  upgradePromptText,
  userLimitPromptText,
} from '../../../domain/planPrompts';
