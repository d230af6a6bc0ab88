// The audience builder's model: a draft the form edits (values as the inputs hold them), the edits it makes, and
// the payload it saves. Picking a field picks its first operator and resets the value to that value type's
// empty value; picking an operator keeps the value unless the operator takes none. Validation is the domain's
// (validateAudience), on the payload, so the form and the server say the same thing.
import { ValidationError } from 'yup';
import { findField, type AudienceField, type ValueType } from '../../domain/audience/fields';
import type { Audience, AudienceTrigger, Conjunction, TriggerType } from '../../domain/audience/model';
import { operatorsFor, VALUELESS_OPERATORS, type AudienceOperator } from '../../domain/audience/operators';
import { toNumber } from '../../domain/audience/values';

export interface DraftRule {
  field: string;
  operator: string;
  value?: unknown;
}

export interface DraftGroup {
  conjunction: Conjunction;
  rules: DraftRule[];
}

export interface DraftTrigger {
  type: TriggerType;
  value: string | string[];
}

export interface AudienceDraft {
  name: string;
  groupsConjunction: Conjunction;
  groups: DraftGroup[];
  triggers: DraftTrigger[];
}

export const emptyRule = (): DraftRule => ({ field: '', operator: '' });
export const emptyGroup = (): DraftGroup => ({ conjunction: 'AND', rules: [emptyRule()] });
export const emptyDraft = (): AudienceDraft => ({ name: '', groupsConjunction: 'AND', groups: [emptyGroup()], triggers: [] });

/** List fields read from the visitor's list memberships hold list ids (numbers); the others hold names. */
export const holdsListIds = (field: Pick<AudienceField, 'valueType' | 'source'>): boolean =>
  field.valueType === 'list' && field.source === 'lists';

/** The value a fresh input of this type holds (a range has none until its lower bound is picked). */
export function emptyValue(valueType: ValueType): unknown {
  switch (valueType) {
    case 'list': return [];
    case 'boolean': return true;
    case 'range': return undefined;
    default: return '';
  }
}

const conj = (v: unknown): Conjunction => (v === 'OR' ? 'OR' : 'AND');

/** A draft from a stored audience (or anything partial). */
export function draftFromRecord(record: Partial<Audience> | null | undefined): AudienceDraft {
  if (!record) return emptyDraft();
  const groups = (record.groups ?? []).map((g) => ({
    conjunction: conj(g.conjunction),
    rules: (g.rules ?? []).map((r) => ({ field: String(r.field ?? ''), operator: String(r.operator ?? ''), value: r.value ?? undefined })),
  }));
  const triggers = (record.triggers ?? []).map((t): DraftTrigger =>
    t.type === 'visitUrl' ? { type: t.type, value: Array.isArray(t.value) ? [...t.value] : [] } : { type: t.type, value: String(t.value ?? '') },
  );
  return { name: record.name ?? '', groupsConjunction: conj(record.groupsConjunction), groups: groups.length ? groups : [emptyGroup()], triggers };
}

// ---- rule edits

export function withField(key: string): DraftRule {
  const field = findField(key);
  if (!field) return { field: key, operator: '' };
  const operator = operatorsFor(field)[0]!.id;
  return { field: key, operator, value: VALUELESS_OPERATORS.has(operator) ? undefined : emptyValue(field.valueType) };
}

export function withOperator(rule: DraftRule, operator: string): DraftRule {
  const field = findField(rule.field);
  if (VALUELESS_OPERATORS.has(operator as AudienceOperator)) return { field: rule.field, operator };
  const needsValue = rule.value === undefined && field;
  return { ...rule, operator, value: needsValue ? emptyValue(field.valueType) : rule.value };
}

export const withValue = (rule: DraftRule, value: unknown): DraftRule => ({ ...rule, value });

// ---- draft edits (each returns a new draft)

const mapGroup = (d: AudienceDraft, gi: number, f: (g: DraftGroup) => DraftGroup): AudienceDraft => ({
  ...d,
  groups: d.groups.map((g, i) => (i === gi ? f(g) : g)),
});

