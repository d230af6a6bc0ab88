// One advance of the bot runtime: the working copy of the state, the steps it runs and what they produce.
import { CSAT_LABELS, type CsatRating } from '../csat';
import { docToText, isEmptyDoc } from '../inbox/richText';
import { emptyAssignment, emptyDoc } from './steps';
import type { BotOutput, CsatOption, RuntimeState, StepVisit } from './runtimeTypes';
import type { AppStep, ButtonOption, FeedbackStep, Gif, Redirect, ResponseRule, RichDoc, Routing, Step } from './types';

/** Steps one advance may run without waiting for the visitor: beyond this the flow loops, and the bot stops. */
export const MAX_STEPS_PER_ADVANCE = 50;

export const CSAT_RATINGS: readonly CsatOption[] = CSAT_LABELS.map((label, i) => ({
  id: String(i + 1),
  value: (i + 1) as CsatRating,
  label,
}));

export const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function ruleMatches(rule: ResponseRule, response: string | null): boolean {
  if (response === null || rule.value.trim() === '') return false;
  return rule.match === 'equals' ? same(response, rule.value) : response.toLowerCase().includes(rule.value.trim().toLowerCase());
}

/** One advance's working copy: the state being built and what it produced. */
export class Run {
  outputs: BotOutput[] = [];
  visits: StepVisit[] = [];
  private ran = 0;

  constructor(public s: RuntimeState) {}

  private get path() {
    return this.s.flow.paths.find((p) => p.id === this.s.pathId);
  }

  get step(): Step | undefined {
    return this.path?.steps[this.s.stepIndex];
  }

  private end(reason: 'pathEnd' | 'loop' | 'missingPath') {
    this.s = { ...this.s, status: 'ended', waiting: null };
    this.outputs.push({ kind: 'end', reason });
  }

  private text(stepId: string | null, doc: RichDoc, gifs: Gif[] = []) {
    this.outputs.push({ kind: 'text', stepId, text: docToText(doc), doc, gifs });
  }

  buttons(stepId: string | null, doc: RichDoc, options: readonly ButtonOption[]) {
    const choices = options.map(({ id, label }) => ({ id, label }));
    this.outputs.push({ kind: 'buttons', stepId, text: docToText(doc), doc, options: choices });
  }

  greet() {
    const variant = this.s.flow.greeting.variants.find((v) => v.id === this.s.variantId);
    if (variant && !(isEmptyDoc(variant.value) && variant.gifs.length === 0)) this.text(null, variant.value, variant.gifs);
    const { buttons } = this.s.flow.greeting;
    if (buttons.length > 0) {
      this.buttons(null, emptyDoc(), buttons);
      this.s = { ...this.s, status: 'waiting', waiting: 'greeting' };
    } else this.runFrom(this.s.pathId, 0);
  }

  /** Carry on after the step at the cursor (or, from the greeting, with the first path's first step). */
  next() {
    this.runFrom(this.s.pathId, this.s.waiting === 'greeting' ? 0 : this.s.stepIndex + 1);
  }

  follow(redirect: Redirect) {
    const stepId = this.s.waiting === 'greeting' ? null : (this.step?.id ?? null);
    switch (redirect.kind) {
      case 'fromResponse':
        return this.next();
      case 'nextState':
        return this.runFrom(redirect.pathId, 0);
      case 'alerts':
        this.outputs.push({ kind: 'notify', stepId, recipients: redirect.recipients, note: '', answers: this.s.answers });
        return this.next();
      case 'slack':
        return this.handoff(stepId, {
          mode: 'everyone',
          destination: 'slack',
          channelId: redirect.channelId,
          assignment: emptyAssignment(),
        });
      case 'app':
        return this.handoff(stepId, redirect.routing);
    }
  }

