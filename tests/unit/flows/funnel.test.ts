// The builder's per-step funnel: distinct conversations per step, from the runtime's own visit reports.
import { computeFunnel, type StepVisitRecord } from '../../../src/domain/flows/funnel';
import { advance, startFlow, type RuntimeInput } from '../../../src/domain/flows/runtime';
import type { Flow } from '../../../src/domain/flows/types';
import { validFlow } from './builders';

/** Runs one simulated visitor through the runtime and records its visits under a conversation id. */
function visitor(flow: Flow, conversationId: number, inputs: RuntimeInput[]): StepVisitRecord[] {
  let state = startFlow(flow);
  const records: StepVisitRecord[] = [];
  for (const input of inputs) {
    const r = advance(state, input);
    state = r.state;
    records.push(...r.visits.map((v) => ({ conversationId, ...v })));
  }
  return records;
}

describe('computeFunnel', () => {
  const flow = validFlow();
  const visits = [
    ...visitor(flow, 1, [{ kind: 'start' }, { kind: 'button', optionId: 'o1' }, { kind: 'text', text: 'ana@acme.example' }]),
    ...visitor(flow, 2, [{ kind: 'start' }, { kind: 'button', optionId: 'o1' }, { kind: 'text', text: 'nope' }]),
    // Conversation 3 goes to support, which leads back to the welcome path (visited twice, counted once).
    ...visitor(flow, 3, [{ kind: 'start' }, { kind: 'button', optionId: 'o2' }]),
    ...visitor(flow, 4, [{ kind: 'start' }]),
  ];
  const funnel = computeFunnel(flow, visits);

  it('counts each conversation once per step', () => {
    expect(funnel.started).toBe(4);
    expect(funnel.byStep).toEqual({ s1: 4, s2: 4, s3: 2, s4: 1, s5: 1, s6: 1, s7: 1 });
  });

  it('gives per-path counts, shares of started conversations and drop-offs', () => {
    expect(funnel.paths).toEqual([
      {
        pathId: 'p1',
        count: 4,
        steps: [
          { stepId: 's1', count: 4, percent: 100, dropFromPrevious: null },
          { stepId: 's2', count: 4, percent: 100, dropFromPrevious: 0 },
        ],
      },
      {
        pathId: 'p2',
        count: 2,
        steps: [
          { stepId: 's3', count: 2, percent: 50, dropFromPrevious: null },
          { stepId: 's4', count: 1, percent: 25, dropFromPrevious: 1 },
          { stepId: 's5', count: 1, percent: 25, dropFromPrevious: 0 },
        ],
      },
      {
        pathId: 'p3',
        count: 1,
        steps: [
          { stepId: 's6', count: 1, percent: 25, dropFromPrevious: null },
          { stepId: 's7', count: 1, percent: 25, dropFromPrevious: 0 },
        ],
      },
    ]);
  });

  it('shows zeros with no data, rounds shares to one decimal, and ignores visits to deleted steps', () => {
    const empty = computeFunnel(flow, []);
    expect(empty.started).toBe(0);
    expect(empty.paths[0]!.steps[0]).toEqual({ stepId: 's1', count: 0, percent: 0, dropFromPrevious: null });

    const thirds = computeFunnel(flow, [
      { conversationId: 'a', pathId: 'p1', stepId: 's1' },
      { conversationId: 'b', pathId: 'p1', stepId: 's1' },
      { conversationId: 'c', pathId: 'old', stepId: 'deleted' },
    ]);
    expect(thirds.started).toBe(3);
    expect(thirds.paths[0]!.steps[0]).toMatchObject({ count: 2, percent: 66.7 });
    expect(thirds.byStep).not.toHaveProperty('deleted');
  });

  it('matches a step by id even after it moved to another path', () => {
    const moved = computeFunnel(flow, [{ conversationId: 1, pathId: 'p1', stepId: 's6' }]);
    expect(moved.byStep.s6).toBe(1);
    expect(moved.paths[2]!.count).toBe(1);
  });
});
