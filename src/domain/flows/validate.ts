// validateFlow: every rule of a conversation flow (spec §5 bot flow rules, form messages, shared validators; §6
// gated features). Pure: the builder runs it on every change, the server on every save.
import { FLOW_FEATURE_LABELS, greetingFeatures, type FlowFeature } from './features';
import { reachablePathIds, unreachableSteps } from './graph';
import { FLOW_MSG, upgradeMessage } from './messages';
import { flowNameError, greetingVariantErrors, pathNameError, topicsError } from './rules';
import { PATH_ENDING_TYPES } from './steps';
import { needWarning, stepNeeds } from './integrationNeeds';
import type { Flow, Path } from './types';
import { checkButtons, collector, validateStep, type StepContext, type StepProblem } from './validateStep';

export interface FlowValidationContext {
  /** The project's plan features (plans.ts keys). */
  features: readonly string[];
  /** Teams and members that exist in the project: assignments may only name these. */
  teamIds: readonly number[];
  memberIds: readonly number[];
  /** Integrations the project has connected (GET app/integration); when given, steps needing another one get a
   *  warning. The server's save check leaves it out: a flow may be built before its integrations are connected. */
  connected?: ReadonlySet<string>;
}

/** One problem and its place: the flow (no pathId), a path, a step, or an item (button, rule, variant) in it. */
export interface FlowError {
  severity: 'error' | 'warning';
  message: string;
  field: string;
  pathId?: string;
  stepId?: string;
  itemId?: string;
  feature?: FlowFeature;
}

export interface FlowValidation {
  valid: boolean;
  errors: FlowError[];
  warnings: FlowError[];
}

type Place = Pick<FlowError, 'pathId' | 'stepId'>;

const toError = (p: StepProblem, place: Place, severity: FlowError['severity'] = 'error'): FlowError => ({
  severity,
  message: p.message,
  field: p.field,
  ...place,
  ...(p.itemId !== undefined ? { itemId: p.itemId } : {}),
  ...(p.feature !== undefined ? { feature: p.feature } : {}),
});

function validatePath(path: Path, taken: Set<string>, ctx: StepContext): FlowError[] {
  const errors: FlowError[] = [];
  const at = (field: string, message: string, stepId?: string) =>
    errors.push({ severity: 'error', message, field, pathId: path.id, ...(stepId ? { stepId } : {}) });

  const nameProblem = pathNameError(path.name);
  const key = path.name.trim().toLowerCase();
  if (nameProblem) at('name', nameProblem);
  else if (taken.has(key)) at('name', FLOW_MSG.pathNameTaken);
  taken.add(key);

  if (path.steps.length === 0) at('steps', FLOW_MSG.stepsRequired);
  // The one-per-path rules are reported on every step after the first of its kind.
  const endings = path.steps.filter((s) => PATH_ENDING_TYPES.includes(s.type));
  for (const s of endings.slice(1)) at('type', FLOW_MSG.oneTerminalPerPath, s.id);
  const alerts = path.steps.filter((s) => s.type === 'notification');
  for (const s of alerts.slice(1)) at('type', FLOW_MSG.oneAlertPerPath, s.id);

  for (const step of path.steps) errors.push(...validateStep(step, ctx).map((p) => toError(p, { pathId: path.id, stepId: step.id })));
  return errors;
}

function validateGreeting(flow: Flow, ctx: StepContext): FlowError[] {
  const problems: StepProblem[] = [];
  const add = collector(problems);
  const variants = greetingVariantErrors(flow.greeting.variants);
  add('greeting.variants', variants.list);
  for (const id of variants.empty) add('greeting.variants', FLOW_MSG.variantEmpty, id);
  for (const id of variants.duplicates) add('greeting.variants', FLOW_MSG.duplicateGreeting, id);
  for (const f of greetingFeatures(flow)) {
    if (!ctx.features.includes(f)) {
      const field = f === 'abTesting' ? 'greeting.variants' : 'greeting.buttons';
      problems.push({ field, message: upgradeMessage(FLOW_FEATURE_LABELS[f]), feature: f });
    }
  }
  const buttons: StepProblem[] = [];
  checkButtons(flow.greeting.buttons, ctx, collector(buttons), false);
  problems.push(...buttons.map((b) => ({ ...b, field: `greeting.buttons.${b.field.replace(/^options\./, '')}` })));
  return problems.map((p) => toError(p, {}));
}

export function validateFlow(flow: Flow, context: FlowValidationContext): FlowValidation {
  const ctx: StepContext = { ...context, pathIds: new Set(flow.paths.map((p) => p.id)) };
  const errors: FlowError[] = [];
  const warnings: FlowError[] = [];
  const flowError = (field: string, message: string | null) => {
    if (message) errors.push({ severity: 'error', field, message });
  };

  flowError('name', flowNameError(flow.name));
  if (flow.paths.length === 0) flowError('paths', FLOW_MSG.pathsRequired);
  const taken = new Set<string>();
  for (const path of flow.paths) errors.push(...validatePath(path, taken, ctx));
  errors.push(...validateGreeting(flow, ctx));
  flowError('topics', topicsError(flow.topics));

  const reachable = reachablePathIds(flow);
  for (const path of flow.paths) {
    if (!reachable.has(path.id)) {
      warnings.push({ severity: 'warning', field: 'path', message: FLOW_MSG.pathUnreachable, pathId: path.id });
    }
    for (const stepId of unreachableSteps(path)) {
      warnings.push({ severity: 'warning', field: 'step', message: FLOW_MSG.stepUnreachable, pathId: path.id, stepId });
    }
    if (context.connected) {
      for (const step of path.steps) {
        for (const need of stepNeeds(step)) {
          if (context.connected.has(need.kind)) continue;
          warnings.push({ severity: 'warning', field: need.field, message: needWarning(need), pathId: path.id, stepId: step.id, ...(need.itemId ? { itemId: need.itemId } : {}) });
        }
      }
    }
  }
  return { valid: errors.length === 0, errors, warnings };
}

/** The toast for a save attempt: the spec's one message whatever the errors, null when the flow may be saved. */
export const saveError = (result: FlowValidation): string | null => (result.valid ? null : FLOW_MSG.saveError);

/** The problems to show at one place of the builder (a path header, a step card, a button). */
export function issuesAt(result: FlowValidation, place: { pathId?: string; stepId?: string; itemId?: string }): FlowError[] {
  return [...result.errors, ...result.warnings].filter(
    (e) => e.pathId === place.pathId && e.stepId === place.stepId && (place.itemId === undefined || e.itemId === place.itemId),
  );
}
