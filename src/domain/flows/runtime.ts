// The bot runtime as a pure step machine, shared by the widget, the server and the builder's test mode:
// advance(state, input) runs steps until the bot waits for the visitor, hands over, or ends, and returns what
// to show and what to do. It mutates nothing it was given and performs no I/O.
import { isValidEmail, isValidPhone, RUNTIME_MSG } from './inputChecks';
import { CSAT_RATINGS, Run, same } from './runtimeRun';
import { emptyDoc } from './steps';
import type { AdvanceResult, RuntimeCursor, RuntimeInput, RuntimeState } from './runtimeTypes';
import type { ButtonOption, Flow, GreetingVariant, RichDoc, Step } from './types';

export * from './runtimeTypes';
export { CSAT_RATINGS, MAX_STEPS_PER_ADVANCE } from './runtimeRun';
export { RUNTIME_MSG } from './inputChecks';

/** The greeting variant a visitor sees: the one asked for, else one picked by a seed (A/B split), else the first. */
export function pickVariant(flow: Flow, opts: { variantId?: string; seed?: number } = {}): GreetingVariant | null {
  const variants = flow.greeting.variants;
  if (variants.length === 0) return null;
  const chosen = opts.variantId ? variants.find((v) => v.id === opts.variantId) : undefined;
  if (chosen) return chosen;
  const seed = opts.seed !== undefined && Number.isFinite(opts.seed) ? Math.abs(Math.trunc(opts.seed)) : 0;
  return variants[seed % variants.length]!;
}

export function startFlow(flow: Flow, opts: { variantId?: string; seed?: number } = {}): RuntimeState {
  return {
    flow,
    status: 'idle',
    pathId: flow.paths[0]?.id ?? null,
    stepIndex: 0,
    waiting: null,
    variantId: pickVariant(flow, opts)?.id ?? null,
    answers: {},
    lastResponse: null,
  };
}

export const runtimeCursor = ({ flow: _flow, ...cursor }: RuntimeState): RuntimeCursor => (void _flow, cursor);
export const resumeFlow = (flow: Flow, cursor: RuntimeCursor): RuntimeState => ({ ...cursor, flow });

function chooseButton(run: Run, options: readonly ButtonOption[], input: RuntimeInput, stepId: string | null, doc: RichDoc) {
  if (input.kind !== 'button' && input.kind !== 'text') return;
  const option =
    input.kind === 'button' ? options.find((o) => o.id === input.optionId) : options.find((o) => same(o.label, input.text));
  if (!option) {
    run.refuse(stepId, RUNTIME_MSG.chooseOption);
    return run.buttons(stepId, doc, options);
  }
  run.respond(option.label);
  run.follow(option.redirect);
}

function answerStep(run: Run, step: Step, input: RuntimeInput) {
  const text = input.kind === 'text' ? input.text.trim() : null;
  switch (step.type) {
    case 'buttons':
      return chooseButton(run, step.options, input, step.id, step.message);
    case 'input': {
      if (text === null) return;
      const invalid =
        text === '' ? RUNTIME_MSG.fieldEmpty
        : step.validation === 'email' && !isValidEmail(text) ? RUNTIME_MSG.emailInvalid
        : step.validation === 'phone' && !isValidPhone(text) ? RUNTIME_MSG.phoneInvalid
        : null;
      if (invalid) {
        run.refuse(step.id, invalid);
        return run.prompt(step);
      }
      run.respond(text, step.field ? { [step.field]: text } : undefined);
      return run.follow(step.redirect);
    }
    case 'plainInput':
    case 'zendeskSearchKnowledgeBase':
    case 'serviceCloudKnowledgeBase':
      if (text === null || text === '') return;
      run.respond(text);
      if (step.type !== 'plainInput') {
        run.outputs.push({ kind: 'integration', stepId: step.id, step, query: text, answers: run.s.answers });
      }
      return run.next();
    case 'feedback': {
      // 'continue' is the visitor closing the rating without answering (a csat_cancel message).
      if (input.kind === 'continue') {
        run.outputs.push({ kind: 'ratingCancelled', stepId: step.id });
        return run.next();
      }
      const pick = input.kind === 'button' ? input.optionId : text;
      const rating = CSAT_RATINGS.find((r) => pick !== null && (r.id === pick.trim() || same(r.label, pick)));
      if (!rating) {
        run.refuse(step.id, RUNTIME_MSG.chooseOption);
        return run.askFeedback(step);
      }
      run.respond(rating.label);
      run.outputs.push({ kind: 'rating', stepId: step.id, rating: rating.value, label: rating.label });
      return run.next();
    }
    case 'calendar':
      if (input.kind === 'button') return;
      if (text) run.respond(text);
      return run.next();
    default:
      return;
  }
}

/**
 * Feeds one visitor input to the bot. Any input starts an idle bot (typed text counts as its first response);
 * a bot that handed over or ended ignores input; 'start' on a running bot does nothing.
 */
export function advance(state: RuntimeState, input: RuntimeInput): AdvanceResult {
  const run = new Run(state);
  if (state.status === 'idle') {
    if (input.kind === 'text' && input.text.trim() !== '') run.respond(input.text.trim());
    run.greet();
  } else if (state.status === 'waiting' && input.kind !== 'start') {
    if (state.waiting === 'greeting') chooseButton(run, state.flow.greeting.buttons, input, null, emptyDoc());
    else if (run.step) answerStep(run, run.step, input);
  }
  return { state: run.s, outputs: run.outputs, visits: run.visits };
}
