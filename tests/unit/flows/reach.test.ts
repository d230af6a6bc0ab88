// Links between paths and what a visitor can reach: unreachable paths and steps are warnings, never errors.
import { pathLinks, reachablePathIds, unreachableSteps } from '../../../src/domain/flows/graph';
import { textDoc } from '../../../src/domain/flows/steps';
import { validateFlow } from '../../../src/domain/flows/validate';
import { FULL, path, step, validFlow, withSteps } from './builders';

const hello = (id: string) => step('text', id, { message: textDoc('Hello') });

describe('path links', () => {
  it('lists every go-to-path link with the button or rule that carries it', () => {
    expect(pathLinks(validFlow())).toEqual([
      { fromPathId: 'p1', stepId: 's2', itemId: 'o1', toPathId: 'p2' },
      { fromPathId: 'p1', stepId: 's2', itemId: 'o2', toPathId: 'p3' },
      { fromPathId: 'p3', stepId: 's7', itemId: null, toPathId: 'p1' },
    ]);
  });

  it('includes greeting buttons, input redirects and response rules', () => {
    const flow = validFlow({
      greeting: { variants: validFlow().greeting.variants, buttons: [{ id: 'g', label: 'Sales', redirect: { kind: 'nextState', pathId: 'p2' } }] },
      paths: [
        path('p1', 'Welcome path', [
          step('input', 'i', { message: textDoc('Name?'), field: 'name', redirect: { kind: 'nextState', pathId: 'p2' } }),
        ]),
        path('p2', 'Sales path', [
          step('nextStateFromResponse', 'r', {
            rules: [{ id: 'x', match: 'contains', value: 'help', redirect: { kind: 'nextState', pathId: 'p3' } }],
            fallback: { kind: 'nextState', pathId: 'p1' },
          }),
        ]),
        path('p3', 'Support path', [hello('t')]),
      ],
    });
    expect(pathLinks(flow)).toEqual([
      { fromPathId: null, stepId: null, itemId: 'g', toPathId: 'p2' },
      { fromPathId: 'p1', stepId: 'i', itemId: null, toPathId: 'p2' },
      { fromPathId: 'p2', stepId: 'r', itemId: 'x', toPathId: 'p3' },
      { fromPathId: 'p2', stepId: 'r', itemId: null, toPathId: 'p1' },
    ]);
    expect([...reachablePathIds(flow)].sort()).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('unreachable paths', () => {
  it('warns about a path nothing leads to, and about paths only it leads to; the flow stays valid', () => {
    const flow = validFlow({
      paths: [
        ...validFlow().paths,
        path('p4', 'Orphan path', [step('nextState', 'g4', { pathId: 'p5' })]),
        path('p5', 'Only from orphan', [hello('t5')]),
      ],
    });
    const result = validateFlow(flow, FULL);
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual([
      { severity: 'warning', field: 'path', message: 'No step or button leads to this path, so visitors never reach it', pathId: 'p4' },
      { severity: 'warning', field: 'path', message: 'No step or button leads to this path, so visitors never reach it', pathId: 'p5' },
    ]);
  });

  it('counts a path reached from a greeting button as reachable', () => {
    const flow = validFlow({
      greeting: { variants: validFlow().greeting.variants, buttons: [{ id: 'g', label: 'Hi', redirect: { kind: 'nextState', pathId: 'p4' } }] },
      paths: [...validFlow().paths, path('p4', 'From greeting', [hello('t4')])],
    });
    expect(validateFlow(flow, FULL).warnings).toEqual([]);
  });

  it('ignores links from steps that are never reached themselves', () => {
    const flow = validFlow({
      paths: [
        path('p1', 'Welcome path', [step('nextState', 'g1', { pathId: 'p2' }), step('nextState', 'g2', { pathId: 'p3' })]),
        path('p2', 'Second path', [hello('t2')]),
        path('p3', 'Third path', [hello('t3')]),
      ],
    });
    expect(reachablePathIds(flow)).toEqual(new Set(['p1', 'p2']));
  });
});

describe('unreachable steps', () => {
  it('warns about steps after a step that ends the path', () => {
    const flow = withSteps(validFlow(), 'p2', [hello('late')]);
    expect(unreachableSteps(flow.paths[1]!)).toEqual(['late']);
    const result = validateFlow(flow, FULL);
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual([
      {
        severity: 'warning',
        field: 'step',
        message: 'This step comes after the end of the path, so visitors never reach it',
        pathId: 'p2',
        stepId: 'late',
      },
    ]);
  });

  it('lets buttons, inputs and branches carry on when one of their redirects continues the path', () => {
    const buttons = step('buttons', 'b', {
      message: textDoc('Pick'),
      options: [
        { id: 'x', label: 'Away', redirect: { kind: 'nextState', pathId: 'p2' } },
        { id: 'y', label: 'Stay', redirect: { kind: 'alerts', recipients: { teams: [1], members: [] } } },
      ],
    });
    expect(unreachableSteps(path('p', 'Path', [buttons, hello('after')]))).toEqual([]);
    const input = step('input', 'i', { redirect: { kind: 'nextState', pathId: 'p2' } });
    expect(unreachableSteps(path('p', 'Path', [input, hello('after')]))).toEqual(['after']);
    const branch = step('nextStateFromResponse', 'r', { rules: [], fallback: { kind: 'fromResponse' } });
    expect(unreachableSteps(path('p', 'Path', [branch, hello('after')]))).toEqual([]);
  });
});
