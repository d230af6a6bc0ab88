// Which flow greets a visitor that no audience claims, exactly as the runtime picks it (server/services/targeting.ts):
// active flows in priority order (higher first, then oldest); a flow without an audience greets every page view, so
// the first such flow wins; after them, the bot settings' default flow (if active). The /bot overview shows this
// rather than the setting alone, so it never says "None" while a flow is greeting visitors.
export interface GreeterFlow {
  id: number;
  name: string;
  status: string;
  audienceId: number | null;
  priority: number;
}

export type Greeter = { flow: GreeterFlow; why: 'noAudience' | 'everyoneAudience' | 'default' } | null;

/** An audience without rules holds every visitor (evaluateAudience: no groups, or groups without rules). */
export function audienceHoldsEveryone(audience: { groups?: ReadonlyArray<{ rules?: readonly unknown[] }> }): boolean {
  return (audience.groups ?? []).every((g) => (g.rules ?? []).length === 0);
}

/** `everyone`: ids of the project's audiences that hold every visitor; their flows greet everyone too. */
export function greeterForEveryone(flows: readonly GreeterFlow[], defaultFlowId: number | null, everyone: ReadonlySet<number> = new Set()): Greeter {
  const active = flows.filter((f) => f.status === 'active').sort((a, b) => b.priority - a.priority || a.id - b.id);
  const open = active.find((f) => f.audienceId === null || everyone.has(f.audienceId));
  if (open) return { flow: open, why: open.audienceId === null ? 'noAudience' : 'everyoneAudience' };
  const fallback = defaultFlowId === null ? undefined : active.find((f) => f.id === defaultFlowId);
  return fallback ? { flow: fallback, why: 'default' } : null;
}
