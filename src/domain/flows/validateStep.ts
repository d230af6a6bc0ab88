// The rules of one step and of the redirects it holds. Each problem names its field; validate.ts adds the place.
import { FLOW_FEATURE_LABELS, stepFeatures, type FlowFeature } from './features';
import { FLOW_MSG, upgradeMessage } from './messages';
import {
  assignmentError,
  calendarUrlError,
  docError,
  durationError,
  textError,
  titleError,
  urlError,
  type Problem,
} from './rules';
import { ASSIGNMENT_ROUTING_MODES, type Assignment, type ButtonOption, type Redirect, type Routing, type Step } from './types';

export interface StepProblem {
  field: string;
  message: string;
  /** The button, rule or variant the problem is on, when it is not the step itself. */
  itemId?: string;
  feature?: FlowFeature;
}

export interface StepContext {
  pathIds: ReadonlySet<string>;
  features: readonly string[];
  teamIds: readonly number[];
  memberIds: readonly number[];
}

type Sink = (field: string, problem: Problem, itemId?: string) => void;

function collector(out: StepProblem[]): Sink {
  return (field, message, itemId) => {
    if (message) out.push(itemId === undefined ? { field, message } : { field, message, itemId });
  };
}

const known = (ctx: StepContext) => ({ teamIds: ctx.teamIds, memberIds: ctx.memberIds });

/** Assignees that must exist; an empty assignment is fine where it is only a fallback. */
function optionalAssignment(a: Assignment, ctx: StepContext): Problem {
  return a.teams.length + a.members.length === 0 ? null : assignmentError(a, known(ctx));
}

export function pathRefError(pathId: string, ctx: StepContext): Problem {
  if (!pathId) return FLOW_MSG.pathRequired;
  return ctx.pathIds.has(pathId) ? null : FLOW_MSG.pathGone;
}

export function checkRouting(routing: Routing, ctx: StepContext, add: Sink, prefix: string, itemId?: string): void {
  const needsAssignment = ASSIGNMENT_ROUTING_MODES.includes(routing.mode);
  add(
    `${prefix}.assignment`,
    needsAssignment ? assignmentError(routing.assignment, known(ctx)) : optionalAssignment(routing.assignment, ctx),
    itemId,
  );
  if (routing.destination !== 'inbox' && !(routing.channelId ?? '').trim()) {
    add(`${prefix}.channelId`, FLOW_MSG.channelRequired, itemId);
  }
  if (routing.mode !== 'customRoutingRules') return;
  const rules = routing.customRules ?? [];
  if (rules.length === 0) add(`${prefix}.customRules`, FLOW_MSG.rulesRequired, itemId);
  for (const rule of rules) {
    add(`${prefix}.customRules.field`, textError(rule.field) && FLOW_MSG.selectField, rule.id);
    add(`${prefix}.customRules.value`, textError(rule.value) && FLOW_MSG.enterValue, rule.id);
    add(`${prefix}.customRules.assignment`, assignmentError(rule.assignment, known(ctx)), rule.id);
  }
}

export function checkRedirect(redirect: Redirect, ctx: StepContext, add: Sink, field: string, itemId?: string): void {
  switch (redirect.kind) {
    case 'nextState':
      return add(`${field}.pathId`, pathRefError(redirect.pathId, ctx), itemId);
    case 'alerts':
      return add(`${field}.recipients`, assignmentError(redirect.recipients, known(ctx)), itemId);
    case 'slack':
      return add(`${field}.channelId`, textError(redirect.channelId) && FLOW_MSG.channelRequired, itemId);
    case 'app':
      return checkRouting(redirect.routing, ctx, add, `${field}.routing`, itemId);
    case 'fromResponse':
      return;
  }
}

/** Buttons (of a step or of the greeting): at least one, each labelled, no two alike, each leading somewhere. */
export function checkButtons(options: readonly ButtonOption[], ctx: StepContext, add: Sink, required: boolean): void {
  if (required && options.length === 0) add('options', FLOW_MSG.buttonsRequired);
  const seen = new Set<string>();
  for (const o of options) {
    const label = o.label.trim().toLowerCase();
    add('options.label', textError(o.label), o.id);
    if (label !== '' && seen.has(label)) add('options.label', FLOW_MSG.duplicateButtons, o.id);
    seen.add(label);
    checkRedirect(o.redirect, ctx, add, 'options.redirect', o.id);
  }
}

function checkFields(step: Step, ctx: StepContext, add: Sink): void {
  switch (step.type) {
    case 'text':
      return add('message', step.gifs.length > 0 ? null : docError(step.message));
    case 'buttons':
      add('message', docError(step.message));
      return checkButtons(step.options, ctx, add, true);
    case 'input':
      add('message', docError(step.message));
      add('field', textError(step.field) && FLOW_MSG.selectField);
      return checkRedirect(step.redirect, ctx, add, 'redirect');
    case 'plainInput':
    case 'zendeskSearchKnowledgeBase':
    case 'serviceCloudKnowledgeBase':
    case 'feedback':
      return add('message', docError(step.message));
    case 'link':
      add('url', urlError(step.url));
      return add('title', titleError(step.title));
    case 'app':
      checkRouting(step.routing, ctx, add, 'routing');
      add('waitSeconds', durationError(step.waitSeconds));
      return add('offlineMessage', docError(step.offlineMessage));
    case 'notification':
      return add('recipients', assignmentError(step.recipients, known(ctx)));
    case 'zendeskCreateTicket':
    case 'serviceCloudCreateTicket':
      return add('subject', textError(step.subject));
    case 'nextStateFromResponse':
      if (step.rules.length === 0) add('rules', FLOW_MSG.rulesRequired);
      for (const rule of step.rules) {
        add('rules.value', textError(rule.value) && FLOW_MSG.enterValue, rule.id);
        checkRedirect(rule.redirect, ctx, add, 'rules.redirect', rule.id);
      }
      return checkRedirect(step.fallback, ctx, add, 'fallback');
    case 'nextState':
      return add('pathId', pathRefError(step.pathId, ctx));
    case 'calendar':
      return add('url', calendarUrlError(step.url));
  }
}

/** Everything wrong with one step, gated features first (the builder shows the upgrade prompt on top). */
export function validateStep(step: Step, ctx: StepContext): StepProblem[] {
  const out: StepProblem[] = [];
  for (const f of stepFeatures(step)) {
    if (!ctx.features.includes(f)) out.push({ field: 'type', message: upgradeMessage(FLOW_FEATURE_LABELS[f]), feature: f });
  }
  checkFields(step, ctx, collector(out));
  return out;
}

export { collector };
