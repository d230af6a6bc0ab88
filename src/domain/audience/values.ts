// Rule values by value type: their shapes, and the one check that both the form schema and the evaluator use to
// decide whether a rule's value is usable. No yup here, so the evaluator stays light enough for the widget.
import { ADMIN_MSG } from '../adminMessages';
import type { AudienceField } from './fields';
import { VALUELESS_OPERATORS, type AudienceOperator } from './operators';
import { cachedSafeRegex } from './safeRegex';

/** Bounds picked from a range field's options; `to` null means no upper bound. */
export interface RangeValue {
  from: number;
  to: number | null;
}

export type RuleValue = string | number | boolean | RangeValue | ReadonlyArray<string | number> | null;

/** A finite number from a number or a numeric string (what a text input holds); NaN otherwise. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

const isBlankText = (v: unknown) => typeof v !== 'string' || v.trim() === '';

export function isRangeValue(value: unknown): value is RangeValue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { from, to } = value as Record<string, unknown>;
  return typeof from === 'number' && Number.isFinite(from) && (to === null || (typeof to === 'number' && Number.isFinite(to)));
}

/** The message for an unusable value, or null when the value fits the field and operator. */
export function ruleValueError(field: AudienceField, operator: AudienceOperator, value: unknown): string | null {
  switch (field.valueType) {
    case 'list': {
      const ok =
        Array.isArray(value) &&
        value.length > 0 &&
        value.every((x) => (typeof x === 'number' && Number.isFinite(x)) || !isBlankText(x));
      if (ok) return null;
      return field.group === 'List' ? ADMIN_MSG.selectList : ADMIN_MSG.enterValue;
    }
    case 'string':
      if (VALUELESS_OPERATORS.has(operator)) return null;
      if (isBlankText(value)) return ADMIN_MSG.enterValue;
      if (operator === 'regex' && cachedSafeRegex(value as string) === null) return ADMIN_MSG.regexInvalid;
      return null;
    case 'number':
      return Number.isFinite(toNumber(value)) ? null : ADMIN_MSG.enterValue;
    case 'range':
      if (!isRangeValue(value)) return ADMIN_MSG.enterValue;
      return value.to !== null && value.from > value.to ? ADMIN_MSG.rangeInvalid : null;
    case 'boolean':
      return typeof value === 'boolean' ? null : ADMIN_MSG.enterValue;
    case 'days': {
      const n = toNumber(value);
      return Number.isInteger(n) && n >= 1 ? null : ADMIN_MSG.enterValue;
    }
  }
}