export const updateRule = (d: AudienceDraft, gi: number, ri: number, f: (r: DraftRule) => DraftRule) =>
  mapGroup(d, gi, (g) => ({ ...g, rules: g.rules.map((r, i) => (i === ri ? f(r) : r)) }));
export const addRule = (d: AudienceDraft, gi: number) => mapGroup(d, gi, (g) => ({ ...g, rules: [...g.rules, emptyRule()] }));
export const removeRule = (d: AudienceDraft, gi: number, ri: number) =>
  mapGroup(d, gi, (g) => ({ ...g, rules: g.rules.filter((_, i) => i !== ri) }));
export const setGroupConjunction = (d: AudienceDraft, gi: number, c: Conjunction) => mapGroup(d, gi, (g) => ({ ...g, conjunction: c }));
export const addGroup = (d: AudienceDraft): AudienceDraft => ({ ...d, groups: [...d.groups, emptyGroup()] });
export const removeGroup = (d: AudienceDraft, gi: number): AudienceDraft => ({ ...d, groups: d.groups.filter((_, i) => i !== gi) });

export const addTrigger = (d: AudienceDraft, type: TriggerType): AudienceDraft => ({
  ...d,
  triggers: [...d.triggers, type === 'visitUrl' ? { type, value: [''] } : { type, value: '' }],
});
export const removeTrigger = (d: AudienceDraft, ti: number): AudienceDraft => ({ ...d, triggers: d.triggers.filter((_, i) => i !== ti) });
export const setTriggerValue = (d: AudienceDraft, ti: number, value: string | string[]): AudienceDraft => ({
  ...d,
  triggers: d.triggers.map((t, i) => (i === ti ? { ...t, value } : t)),
});

// ---- payload and validation

/** A number when the text is one; otherwise the text, which validation then reports. */
function numeric(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(toNumber(value))) return toNumber(value);
  return value;
}

function ruleValue(rule: DraftRule): unknown {
  const field = findField(rule.field);
  if (!field || VALUELESS_OPERATORS.has(rule.operator as AudienceOperator)) return undefined;
  switch (field.valueType) {
    case 'number':
    case 'days':
      return numeric(rule.value);
    case 'list': {
      const items = Array.isArray(rule.value) ? rule.value : [];
      const trimmed = items.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
      return holdsListIds(field) ? trimmed.map(numeric) : trimmed;
    }
    case 'string':
      return typeof rule.value === 'string' ? rule.value.trim() : rule.value;
    default:
      return rule.value;
  }
}

/** What POST/PUT app/audiences receives (before validation). */
export function toPayload(d: AudienceDraft): Audience {
  return {
    name: d.name,
    groupsConjunction: d.groupsConjunction,
    groups: d.groups.map((g) => ({
      conjunction: g.conjunction,
      rules: g.rules.map((r) => {
        const value = ruleValue(r);
        return { field: r.field, operator: r.operator as AudienceOperator, ...(value === undefined ? {} : { value: value as never }) };
      }),
    })),
    triggers: d.triggers.map((t) =>
      (t.type === 'visitUrl'
        ? { type: t.type, value: (Array.isArray(t.value) ? t.value : [t.value]).map((u) => u.trim()).filter(Boolean) }
        : { type: t.type, value: String(t.value).trim() }) as AudienceTrigger,
    ),
  };
}

/** Error messages by path ('name', 'groups[0].rules[1].value'), the first for each path. */
export type AudienceErrors = Record<string, string>;

export function errorsOf(error: unknown): AudienceErrors | null {
  if (!(error instanceof ValidationError)) return null;
  const out: AudienceErrors = {};
  for (const e of error.inner.length ? error.inner : [error]) {
    const key = e.path ?? '';
    if (!(key in out)) out[key] = e.message;
  }
  return out;
}

export const rulePath = (gi: number, ri: number) => `groups[${gi}].rules[${ri}]`;
