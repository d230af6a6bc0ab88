// Pure editing operations of the path builder: each returns a new flow and leaves its input untouched.
// Ids come from an injectable generator so tests (and the server's clone) can make them predictable.
import { NAME } from '../constants';
import { FLOW_MSG } from './messages';
import { newStep } from './steps';
import type { Flow, Path, Redirect, Routing, Step, StepOf, StepType } from './types';

export type IdGen = () => string;
export const randomId: IdGen = () => globalThis.crypto.randomUUID();

/** A misuse of the builder's operations (the UI prevents these; the server refuses them). */
export class FlowEditError extends Error {}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

function pathIndex(flow: Flow, pathId: string): number {
  const i = flow.paths.findIndex((p) => p.id === pathId);
  if (i < 0) throw new FlowEditError(`No path ${pathId}`);
  return i;
}

function stepIndex(path: Path, stepId: string): number {
  const i = path.steps.findIndex((s) => s.id === stepId);
  if (i < 0) throw new FlowEditError(`No step ${stepId} in path ${path.id}`);
  return i;
}

function mapPath(flow: Flow, pathId: string, change: (p: Path) => Path): Flow {
  const i = pathIndex(flow, pathId);
  return { ...flow, paths: flow.paths.map((p, j) => (j === i ? change(p) : p)) };
}

function mapStep(flow: Flow, pathId: string, stepId: string, change: (s: Step) => Step): Flow {
  return mapPath(flow, pathId, (p) => {
    const i = stepIndex(p, stepId);
    return { ...p, steps: p.steps.map((s, j) => (j === i ? change(s) : s)) };
  });
}

export function addPath(flow: Flow, name: string, newId: IdGen = randomId): Flow {
  return { ...flow, paths: [...flow.paths, { id: newId(), name, steps: [] }] };
}

export const renamePath = (flow: Flow, pathId: string, name: string): Flow => mapPath(flow, pathId, (p) => ({ ...p, name }));

/** The first path is where the bot starts: it cannot be deleted or re-ordered. */
export const canRemovePath = (flow: Flow, pathId: string) => flow.paths.length > 0 && flow.paths[0]!.id !== pathId;
export const canMovePath = canRemovePath;

/** Removes a path. Links to it are kept, so validation shows each one as pointing at a path that no longer exists. */
export function removePath(flow: Flow, pathId: string): Flow {
  const i = pathIndex(flow, pathId);
  if (i === 0) throw new FlowEditError(FLOW_MSG.firstPathDelete);
  return { ...flow, paths: flow.paths.filter((p) => p.id !== pathId) };
}

/** Moves a path to a new index; nothing can take the first place, so a drop there lands second. */
export function movePath(flow: Flow, pathId: string, toIndex: number): Flow {
  const from = pathIndex(flow, pathId);
  if (from === 0) throw new FlowEditError(FLOW_MSG.firstPathMove);
  const rest = flow.paths.filter((p) => p.id !== pathId);
  const to = clamp(toIndex, 1, rest.length);
  return { ...flow, paths: [...rest.slice(0, to), flow.paths[from]!, ...rest.slice(to)] };
}

/** Adds a new empty step of a type at an index of a path (at the end when no index is given). */
export function addStep(flow: Flow, pathId: string, type: StepType, index?: number, newId: IdGen = randomId): Flow {
  return mapPath(flow, pathId, (p) => {
    const at = clamp(index ?? p.steps.length, 0, p.steps.length);
    return { ...p, steps: [...p.steps.slice(0, at), newStep(type, newId()), ...p.steps.slice(at)] };
  });
}

/** Changes a step's fields; the expected type guards against editing a step that changed meanwhile. */
export function updateStep<T extends StepType>(
  flow: Flow,
  pathId: string,
  stepId: string,
  type: T,
  patch: Partial<Omit<StepOf<T>, 'id' | 'type'>>,
): Flow {
  return mapStep(flow, pathId, stepId, (s) => {
    if (s.type !== type) throw new FlowEditError(`Step ${stepId} is a ${s.type} step, not ${type}`);
    return { ...s, ...patch } as Step;
  });
}

export const removeStep = (flow: Flow, pathId: string, stepId: string): Flow =>
  mapPath(flow, pathId, (p) => {
    stepIndex(p, stepId);
    return { ...p, steps: p.steps.filter((s) => s.id !== stepId) };
  });

