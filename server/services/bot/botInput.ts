// What a visitor's answer to the bot is (server/services/bot/botService.ts): a button or text, the chosen button's
// label, and whether typed text misses every button the bot waits on.
import { CSAT_RATINGS } from '../../../src/domain/flows/runtime';
import { same } from '../../../src/domain/flows/runtimeRun';
import type { RuntimeInput, RuntimeState } from '../../../src/domain/flows/runtimeTypes';

/** Typed text that picks none of the buttons the bot waits on (the bot settings' "unexpected reply"). */
export function isUnexpectedReply(state: RuntimeState, input: RuntimeInput): boolean {
  if (input.kind !== 'text' || state.status !== 'waiting') return false;
  const step = state.flow.paths.find((p) => p.id === state.pathId)?.steps[state.stepIndex];
  const options = state.waiting === 'greeting' ? state.flow.greeting.buttons : step?.type === 'buttons' ? step.options : null;
  return options !== null && !options.some((o) => same(o.label, input.text));
}

/** What a visitor's answer is: a button (optionId) or typed text. */
export function inputOf(p: { text?: string | null; optionId?: string | null }): RuntimeInput | null {
  if (p.optionId) return { kind: 'button', optionId: p.optionId };
  if (p.text && p.text.trim()) return { kind: 'text', text: p.text.trim() };
  return null;
}

/** The label of the button the visitor chose, stored as their message. */
export function optionLabel(state: RuntimeState, optionId: string): string | null {
  if (state.waiting === 'greeting') return state.flow.greeting.buttons.find((o) => o.id === optionId)?.label ?? null;
  const step = state.flow.paths.find((p) => p.id === state.pathId)?.steps[state.stepIndex];
  if (step?.type === 'buttons') return step.options.find((o) => o.id === optionId)?.label ?? null;
  if (step?.type === 'feedback') return CSAT_RATINGS.find((r) => r.id === optionId)?.label ?? null;
  return null;
}