  private handoff(stepId: string | null, routing: Routing, app?: Pick<AppStep, 'waitSeconds' | 'offlineMessage'>) {
    const waitSeconds = app?.waitSeconds ?? null;
    this.outputs.push({ kind: 'handoff', stepId, routing, waitSeconds, offlineMessage: app?.offlineMessage ?? null });
    this.s = { ...this.s, status: 'handedOff', waiting: null };
  }

  private wait() {
    this.s = { ...this.s, status: 'waiting', waiting: 'step' };
  }

  /** Runs steps from a path and index until one waits, hands over or ends the bot. */
  runFrom(pathId: string | null, index: number) {
    this.s = { ...this.s, pathId, stepIndex: index, waiting: null };
    for (;;) {
      const path = this.path;
      if (!path) return this.end('missingPath');
      const step = path.steps[this.s.stepIndex];
      if (!step) return this.end('pathEnd');
      if (this.ran >= MAX_STEPS_PER_ADVANCE) return this.end('loop');
      this.ran += 1;
      this.visits.push({ pathId: path.id, stepId: step.id });
      if (this.exec(step)) return;
      this.s = { ...this.s, stepIndex: this.s.stepIndex + 1 };
    }
  }

  /** Runs one step; true when the run stops here (the bot waits, hands over, or jumps elsewhere). */
  private exec(step: Step): boolean {
    const id = step.id;
    switch (step.type) {
      case 'text':
        this.text(id, step.message, step.gifs);
        return false;
      case 'link':
        this.outputs.push({ kind: 'link', stepId: id, url: step.url, title: step.title, subtitle: step.subtitle });
        return false;
      case 'notification':
        this.outputs.push({ kind: 'notify', stepId: id, recipients: step.recipients, note: step.note, answers: this.s.answers });
        return false;
      case 'zendeskCreateTicket':
      case 'serviceCloudCreateTicket':
        this.outputs.push({ kind: 'integration', stepId: id, step, query: null, answers: this.s.answers });
        if (!isEmptyDoc(step.message)) this.text(id, step.message);
        return false;
      case 'buttons':
        this.buttons(id, step.message, step.options);
        this.wait();
        return true;
      case 'input':
      case 'plainInput':
      case 'zendeskSearchKnowledgeBase':
      case 'serviceCloudKnowledgeBase':
        this.prompt(step);
        this.wait();
        return true;
      case 'feedback':
        this.askFeedback(step);
        this.wait();
        return true;
      case 'calendar':
        this.outputs.push({ kind: 'calendarRequest', stepId: id, url: step.url, text: docToText(step.message), doc: step.message });
        this.wait();
        return true;
      case 'app':
        if (!isEmptyDoc(step.message)) this.text(id, step.message);
        this.handoff(id, step.routing, { waitSeconds: step.waitSeconds, offlineMessage: step.offlineMessage });
        return true;
      case 'nextState':
        this.runFrom(step.pathId, 0);
        return true;
      case 'nextStateFromResponse': {
        const rule = step.rules.find((r) => ruleMatches(r, this.s.lastResponse));
        this.follow(rule ? rule.redirect : step.fallback);
        return true;
      }
    }
  }

  prompt(step: Extract<Step, { type: 'input' | 'plainInput' | 'zendeskSearchKnowledgeBase' | 'serviceCloudKnowledgeBase' }>) {
    this.outputs.push({
      kind: 'inputPrompt',
      stepId: step.id,
      text: docToText(step.message),
      doc: step.message,
      field: step.type === 'input' ? step.field : null,
      validation: step.type === 'input' ? step.validation : 'text',
    });
  }

  askFeedback(step: FeedbackStep) {
    const text = docToText(step.message);
    this.outputs.push({ kind: 'feedbackRequest', stepId: step.id, text, doc: step.message, ratings: CSAT_RATINGS });
  }

  refuse(stepId: string | null, text: string) {
    this.outputs.push({ kind: 'invalidInput', stepId, text });
  }

  respond(response: string, answers?: Record<string, string>) {
    this.s = { ...this.s, lastResponse: response, ...(answers ? { answers: { ...this.s.answers, ...answers } } : {}) };
  }
}
