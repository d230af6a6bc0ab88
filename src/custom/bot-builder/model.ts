// The builder's pure helpers: ids, selection, where a validation problem shows, step summaries, links between
// paths, the palette, the validation context. Business rules stay in src/domain/flows; these only arrange them.
import { docToText } from '../../domain/inbox/richText';
import {
  STEP_LABELS,
  STEP_TYPES,
  STEP_TYPE_FEATURES,
  defaultRouting,
  emptyAssignment,
  pathLinks,
  stepRedirects,
  type Assignment,
  type Flow,
  type FlowError,
  type FlowFeature,
  type FlowValidationContext,
  type Redirect,
  type RedirectKind,
  type Step,
  type StepType,
} from '../../domain/flows';
import { BUILDER_UI } from './labels';

/** Random ids without crypto.randomUUID, which browsers keep to secure pages. */
export function newId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type Selection = { kind: 'step'; pathId: string; stepId: string } | { kind: 'greeting' } | { kind: 'topics' } | null;

/** Where the first error is, to go to it from the error count (null when it is the flow's own name). */
export function selectionOfError(e: FlowError | undefined): Selection {
  if (!e) return null;
  if (e.pathId && e.stepId) return { kind: 'step', pathId: e.pathId, stepId: e.stepId };
  if (e.field.startsWith('greeting.')) return { kind: 'greeting' };
  if (e.field === 'topics') return { kind: 'topics' };
  return null;
}

/** A free default name for a new path, within the 4–40 rule ('New path 2', 'New path 3', ...). */
export function nextPathName(flow: Flow): string {
  const taken = new Set(flow.paths.map((p) => p.name.trim().toLowerCase()));
  let n = flow.paths.length + 1;
  while (taken.has(`new path ${n}`)) n += 1;
  return `New path ${n}`;
}

/** The first problem at a field (or under it); itemId null means "not on an item", undefined "any". */
export type ProblemFn = (field: string, itemId?: string | null) => string | null;

export function fieldProblem(issues: readonly FlowError[], field: string, itemId?: string | null): string | null {
  const hit = issues.find(
    (e) =>
      (e.field === field || e.field.startsWith(`${field}.`)) &&
      (itemId === undefined || (itemId === null ? e.itemId === undefined : e.itemId === itemId)),
  );
  return hit?.message ?? null;
}

export const problemsOf = (issues: readonly FlowError[]): ProblemFn => (field, itemId) => fieldProblem(issues, field, itemId);

/** A ProblemFn for a part of a step: fields under `prefix`, on `itemId` unless the caller names another item. */
export const scoped =
  (problem: ProblemFn, prefix: string, itemId?: string | null): ProblemFn =>
  (field, item) =>
    problem(field ? `${prefix}.${field}` : prefix, item === undefined ? itemId : item);

export const pathNameOf = (flow: Flow, pathId: string) => flow.paths.find((p) => p.id === pathId)?.name ?? null;

const clip = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Buttons as a card shows them: '[Sales] [Support]'. A button not named yet is left out, never shown as '[]'
 * (issue 22); the step's problems already say a label is missing.
 */
export const buttonLabels = (options: ReadonlyArray<{ label: string }>): string =>
  options
    .map((o) => o.label.trim())
    .filter(Boolean)
    .map((label) => `[${label}]`)
    .join(' ');

/** One line under a step's label on its card. */
export function stepSummary(step: Step, flow: Flow): string {
  switch (step.type) {
    case 'link':
      return clip(step.title || step.url);
    case 'notification':
      return clip(step.note);
    case 'zendeskCreateTicket':
    case 'serviceCloudCreateTicket':
      return clip(step.subject);
    case 'nextState':
      return pathNameOf(flow, step.pathId) ?? '';
    case 'nextStateFromResponse':
      return step.rules.map((r) => r.value).filter(Boolean).join(', ');
    case 'calendar':
      return clip(docToText(step.message) || step.url);
    case 'buttons':
      return clip([docToText(step.message), buttonLabels(step.options)].filter(Boolean).join(' '));
    default:
      return clip(docToText(step.message));
  }
}

/** The "go to path" links leaving a step: which button (or rule) leads to which path. */
export function outgoingLinks(flow: Flow, stepId: string): Array<{ key: string; label: string; toPathId: string }> {
  const step = flow.paths.flatMap((p) => p.steps).find((s) => s.id === stepId);
  const itemLabel = (itemId: string | null) => {
    if (!itemId || !step) return null;
    if (step.type === 'buttons') return step.options.find((o) => o.id === itemId)?.label ?? null;
    if (step.type === 'nextStateFromResponse') return step.rules.find((r) => r.id === itemId)?.value ?? null;
    return null;
  };
  return pathLinks(flow)
    .filter((l) => l.stepId === stepId)
    .map((l, i) => {
      const item = itemLabel(l.itemId);
      const target = pathNameOf(flow, l.toPathId) ?? '?';
      return { key: `${l.itemId ?? 'step'}-${i}`, label: item ? `${item} → ${target}` : `→ ${target}`, toPathId: l.toPathId };
    });
}

