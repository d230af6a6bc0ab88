// The one audience evaluator: does a visitor belong to an audience? Missing data never throws: 'is unknown'
// matches it and every other operator does not (negative ones included: "is not X" is not known to hold when
// nothing is known). Strings compare case-insensitively; regexes run in the linear-time safe engine.
import { DAY_SECONDS } from '../constants';
import type { CompanySignal, VisitorContext } from './context';
import { findField, type AudienceField, type RangeOption } from './fields';
import type { Audience, AudienceRule, Conjunction } from './model';
import { isOperatorAllowed } from './operators';
import { cachedSafeRegex } from './safeRegex';
import { ruleValueError, toNumber, type RangeValue } from './values';

const DAY_MS = DAY_SECONDS * 1000;

/** Why a rule did not match, when the reason is not simply the visitor's data. */
export type RuleSkip = 'unknownField' | 'operatorNotAllowed' | 'invalidValue' | 'missingData';

export interface RuleResult {
  field: string;
  operator: string;
  matched: boolean;
  skipped?: RuleSkip;
}

export interface GroupResult {
  conjunction: Conjunction;
  matched: boolean;
  rules: RuleResult[];
}

export interface AudienceExplanation {
  matched: boolean;
  groups: GroupResult[];
}

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** Walk a dotted path through own properties only (a lead field named "__proto__" reads nothing). */
function readPath(root: unknown, path: string): unknown {
  let at: unknown = root;
  for (const part of path.split('.')) {
    if (typeof at !== 'object' || at === null || !hasOwn(at, part)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

function readField(field: AudienceField, ctx: VisitorContext): unknown {
  const value = readPath(ctx, field.source);
  // The page being viewed is a visited page too.
  if (field.key === 'visitedUrl') return [...(Array.isArray(value) ? value : []), ...(ctx?.url ? [ctx.url] : [])];
  return value;
}

const isMissing = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const norm = (v: unknown) => String(v).trim().toLowerCase();

function toTime(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Date.parse(v);
  return NaN;
}

function matchString(operator: string, actual: unknown, expected: string): boolean {
  const values = (Array.isArray(actual) ? actual : [actual]).filter((v) => !isMissing(v)).map(String);
  if (values.length === 0) return false;
  const want = expected.trim().toLowerCase();
  const any = (test: (s: string) => boolean) => values.some((s) => test(s.trim().toLowerCase()));
  switch (operator) {
    case 'is': return any((s) => s === want);
    case 'isNot': return !any((s) => s === want);
    case 'contains': return any((s) => s.includes(want));
    case 'notContains': return !any((s) => s.includes(want));
    case 'startsWith': return any((s) => s.startsWith(want));
    case 'notStartsWith': return !any((s) => s.startsWith(want));
    case 'endsWith': return any((s) => s.endsWith(want));
    case 'notEndsWith': return !any((s) => s.endsWith(want));
    case 'regex': {
      const re = cachedSafeRegex(expected);
      return re !== null && values.some((s) => re.test(s));
    }
    default: return false;
  }
}

function matchNumber(operator: string, actual: unknown, expected: unknown): boolean {
  const a = toNumber(actual);
  const b = toNumber(expected);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  if (operator === 'gt') return a > b;
  if (operator === 'lt') return a < b;
  if (operator === 'eq') return a === b;
  return operator === 'neq' && a !== b;
}

/** The company's span: an exact number is a point, an option value its option's bounds. */
function actualSpan(actual: unknown, options: readonly RangeOption[]): { min: number; max: number | null } | null {
  if (typeof actual === 'number' && Number.isFinite(actual)) return { min: actual, max: actual };
  if (typeof actual !== 'string') return null;
  const option = options.find((o) => o.value.toLowerCase() === norm(actual));
  return option ? { min: option.min, max: option.max } : null;
}

function matchRange(operator: string, actual: unknown, bounds: RangeValue, options: readonly RangeOption[]): boolean {
  const span = actualSpan(actual, options);
  if (!span) return false;
  const inside = span.min >= bounds.from && (bounds.to === null || (span.max !== null && span.max <= bounds.to));
  return operator === 'between' ? inside : !inside;
}

function matchBoolean(actual: unknown, expected: unknown): boolean {
  const a = typeof actual === 'string' ? (norm(actual) === 'true' ? true : norm(actual) === 'false' ? false : null) : actual;
  return typeof a === 'boolean' && a === expected;
}

function matchDays(operator: string, actual: unknown, days: unknown, now: number): boolean {
  const at = toTime(actual);
  if (!Number.isFinite(at) || !Number.isFinite(now)) return false;
  const recent = at >= now - toNumber(days) * DAY_MS;
  return operator === 'inLast' ? recent : !recent;
}

/** Intent and Scoops: the topics seen since `months` calendar months before now. */
function recentTopics(signals: unknown, months: number, now: number): string[] | undefined {
  if (!Array.isArray(signals) || !Number.isFinite(now)) return undefined;
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return (signals as Partial<CompanySignal>[])
    .filter((s) => s && typeof s.topic === 'string' && toTime(s.at) >= since.getTime())
    .map((s) => s.topic!);
}

function matchList(operator: string, actual: unknown, expected: readonly (string | number)[]): boolean {
  if (!Array.isArray(actual)) return false;
  const have = new Set(actual.filter((v) => !isMissing(v)).map(norm));
  const hit = expected.some((v) => have.has(norm(v)));
  return operator === 'in' ? hit : !hit;
}

/** One rule against one visitor, with the reason when it was not judged on the data. */
export function evaluateRule(rule: AudienceRule, ctx: VisitorContext, fields: readonly AudienceField[] = []): RuleResult {
  const result = (matched: boolean, skipped?: RuleSkip): RuleResult => ({
    field: rule.field, operator: rule.operator, matched, ...(skipped ? { skipped } : {}),
  });
  const field = findField(String(rule.field), fields);
  if (!field) return result(false, 'unknownField');
  if (!isOperatorAllowed(field, rule.operator)) return result(false, 'operatorNotAllowed');
  if (ruleValueError(field, rule.operator, rule.value) !== null) return result(false, 'invalidValue');

  const raw = readField(field, ctx);
  const actual = field.months ? recentTopics(raw, field.months, ctx?.now) : raw;
  if (rule.operator === 'isUnknown') return result(isMissing(actual));
  if (rule.operator === 'isKnown') return result(!isMissing(actual));
  // An empty list is known (a member of no list); anything else empty is not.
  if (field.valueType === 'list' ? actual === undefined || actual === null : isMissing(actual)) {
    return result(false, 'missingData');
  }
  switch (field.valueType) {
    case 'string': return result(matchString(rule.operator, actual, String(rule.value)));
    case 'number': return result(matchNumber(rule.operator, actual, rule.value));
    case 'range': return result(matchRange(rule.operator, actual, rule.value as RangeValue, field.ranges ?? []));
    case 'boolean': return result(matchBoolean(actual, rule.value));
    case 'days': return result(matchDays(rule.operator, actual, rule.value, ctx?.now));
    case 'list': return result(matchList(rule.operator, actual, rule.value as (string | number)[]));
  }
}

const combine = (conjunction: Conjunction, results: readonly boolean[]) =>
  conjunction === 'OR' ? results.length === 0 || results.some(Boolean) : results.every(Boolean);

/**
 * Every rule's verdict, for debugging an audience. A group without rules and an audience without groups place
 * no condition (they match).
 */
export function explainAudience(audience: Audience, ctx: VisitorContext, fields: readonly AudienceField[] = []): AudienceExplanation {
  const groups = (audience.groups ?? []).map((group) => {
    const rules = (group.rules ?? []).map((rule) => evaluateRule(rule, ctx, fields));
    const conjunction = group.conjunction === 'OR' ? 'OR' : 'AND';
    return { conjunction, matched: combine(conjunction, rules.map((r) => r.matched)), rules } satisfies GroupResult;
  });
  const outer = audience.groupsConjunction === 'OR' ? 'OR' : 'AND';
  return { matched: combine(outer, groups.map((g) => g.matched)), groups };
}

/** Whether the visitor belongs to the audience (stops at the first decisive rule). */
export function evaluateAudience(audience: Audience, ctx: VisitorContext, fields: readonly AudienceField[] = []): boolean {
  const groupMatches = (group: Audience['groups'][number]) => {
    const rules = group.rules ?? [];
    if (rules.length === 0) return true;
    const test = (rule: AudienceRule) => evaluateRule(rule, ctx, fields).matched;
    return group.conjunction === 'OR' ? rules.some(test) : rules.every(test);
  };
  const groups = audience.groups ?? [];
  if (groups.length === 0) return true;
  return audience.groupsConjunction === 'OR' ? groups.some(groupMatches) : groups.every(groupMatches);
}
