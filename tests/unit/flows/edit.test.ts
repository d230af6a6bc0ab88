// The builder's editing operations: immutable, with the first-path rules, injectable ids and link-keeping clone.
import {
  addPath,
  addStep,
  canMovePath,
  canRemovePath,
  cloneFlow,
  copyName,
  FlowEditError,
  movePath,
  moveStep,
  removePath,
  removeStep,
  renamePath,
  setRedirect,
  updateStep,
} from '../../../src/domain/flows/edit';
import { pathLinks } from '../../../src/domain/flows/graph';
import { newStep, textDoc } from '../../../src/domain/flows/steps';
import { STEP_TYPES, type Flow } from '../../../src/domain/flows/types';
import { validateFlow } from '../../../src/domain/flows/validate';
import { counter, FULL, validFlow } from './builders';

/** Deep-freezes a flow so any mutation by an operation throws. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
}

const pathIds = (f: Flow) => f.paths.map((p) => p.id);
const stepIds = (f: Flow, pathId: string) => f.paths.find((p) => p.id === pathId)!.steps.map((s) => s.id);

describe('paths', () => {
  it('addPath appends an empty path with a generated id', () => {
    const before = frozen(validFlow());
    const after = addPath(before, 'Pricing path', counter('new'));
    expect(after.paths.at(-1)).toEqual({ id: 'new-1', name: 'Pricing path', steps: [] });
    expect(pathIds(before)).toEqual(['p1', 'p2', 'p3']);
  });

  it('renamePath changes only that path', () => {
    const before = frozen(validFlow());
    const after = renamePath(before, 'p2', 'Enterprise sales');
    expect(after.paths.map((p) => p.name)).toEqual(['Welcome path', 'Enterprise sales', 'Support path']);
    expect(before.paths[1]!.name).toBe('Sales path');
    expect(after.paths[0]).toBe(before.paths[0]);
    expect(after.paths[1]!.steps).toBe(before.paths[1]!.steps);
  });

  it('removePath removes any path but the first, keeping links to it visible as errors', () => {
    const after = removePath(frozen(validFlow()), 'p2');
    expect(pathIds(after)).toEqual(['p1', 'p3']);
    const errors = validateFlow(after, FULL).errors;
    expect(errors).toEqual([
      { severity: 'error', field: 'options.redirect.pathId', message: 'The selected path no longer exists', pathId: 'p1', stepId: 's2', itemId: 'o1' },
    ]);
  });

  it('the first path cannot be deleted', () => {
    expect(canRemovePath(validFlow(), 'p1')).toBe(false);
    expect(canRemovePath(validFlow(), 'p3')).toBe(true);
    expect(() => removePath(validFlow(), 'p1')).toThrow(new FlowEditError('The first path cannot be deleted'));
  });

  it('movePath re-orders the other paths', () => {
    expect(pathIds(movePath(frozen(validFlow()), 'p3', 1))).toEqual(['p1', 'p3', 'p2']);
    expect(pathIds(movePath(validFlow(), 'p2', 2))).toEqual(['p1', 'p3', 'p2']);
    expect(pathIds(movePath(validFlow(), 'p2', 99))).toEqual(['p1', 'p3', 'p2']);
  });

  it('the first path cannot be re-ordered and nothing moves before it', () => {
    expect(canMovePath(validFlow(), 'p1')).toBe(false);
    expect(() => movePath(validFlow(), 'p1', 2)).toThrow(new FlowEditError('The first path cannot be re-ordered'));
    expect(pathIds(movePath(validFlow(), 'p3', 0))).toEqual(['p1', 'p3', 'p2']);
    expect(pathIds(movePath(validFlow(), 'p3', -4))).toEqual(['p1', 'p3', 'p2']);
  });

  it('refuses unknown paths', () => {
    expect(() => renamePath(validFlow(), 'nope', 'Name here')).toThrow(FlowEditError);
    expect(() => removePath(validFlow(), 'nope')).toThrow(FlowEditError);
  });
});

describe('steps', () => {
  it.each(STEP_TYPES)('addStep creates an empty %s step', (type) => {
    const after = addStep(frozen(validFlow()), 'p3', type, 1, counter('st'));
    expect(after.paths[2]!.steps[1]).toEqual(newStep(type, 'st-1'));
    expect(stepIds(after, 'p3')).toEqual(['s6', 'st-1', 's7']);
  });

  it('addStep appends without an index and clamps an index out of range', () => {
    expect(stepIds(addStep(validFlow(), 'p3', 'text', undefined, counter()), 'p3')).toEqual(['s6', 's7', 'id-1']);
    expect(stepIds(addStep(validFlow(), 'p3', 'text', 50, counter()), 'p3')).toEqual(['s6', 's7', 'id-1']);
    expect(stepIds(addStep(validFlow(), 'p3', 'text', -2, counter()), 'p3')).toEqual(['id-1', 's6', 's7']);
  });

  it('a new id is random by default', () => {
    const a = addStep(validFlow(), 'p3', 'text');
    const b = addStep(validFlow(), 'p3', 'text');
    expect(a.paths[2]!.steps[2]!.id).not.toBe(b.paths[2]!.steps[2]!.id);
  });

  it('updateStep patches the fields of a step of the expected type', () => {
    const after = updateStep(frozen(validFlow()), 'p3', 's6', 'link', { title: 'Docs', url: 'https://docs.example' });
    expect(after.paths[2]!.steps[0]).toEqual({ id: 's6', type: 'link', url: 'https://docs.example', title: 'Docs', subtitle: 'Guides and answers' });
    expect(() => updateStep(validFlow(), 'p3', 's6', 'text', { message: textDoc('x') })).toThrow(FlowEditError);
    expect(() => updateStep(validFlow(), 'p3', 'zzz', 'link', {})).toThrow(FlowEditError);
  });

  it('removeStep removes one step', () => {
    expect(stepIds(removeStep(frozen(validFlow()), 'p2', 's4'), 'p2')).toEqual(['s3', 's5']);
    expect(() => removeStep(validFlow(), 'p2', 's1')).toThrow(FlowEditError);
  });

  it('moveStep re-orders within a path or moves to another', () => {
    expect(stepIds(moveStep(frozen(validFlow()), 'p2', 's5', 0), 'p2')).toEqual(['s5', 's3', 's4']);
    expect(stepIds(moveStep(validFlow(), 'p2', 's3', 9), 'p2')).toEqual(['s4', 's5', 's3']);
    const across = moveStep(validFlow(), 'p2', 's4', 1, 'p3');
    expect(stepIds(across, 'p2')).toEqual(['s3', 's5']);
    expect(stepIds(across, 'p3')).toEqual(['s6', 's4', 's7']);
    expect(() => moveStep(validFlow(), 'p2', 's4', 0, 'p9')).toThrow(FlowEditError);
  });
});

describe('setRedirect', () => {
  it("sets a button's redirect", () => {
    const after = setRedirect(frozen(validFlow()), { pathId: 'p1', stepId: 's2', itemId: 'o2' }, { kind: 'nextState', pathId: 'p2' });
    expect(pathLinks(after).filter((l) => l.stepId === 's2').map((l) => l.toPathId)).toEqual(['p2', 'p2']);
  });

  it("sets an input's redirect, a go-to-path target, a rule's and a branch's fallback", () => {
    const toP3 = { kind: 'nextState' as const, pathId: 'p3' };
    const input = setRedirect(validFlow(), { pathId: 'p2', stepId: 's3' }, toP3);
    expect(input.paths[1]!.steps[0]).toMatchObject({ type: 'input', redirect: toP3 });
    const goTo = setRedirect(validFlow(), { pathId: 'p3', stepId: 's7' }, { kind: 'nextState', pathId: 'p2' });
    expect(goTo.paths[2]!.steps[1]).toEqual({ id: 's7', type: 'nextState', pathId: 'p2' });

    let flow = addStep(validFlow(), 'p3', 'nextStateFromResponse', 0, () => 'r');
    const rules = [{ id: 'x', match: 'equals' as const, value: 'yes', redirect: { kind: 'fromResponse' as const } }];
    flow = updateStep(flow, 'p3', 'r', 'nextStateFromResponse', { rules });
    flow = setRedirect(flow, { pathId: 'p3', stepId: 'r', itemId: 'x' }, toP3);
    flow = setRedirect(flow, { pathId: 'p3', stepId: 'r' }, { kind: 'nextState', pathId: 'p1' });
    expect(flow.paths[2]!.steps[0]).toMatchObject({ rules: [{ id: 'x', redirect: toP3 }], fallback: { kind: 'nextState', pathId: 'p1' } });
  });

  it('refuses steps without redirects, unknown buttons and non-path redirects on go-to-path', () => {
    expect(() => setRedirect(validFlow(), { pathId: 'p1', stepId: 's1' }, { kind: 'fromResponse' })).toThrow(FlowEditError);
    expect(() => setRedirect(validFlow(), { pathId: 'p1', stepId: 's2', itemId: 'zz' }, { kind: 'fromResponse' })).toThrow(FlowEditError);
    expect(() => setRedirect(validFlow(), { pathId: 'p3', stepId: 's7' }, { kind: 'fromResponse' })).toThrow(FlowEditError);
  });
});

describe('cloneFlow', () => {
  it("renews every id, keeps the links between paths, adds ' (copy)' and starts inactive at version 1", () => {
    const base = validFlow({
      greeting: {
        variants: [{ id: 'v1', value: textDoc('Hi'), gifs: [] }],
        buttons: [{ id: 'g1', label: 'Support', redirect: { kind: 'nextState', pathId: 'p3' } }],
      },
    });
    base.paths[2]!.steps.splice(1, 0, {
      ...newStep('nextStateFromResponse', 'r'),
      rules: [
        {
          id: 'x',
          match: 'contains',
          value: 'human',
          redirect: {
            kind: 'app',
            routing: {
              mode: 'customRoutingRules',
              destination: 'inbox',
              assignment: { teams: [1], members: [] },
              customRules: [{ id: 'cr', field: 'country', value: 'FR', assignment: { teams: [2], members: [] } }],
            },
          },
        },
      ],
      fallback: { kind: 'fromResponse' },
    });
    const original = frozen(base);
    const copy = cloneFlow(original, counter('c'));
    expect(copy.id).toBeUndefined();
    expect(copy.name).toBe('Website visitors (copy)');
    expect(copy.status).toBe('inactive');
    expect(copy.version).toBe(1);
    expect(copy.audienceId).toBe(original.audienceId);

    const oldIds = JSON.stringify(original).match(/"id":"[^"]+"/g)!;
    const newIds = JSON.stringify(copy).match(/"id":"[^"]+"/g)!;
    expect(newIds).toHaveLength(oldIds.length);
    expect(newIds.filter((id) => oldIds.includes(id))).toEqual([]);
    expect(new Set(newIds).size).toBe(newIds.length);

    const name = (f: Flow, id: string | null) => f.paths.find((p) => p.id === id)?.name;
    const linkNames = (f: Flow) => pathLinks(f).map((l) => [name(f, l.fromPathId) ?? 'greeting', name(f, l.toPathId)]);
    expect(linkNames(copy)).toEqual(linkNames(original));
    expect(linkNames(copy)).toHaveLength(4);
    expect(validateFlow(copy, FULL)).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it('keeps the copy within the 50-character name limit', () => {
    expect(copyName('x'.repeat(50))).toBe(`${'x'.repeat(43)} (copy)`);
    expect(copyName('x'.repeat(50)).length).toBe(50);
    expect(copyName(' Short ')).toBe('Short (copy)');
  });
});
