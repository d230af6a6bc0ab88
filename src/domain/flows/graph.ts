// How paths lead to each other: the builder draws these links, validation warns about what nothing reaches.
import { stepRedirects } from './features';
import { stepContinues } from './steps';
import type { Flow, Path, Redirect } from './types';

export interface PathLink {
  fromPathId: string | null; // null: a greeting button
  stepId: string | null;
  /** The button or rule carrying the link, when it is not the step itself. */
  itemId: string | null;
  toPathId: string;
}

/** Ids of the steps after the first one that ends the path (none of them can run). */
export function unreachableSteps(path: Path): string[] {
  const end = path.steps.findIndex((s) => !stepContinues(s));
  return end < 0 ? [] : path.steps.slice(end + 1).map((s) => s.id);
}

function linksOfPath(path: Path): PathLink[] {
  const dead = new Set(unreachableSteps(path));
  const links: PathLink[] = [];
  for (const step of path.steps) {
    if (dead.has(step.id)) continue;
    const base = { fromPathId: path.id, stepId: step.id };
    if (step.type === 'nextState' && step.pathId) links.push({ ...base, itemId: null, toPathId: step.pathId });
    const link = (itemId: string | null, r: Redirect) => {
      if (r.kind === 'nextState') links.push({ ...base, itemId, toPathId: r.pathId });
    };
    if (step.type === 'buttons') for (const o of step.options) link(o.id, o.redirect);
    else if (step.type === 'nextStateFromResponse') {
      for (const r of step.rules) link(r.id, r.redirect);
      link(null, step.fallback);
    } else for (const r of stepRedirects(step)) link(null, r);
  }
  return links;
}

/** Every "go to path" link of the flow, from reachable steps only, including dangling ones. */
export function pathLinks(flow: Flow): PathLink[] {
  const fromGreeting = flow.greeting.buttons.flatMap((b) =>
    b.redirect.kind === 'nextState' ? [{ fromPathId: null, stepId: null, itemId: b.id, toPathId: b.redirect.pathId }] : [],
  );
  return [...fromGreeting, ...flow.paths.flatMap(linksOfPath)];
}

/** Paths a visitor can get to: the first one, and whatever links lead to from there or from the greeting. */
export function reachablePathIds(flow: Flow): Set<string> {
  const links = pathLinks(flow);
  const reached = new Set<string>();
  const queue: string[] = [];
  const visit = (id: string) => {
    if (!reached.has(id) && flow.paths.some((p) => p.id === id)) {
      reached.add(id);
      queue.push(id);
    }
  };
  if (flow.paths[0]) visit(flow.paths[0].id);
  for (const l of links) if (l.fromPathId === null) visit(l.toPathId);
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const l of links) if (l.fromPathId === from) visit(l.toPathId);
  }
  return reached;
}