/** Where visitors come into a path from: greeting buttons and steps of other paths. */
export function incomingLinks(flow: Flow, pathId: string): string[] {
  const found = new Set<string>();
  for (const l of pathLinks(flow)) {
    if (l.toPathId !== pathId) continue;
    if (l.fromPathId === null) {
      const b = flow.greeting.buttons.find((o) => o.id === l.itemId);
      found.add(BUILDER_UI.greetingButton(b?.label ?? ''));
      continue;
    }
    const from = flow.paths.find((p) => p.id === l.fromPathId);
    const step = from?.steps.find((s) => s.id === l.stepId);
    const option = step?.type === 'buttons' ? step.options.find((o) => o.id === l.itemId) : undefined;
    if (from && step) found.add(`${from.name} › ${STEP_LABELS[step.type]}${option ? `: ${option.label}` : ''}`);
  }
  return [...found];
}

function assignmentsOfRedirect(r: Redirect): Assignment[] {
  if (r.kind === 'alerts') return [r.recipients];
  if (r.kind === 'app') return [r.routing.assignment, ...(r.routing.customRules ?? []).map((c) => c.assignment)];
  return [];
}

/** Every team and member a flow names (assignments, alerts, custom rules). */
export function referencedAssignees(flow: Flow): { teamIds: number[]; memberIds: number[] } {
  const all: Assignment[] = [];
  for (const step of flow.paths.flatMap((p) => p.steps)) {
    if (step.type === 'app') all.push(...assignmentsOfRedirect({ kind: 'app', routing: step.routing }));
    if (step.type === 'notification') all.push(step.recipients);
    for (const r of stepRedirects(step)) all.push(...assignmentsOfRedirect(r));
  }
  for (const b of flow.greeting.buttons) all.push(...assignmentsOfRedirect(b.redirect));
  return { teamIds: [...new Set(all.flatMap((a) => a.teams))], memberIds: [...new Set(all.flatMap((a) => a.members))] };
}

export interface People {
  users: Array<{ id: number; name: string }> | null;
  teams: Array<{ id: number; name: string }> | null;
}

/** What validation checks against. A list the user may not read (null) trusts the flow's own ids: the server checks. */
export function validationContextOf(features: readonly string[], people: People, flow: Flow, connected?: ReadonlySet<string>): FlowValidationContext {
  const named = referencedAssignees(flow);
  return {
    features,
    teamIds: people.teams ? people.teams.map((t) => t.id) : named.teamIds,
    memberIds: people.users ? people.users.map((u) => u.id) : named.memberIds,
    ...(connected ? { connected } : {}),
  };
}

export interface PaletteEntry {
  type: StepType;
  label: string;
  feature: FlowFeature | null;
  locked: boolean;
}

/** Every step type, in the spec's order; a type the plan lacks is locked (choosing it offers the upgrade). */
export function paletteEntries(has: (feature: FlowFeature) => boolean): PaletteEntry[] {
  return STEP_TYPES.map((type) => {
    const feature = STEP_TYPE_FEATURES[type] ?? null;
    return { type, label: STEP_LABELS[type], feature, locked: feature !== null && !has(feature) };
  });
}

/** A redirect of another kind, keeping what carries over (the routing of a hand-over). */
export function redirectOfKind(kind: RedirectKind, current: Redirect): Redirect {
  if (kind === current.kind) return current;
  switch (kind) {
    case 'fromResponse':
      return { kind };
    case 'nextState':
      return { kind, pathId: '' };
    case 'alerts':
      return { kind, recipients: emptyAssignment() };
    case 'slack':
      return { kind, channelId: '' };
    case 'app':
      return { kind, routing: defaultRouting() };
  }
}

/** The first path stays first: it moves nowhere, and nothing moves before it. */
export const canMoveLeft = (index: number) => index > 1;
export const canMoveRight = (index: number, count: number) => index > 0 && index < count - 1;

/** What a drag carries: a step (from its path) or a path. */
export type DragItem = { kind: 'step'; pathId: string; stepId: string } | { kind: 'path'; pathId: string };
export const DRAG_MIME = 'application/x-parley-flow';
export const encodeDrag = (item: DragItem) => JSON.stringify(item);
export function decodeDrag(raw: string): DragItem | null {
  try {
    const v = JSON.parse(raw) as Partial<DragItem>;
    if (v.kind === 'step' && typeof v.pathId === 'string' && typeof (v as { stepId?: unknown }).stepId === 'string') return v as DragItem;
    if (v.kind === 'path' && typeof v.pathId === 'string') return v as DragItem;
  } catch {
    // not ours
  }
  return null;
}
