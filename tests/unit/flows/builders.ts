// Data builders for the flow tests: one valid flow that passes every rule, and small helpers to break it.
import { FEATURES } from '../../../src/domain/plans';
import { defaultRouting, newStep, textDoc } from '../../../src/domain/flows/steps';
import { validateFlow, type FlowError, type FlowValidationContext } from '../../../src/domain/flows/validate';
import type { Flow, Path, Step, StepOf, StepType } from '../../../src/domain/flows/types';

export const FULL: FlowValidationContext = { features: [...FEATURES], teamIds: [1, 2], memberIds: [10, 11] };

/** Predictable ids: id-1, id-2, ... */
export function counter(prefix = 'id') {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

export function step<T extends StepType>(type: T, id: string, fields: Partial<Omit<StepOf<T>, 'id' | 'type'>> = {}): StepOf<T> {
  return { ...newStep(type, id), ...fields } as StepOf<T>;
}

export const path = (id: string, name: string, steps: Step[]): Path => ({ id, name, steps });

/** p1: a text, then buttons to Sales (p2) or Support (p3). */
export const welcomePath = (): Path =>
  path('p1', 'Welcome path', [
    step('text', 's1', { message: textDoc('Welcome to Parley') }),
    step('buttons', 's2', {
      message: textDoc('What brings you here?'),
      options: [
        { id: 'o1', label: 'Sales', redirect: { kind: 'nextState', pathId: 'p2' } },
        { id: 'o2', label: 'Support', redirect: { kind: 'nextState', pathId: 'p3' } },
      ],
    }),
  ]);

/**
 * Welcome path: greeting text, then buttons to Sales (p2) or Support (p3).
 * Sales: ask an email, alert the sales team, hand over to member 10.
 * Support: a link, then go back to the welcome path.
 */
export function validFlow(overrides: Partial<Flow> = {}): Flow {
  return {
    id: 7,
    name: 'Website visitors',
    status: 'active',
    audienceId: 3,
    priority: 1,
    version: 4,
    greeting: { variants: [{ id: 'v1', value: textDoc('Hi there! How can we help?'), gifs: [] }], buttons: [] },
    topics: [{ id: 't1', name: 'Pricing', products: ['Chat', 'Bots'] }],
    paths: [
      welcomePath(),
      path('p2', 'Sales path', [
        step('input', 's3', { message: textDoc('Your work email?'), field: 'email', validation: 'email' }),
        step('notification', 's4', { recipients: { teams: [1], members: [] }, note: 'New sales lead' }),
        step('app', 's5', {
          message: textDoc('Connecting you to sales'),
          routing: { ...defaultRouting(), mode: 'individuals', assignment: { teams: [], members: [10] } },
          waitSeconds: 30,
          offlineMessage: textDoc('We are away; we will email you'),
        }),
      ]),
      path('p3', 'Support path', [
        step('link', 's6', { url: 'https://help.example.com', title: 'Help centre', subtitle: 'Guides and answers' }),
        step('nextState', 's7', { pathId: 'p1' }),
      ]),
    ],
    ...overrides,
  };
}

/** Replaces one step of a flow (by id) with the result of `change`. */
export function withStep(flow: Flow, stepId: string, change: (s: Step) => Step): Flow {
  return { ...flow, paths: flow.paths.map((p) => ({ ...p, steps: p.steps.map((s) => (s.id === stepId ? change(s) : s)) })) };
}

/** Appends steps to a path of a flow. */
export function withSteps(flow: Flow, pathId: string, steps: Step[], at?: number): Flow {
  return {
    ...flow,
    paths: flow.paths.map((p) => {
      if (p.id !== pathId) return p;
      const i = at ?? p.steps.length;
      return { ...p, steps: [...p.steps.slice(0, i), ...steps, ...p.steps.slice(i)] };
    }),
  };
}

/** The errors at one place: a step (pathId and stepId), a path (pathId only) or the flow itself (neither). */
export const at = (flow: Flow, pathId?: string, stepId?: string, ctx: FlowValidationContext = FULL): FlowError[] =>
  validateFlow(flow, ctx).errors.filter((e) => e.pathId === pathId && e.stepId === stepId);

/** A flow whose only path holds one step (the step's own rules, nothing else to trip on). */
export const onlyStep = (s: Step): Flow => validFlow({ paths: [path('p1', 'Only path', [s])] });
