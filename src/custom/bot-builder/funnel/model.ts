// What the builder shows of a funnel. Counts come per step id from the saved flow's conversations; the draft on
// screen may have moved, added or removed steps since, so drops are taken between the steps as they stand now.
import type { Funnel, Path } from '../../../domain/flows';

export type StepFunnelView =
  /** The step has no data: it was added after the last save. */
  | { kind: 'new' }
  | { kind: 'counted'; count: number; percent: number; drop: number | null };

const percentOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);

/** The badge of one step card: its reach, its share of all bot conversations, and its drop from the step above. */
export function stepFunnelView(funnel: Funnel, path: Pick<Path, 'steps'>, index: number): StepFunnelView {
  const step = path.steps[index];
  if (!step || !Object.hasOwn(funnel.byStep, step.id)) return { kind: 'new' };
  const count = funnel.byStep[step.id]!;
  const before = index > 0 ? path.steps[index - 1] : undefined;
  const previous = before && Object.hasOwn(funnel.byStep, before.id) ? funnel.byStep[before.id]! : null;
  // A later step reached by more conversations than the one above (re-ordered since) has no drop to show.
  const drop = previous === null ? null : Math.max(0, previous - count);
  return { kind: 'counted', count, percent: percentOf(count, funnel.started), drop };
}

/** Conversations that reached a path, or null when the saved flow did not have it. */
export function pathReach(funnel: Funnel, pathId: string): number | null {
  return funnel.paths.find((p) => p.pathId === pathId)?.count ?? null;
}

export const isEmptyFunnel = (funnel: Funnel): boolean => funnel.started === 0;
