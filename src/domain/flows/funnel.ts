// Per-step funnel of the builder: how many conversations reached each step, from the step visits the runtime
// reports (advance()'s `visits`, stored with their conversation). A conversation counts once per step however
// often it passed there.
import type { Flow } from './types';

export interface StepVisitRecord {
  conversationId: string | number;
  pathId: string;
  stepId: string;
}

export interface FunnelStep {
  stepId: string;
  /** Conversations that reached this step. */
  count: number;
  /** Share of the conversations the bot started, in percent with one decimal. */
  percent: number;
  /** Conversations lost since the previous step of the path (null on the first step). */
  dropFromPrevious: number | null;
}

export interface FunnelPath {
  pathId: string;
  /** Conversations that reached any step of this path. */
  count: number;
  steps: FunnelStep[];
}

export interface Funnel {
  /** Conversations with at least one visit. */
  started: number;
  paths: FunnelPath[];
  byStep: Record<string, number>;
}

const percentOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);

/** Step ids are unique across a flow, so a visit is matched on its step even if the step moved to another path. */
export function computeFunnel(flow: Flow, visits: readonly StepVisitRecord[]): Funnel {
  const perStep = new Map<string, Set<string>>();
  const everyone = new Set<string>();
  for (const v of visits) {
    const who = String(v.conversationId);
    everyone.add(who);
    const seen = perStep.get(v.stepId) ?? new Set<string>();
    seen.add(who);
    perStep.set(v.stepId, seen);
  }
  const started = everyone.size;
  const byStep: Record<string, number> = {};
  const paths = flow.paths.map((path): FunnelPath => {
    const inPath = new Set<string>();
    let previous: number | null = null;
    const steps = path.steps.map((step): FunnelStep => {
      const seen = perStep.get(step.id) ?? new Set<string>();
      for (const who of seen) inPath.add(who);
      const count = seen.size;
      byStep[step.id] = count;
      const dropFromPrevious = previous === null ? null : previous - count;
      const entry = { stepId: step.id, count, percent: percentOf(count, started), dropFromPrevious };
      previous = count;
      return entry;
    });
    return { pathId: path.id, count: inPath.size, steps };
  });
  return { started, paths, byStep };
}
