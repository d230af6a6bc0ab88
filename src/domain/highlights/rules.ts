// Highlights rules shared by the builder and the server: which fields a project may use (CRM connected? subscribed?),
// the per-group selected counts, the 15-field limit of spec §5/§9, and the edits the builder makes (add, remove,
// reorder, start from a template). Pure: callers pass the catalogue and what the project has.
import { HIGHLIGHTS_MAX_FIELDS } from '../constants';
import { GROUPS, HIGHLIGHT_GROUPS, type HighlightField, type HighlightGroup, type HighlightNeed, type IntegrationNeed } from './catalogue';
import { HIGHLIGHTS_MSG } from './messages';

/** GET app/details/dozi/subscription: the intelligence subscription of a project (spec §7). */
export interface DoziSubscriptionPlan {
  hasIntent: boolean;
  hasScoops: boolean;
  hasTechnology: boolean;
}
export const NO_SUBSCRIPTION: DoziSubscriptionPlan = { hasIntent: false, hasScoops: false, hasTechnology: false };

/** What decides a project's groups: CRM connections and the subscription (spec §3 flags). */
export interface HighlightsAccess extends DoziSubscriptionPlan {
  hasSalesforce: boolean;
  hasHubspot: boolean;
}

/** The access flag (a spec §7 field) of each CRM a Highlights field can need: the server sets it from the connection. */
export const CRM_ACCESS_FLAGS: Readonly<Record<IntegrationNeed, 'hasSalesforce' | 'hasHubspot'>> = { salesforce: 'hasSalesforce', hubspot: 'hasHubspot' };
export const isHighlightsCrm = (kind: string): kind is IntegrationNeed => Object.hasOwn(CRM_ACCESS_FLAGS, kind);

/** A saved entry: a catalogue key with its generated id. */
export interface SelectedField {
  id: string;
  key: string;
}

export type HighlightCounts = Record<HighlightGroup, number>;

function hasNeed(need: HighlightNeed, access: HighlightsAccess): boolean {
  if ('integration' in need) return access[CRM_ACCESS_FLAGS[need.integration]];
  if (need.subscription === 'intent') return access.hasIntent;
  if (need.subscription === 'scoops') return access.hasScoops;
  return access.hasTechnology;
}

/** What the project lacks to use this field (its group's need first), or null when it may. */
export function missingNeed(field: Pick<HighlightField, 'group' | 'needs'>, access: HighlightsAccess): HighlightNeed | null {
  const groupNeed = GROUPS[field.group].needs;
  if (groupNeed && !hasNeed(groupNeed, access)) return groupNeed;
  if (field.needs && !hasNeed(field.needs, access)) return field.needs;
  return null;
}

export const groupNeedMissing = (group: HighlightGroup, access: HighlightsAccess): HighlightNeed | null => {
  const need = GROUPS[group].needs;
  return need && !hasNeed(need, access) ? need : null;
};

/** Selected fields per group, under the spec's count keys. Unknown keys count nowhere. */
export function countsOf(selected: readonly SelectedField[], index: ReadonlyMap<string, HighlightField>): HighlightCounts {
  const counts = Object.fromEntries(HIGHLIGHT_GROUPS.map((g) => [g, 0])) as HighlightCounts;
  for (const s of selected) {
    const field = index.get(s.key);
    if (field) counts[field.group] += 1;
  }
  return counts;
}

export const isFull = (selected: readonly unknown[]) => selected.length >= HIGHLIGHTS_MAX_FIELDS;

export type EditResult = { ok: true; selected: SelectedField[] } | { ok: false; message: string };

/** A short unique id for a new entry (not a secret: it only tells entries apart while ordering). */
export function newFieldId(random: () => number = Math.random): string {
  return `hl_${Math.floor(random() * 36 ** 8).toString(36).padStart(8, '0')}`;
}

/** Adds a field at the end; refused at 15 with '15/15 fields already selected', and when already selected. */
export function addField(selected: readonly SelectedField[], key: string, id: string = newFieldId()): EditResult {
  if (selected.some((s) => s.key === key)) return { ok: false, message: HIGHLIGHTS_MSG.duplicate };
  if (isFull(selected)) return { ok: false, message: HIGHLIGHTS_MSG.limitReached };
  return { ok: true, selected: [...selected, { id, key }] };
}

export const removeField = (selected: readonly SelectedField[], key: string): SelectedField[] => selected.filter((s) => s.key !== key);

/** Moves the entry at `from` to position `to` (drag and drop, or the keyboard's move up/down). */
export function moveField(selected: readonly SelectedField[], from: number, to: number): SelectedField[] {
  if (from === to || from < 0 || from >= selected.length) return [...selected];
  const target = Math.max(0, Math.min(selected.length - 1, to));
  const next = [...selected];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/**
 * The selection a template gives this project: its fields in order, leaving out those the project cannot use or
 * does not have (a custom field it never created), never more than 15.
 */
export function fromTemplate(
  keys: readonly string[],
  index: ReadonlyMap<string, HighlightField>,
  access: HighlightsAccess,
  makeId: () => string = newFieldId,
): { selected: SelectedField[]; skipped: string[] } {
  const selected: SelectedField[] = [];
  const skipped: string[] = [];
  for (const key of keys) {
    const field = index.get(key);
    if (!field || missingNeed(field, access) || selected.some((s) => s.key === key) || isFull(selected)) skipped.push(key);
    else selected.push({ id: makeId(), key });
  }
  return { selected, skipped };
}

/** Why the server refuses this selection (first problem), or null: unknown or repeated fields, more than 15, or a
 *  field the project lacks. */
export function selectionProblem(
  selected: readonly SelectedField[],
  index: ReadonlyMap<string, HighlightField>,
  access: HighlightsAccess,
): { message: string; need?: HighlightNeed } | null {
  if (selected.length > HIGHLIGHTS_MAX_FIELDS) return { message: HIGHLIGHTS_MSG.limitReached };
  const seen = new Set<string>();
  for (const s of selected) {
    const field = index.get(s.key);
    if (!field) return { message: HIGHLIGHTS_MSG.unknownField };
    if (seen.has(s.key)) return { message: HIGHLIGHTS_MSG.duplicate };
    seen.add(s.key);
    const need = missingNeed(field, access);
    if (need) return { message: '', need };
  }
  return null;
}

/** Entries whose field the project can no longer use (a CRM disconnected, a subscription ended, a custom field
 *  removed): the builder lists them for removal, the panel leaves them out. */
export function unusable(selected: readonly SelectedField[], index: ReadonlyMap<string, HighlightField>, access: HighlightsAccess): SelectedField[] {
  return selected.filter((s) => {
    const field = index.get(s.key);
    return !field || missingNeed(field, access) !== null;
  });
}