/** Moves a step within its path, or into another path when toPathId is given. */
export function moveStep(flow: Flow, pathId: string, stepId: string, toIndex: number, toPathId: string = pathId): Flow {
  const source = flow.paths[pathIndex(flow, pathId)]!;
  const step = source.steps[stepIndex(source, stepId)]!;
  pathIndex(flow, toPathId);
  const without = removeStep(flow, pathId, stepId);
  return mapPath(without, toPathId, (p) => {
    const at = clamp(toIndex, 0, p.steps.length);
    return { ...p, steps: [...p.steps.slice(0, at), step, ...p.steps.slice(at)] };
  });
}

/**
 * Sets where a response leads: an input step's redirect, a button's (itemId = option id), a response rule's
 * (itemId = rule id) or a branch step's fallback (no itemId). A go-to-path step takes a nextState redirect.
 */
export function setRedirect(flow: Flow, place: { pathId: string; stepId: string; itemId?: string }, redirect: Redirect): Flow {
  const { pathId, stepId, itemId } = place;
  return mapStep(flow, pathId, stepId, (s) => {
    const missing = () => new FlowEditError(`No item ${itemId} in step ${stepId}`);
    switch (s.type) {
      case 'input':
        return { ...s, redirect };
      case 'buttons':
        if (!s.options.some((o) => o.id === itemId)) throw missing();
        return { ...s, options: s.options.map((o) => (o.id === itemId ? { ...o, redirect } : o)) };
      case 'nextStateFromResponse':
        if (itemId === undefined) return { ...s, fallback: redirect };
        if (!s.rules.some((r) => r.id === itemId)) throw missing();
        return { ...s, rules: s.rules.map((r) => (r.id === itemId ? { ...r, redirect } : r)) };
      case 'nextState':
        if (redirect.kind !== 'nextState') throw new FlowEditError('A go-to-path step only leads to a path');
        return { ...s, pathId: redirect.pathId };
      default:
        throw new FlowEditError(`A ${s.type} step has no redirect`);
    }
  });
}

const COPY_SUFFIX = ' (copy)';

/** The clone's name: ' (copy)' appended, the original shortened so the whole stays within the name limit. */
export const copyName = (name: string) => `${name.trim().slice(0, NAME.max - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;

/** A copy with fresh ids everywhere (links follow their paths), inactive and at its first version. */
export function cloneFlow(flow: Flow, newId: IdGen = randomId): Flow {
  const pathIds = new Map(flow.paths.map((p) => [p.id, newId()]));
  const routing = (r: Routing): Routing =>
    r.customRules ? { ...r, customRules: r.customRules.map((c) => ({ ...c, id: newId() })) } : r;
  const redirect = (r: Redirect): Redirect => {
    if (r.kind === 'nextState') return { ...r, pathId: pathIds.get(r.pathId) ?? r.pathId };
    if (r.kind === 'app') return { ...r, routing: routing(r.routing) };
    return r;
  };
  const step = (s: Step): Step => {
    const id = newId();
    switch (s.type) {
      case 'buttons':
        return { ...s, id, options: s.options.map((o) => ({ ...o, id: newId(), redirect: redirect(o.redirect) })) };
      case 'input':
        return { ...s, id, redirect: redirect(s.redirect) };
      case 'nextStateFromResponse':
        return {
          ...s,
          id,
          rules: s.rules.map((r) => ({ ...r, id: newId(), redirect: redirect(r.redirect) })),
          fallback: redirect(s.fallback),
        };
      case 'nextState':
        return { ...s, id, pathId: pathIds.get(s.pathId) ?? s.pathId };
      case 'app':
        return { ...s, id, routing: routing(s.routing) };
      default:
        return { ...s, id };
    }
  };
  const { id: _dropped, ...rest } = flow;
  void _dropped;
  return {
    ...rest,
    name: copyName(flow.name),
    status: 'inactive',
    version: 1,
    paths: flow.paths.map((p) => ({ ...p, id: pathIds.get(p.id)!, steps: p.steps.map(step) })),
    greeting: {
      variants: flow.greeting.variants.map((v) => ({ ...v, id: newId() })),
      buttons: flow.greeting.buttons.map((b) => ({ ...b, id: newId(), redirect: redirect(b.redirect) })),
    },
    topics: flow.topics.map((t) => ({ ...t, id: newId() })),
  };
}
