// Audience operators by value type (spec §5), exactly as listed there, and which of them a field offers.
import type { AudienceField, ValueType } from './fields';

export type ListOperator = 'in' | 'notIn';
export type StringOperator =
  | 'is'
  | 'isNot'
  | 'contains'
  | 'notContains'
  | 'startsWith'
  | 'notStartsWith'
  | 'endsWith'
  | 'notEndsWith'
  | 'regex'
  | 'isKnown'
  | 'isUnknown';
export type NumberOperator = 'gt' | 'lt' | 'eq' | 'neq';
export type RangeOperator = 'between' | 'notBetween';
export type BooleanOperator = 'is';
export type DaysOperator = 'inLast' | 'notInLast';
export type AudienceOperator = ListOperator | StringOperator | NumberOperator | RangeOperator | BooleanOperator | DaysOperator;

export interface OperatorOption {
  id: AudienceOperator;
  label: string;
}

const op = (id: AudienceOperator, label: string): OperatorOption => ({ id, label });

export const OPERATORS_BY_VALUE_TYPE: Readonly<Record<ValueType, readonly OperatorOption[]>> = {
  list: [op('in', 'in'), op('notIn', 'not in')],
  string: [
    op('is', 'is'),
    op('isNot', 'is not'),
    op('contains', 'contains'),
    op('notContains', 'does not contain'),
    op('startsWith', 'starts with'),
    op('notStartsWith', 'does not start with'),
    op('endsWith', 'ends with'),
    op('notEndsWith', 'does not end with'),
    op('regex', 'regex'),
    op('isKnown', 'is known'),
    op('isUnknown', 'is unknown'),
  ],
  number: [op('gt', 'greater than'), op('lt', 'less than'), op('eq', 'equal to'), op('neq', 'not equal to')],
  range: [op('between', 'in between'), op('notBetween', 'not in between')],
  boolean: [op('is', 'is')],
  days: [op('inLast', 'in the last'), op('notInLast', 'not in the last')],
};

/** Operators that test presence only and take no value. */
export const VALUELESS_OPERATORS: ReadonlySet<AudienceOperator> = new Set(['isKnown', 'isUnknown']);

/** The operators a field offers: its value type's, less regex where barred and presence tests outside lead/account. */
export function operatorsFor(field: Pick<AudienceField, 'valueType' | 'scope' | 'noRegex'>): OperatorOption[] {
  return OPERATORS_BY_VALUE_TYPE[field.valueType].filter((o) => {
    if (field.valueType !== 'string') return true;
    if (o.id === 'regex') return !field.noRegex;
    if (o.id === 'isKnown' || o.id === 'isUnknown') return field.scope === 'lead' || field.scope === 'account';
    return true;
  });
}

export const isOperatorAllowed = (field: Pick<AudienceField, 'valueType' | 'scope' | 'noRegex'>, operator: string): boolean =>
  operatorsFor(field).some((o) => o.id === operator);

export const operatorLabel = (valueType: ValueType, operator: AudienceOperator): string | undefined =>
  OPERATORS_BY_VALUE_TYPE[valueType].find((o) => o.id === operator)?.label;
