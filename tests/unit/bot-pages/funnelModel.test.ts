// The funnel on the step cards: counts from real runtime visits (computeFunnel), drops taken between the steps as
// the draft shows them, steps added since the save marked as such.
import { describe, expect, it } from 'vitest';
import { advance, computeFunnel, startFlow, type Flow, type RuntimeInput, type StepVisitRecord } from '../../../src/domain/flows';
import { isEmptyFunnel, pathReach, stepFunnelView } from '../../../src/custom/bot-builder/funnel/model';
import { salesFlow, step } from '../bot-builder/fixtures';

function visitor(flow: Flow, conversationId: number, inputs: RuntimeInput[]): StepVisitRecord[] {
  let state = startFlow(flow);
  const out: StepVisitRecord[] = [];
  for (const input of inputs) {
    const r = advance(state, input);
    state = r.state;
    out.push(...r.visits.map((v) => ({ conversationId, ...v })));
  }
  return out;
}

const flow = salesFlow();
// Three visitors: two choose Sales (one gives a valid email), one chooses Support.
const funnel = computeFunnel(flow, [
  ...visitor(flow, 1, [{ kind: 'start' }, { kind: 'button', optionId: 'o1' }, { kind: 'text', text: 'ana@acme.example' }]),
  ...visitor(flow, 2, [{ kind: 'start' }, { kind: 'button', optionId: 'o1' }]),
  ...visitor(flow, 3, [{ kind: 'start' }, { kind: 'button', optionId: 'o2' }]),
]);
const [welcome, sales] = flow.paths;

describe('step funnel view', () => {
  it('shows reach and share of all conversations, and no drop on a first step', () => {
    expect(funnel.started).toBe(3);
    expect(stepFunnelView(funnel, welcome!, 0)).toEqual({ kind: 'counted', count: 3, percent: 100, drop: null });
  });

  it('shows the drop from the step above', () => {
    const input = stepFunnelView(funnel, sales!, 0);
    const handover = stepFunnelView(funnel, sales!, 1);
    expect(input).toEqual({ kind: 'counted', count: 2, percent: 66.7, drop: null });
    expect(handover).toEqual({ kind: 'counted', count: 1, percent: 33.3, drop: 1 });
  });

  it('marks a step added since the save, and takes drops between steps as they stand now', () => {
    const edited = { ...sales!, steps: [sales!.steps[1]!, step('text', 'fresh'), sales!.steps[0]!] };
    expect(stepFunnelView(funnel, edited, 1)).toEqual({ kind: 'new' });
    // The input step now sits below a new step: no count above it to drop from.
    expect(stepFunnelView(funnel, edited, 2)).toMatchObject({ count: 2, drop: null });
    // Moved above the hand-over: more conversations than the step above it, so no drop.
    const swapped = { ...sales!, steps: [sales!.steps[1]!, sales!.steps[0]!] };
    expect(stepFunnelView(funnel, swapped, 1)).toMatchObject({ count: 2, drop: 0 });
  });

  it('gives path reach and recognises an empty funnel', () => {
    expect(pathReach(funnel, 'p2')).toBe(2);
    expect(pathReach(funnel, 'gone')).toBeNull();
    expect(isEmptyFunnel(funnel)).toBe(false);
    expect(isEmptyFunnel(computeFunnel(flow, []))).toBe(true);
  });
});
