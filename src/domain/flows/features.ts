// Plan-gated parts of a flow (spec §6 upgrade prompts), mapped to the feature keys of plans.ts. The builder shows
// an upgrade prompt; validation refuses to save a gated part the plan lacks.
import type { Feature } from '../plans';
import type { Flow, Redirect, RoutingMode, Step, StepType } from './types';
import { OWNER_ROUTING_MODES } from './types';

/** The features the bot builder can ask for, with the words of the spec's upgrade prompts. */
export const FLOW_FEATURE_LABELS = {
  abTesting: 'A/B testing',
  zendesk: 'Zendesk',
  advancedRouting: 'advanced routing',
  serviceCloud: 'Salesforce service cloud',
  greetingButtons: 'buttons in the greeting message',
} as const satisfies Partial<Record<Feature, string>>;
export type FlowFeature = keyof typeof FLOW_FEATURE_LABELS;

/** Step types that are gated as a whole (the palette shows them with a lock). */
export const STEP_TYPE_FEATURES: Partial<Record<StepType, FlowFeature>> = {
  zendeskCreateTicket: 'zendesk',
  zendeskSearchKnowledgeBase: 'zendesk',
  serviceCloudCreateTicket: 'serviceCloud',
  serviceCloudKnowledgeBase: 'serviceCloud',
};

/** Routing beyond "everyone" and picked individuals: CRM owners, RingLead, custom rules. */
export const ADVANCED_ROUTING_MODES: readonly RoutingMode[] = [...OWNER_ROUTING_MODES, 'ringLeadRouting', 'customRoutingRules'];
export const isAdvancedRouting = (mode: RoutingMode) => ADVANCED_ROUTING_MODES.includes(mode);

function redirectFeatures(redirect: Redirect): FlowFeature[] {
  return redirect.kind === 'app' && isAdvancedRouting(redirect.routing.mode) ? ['advancedRouting'] : [];
}

/** Every redirect a step holds (its own, its buttons', its rules'). */
export function stepRedirects(step: Step): Redirect[] {
  switch (step.type) {
    case 'buttons':
      return step.options.map((o) => o.redirect);
    case 'input':
      return [step.redirect];
    case 'nextStateFromResponse':
      return [...step.rules.map((r) => r.redirect), step.fallback];
    default:
      return [];
  }
}

/** The features one step needs, once each. */
export function stepFeatures(step: Step): FlowFeature[] {
  const found = new Set<FlowFeature>();
  const own = STEP_TYPE_FEATURES[step.type];
  if (own) found.add(own);
  if (step.type === 'app' && isAdvancedRouting(step.routing.mode)) found.add('advancedRouting');
  for (const r of stepRedirects(step)) for (const f of redirectFeatures(r)) found.add(f);
  return [...found];
}

/** The features the greeting needs: several variants are an A/B test; buttons are their own feature. */
export function greetingFeatures(flow: Pick<Flow, 'greeting'>): FlowFeature[] {
  const found = new Set<FlowFeature>();
  if (flow.greeting.variants.length > 1) found.add('abTesting');
  if (flow.greeting.buttons.length > 0) found.add('greetingButtons');
  for (const b of flow.greeting.buttons) for (const f of redirectFeatures(b.redirect)) found.add(f);
  return [...found];
}
