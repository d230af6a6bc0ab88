// Field rules of spec §5 as plain functions returning the message or null (validateFlow reports each at its
// place). The predicates come from the shared validators (src/domain/validators.ts); this file only turns them
// into the builder's messages.
import { DURATION_MAX, DURATION_MIN, NAME, PATH_NAME, TITLE_MAX, TOPIC_PRODUCTS_MAX } from '../constants';
import { isEmptyDoc } from '../inbox/richText';
import { greetingText, hasAssignee, isEmptyGreeting, isHttpUrl as isAbsoluteHttpUrl, topicProductCount } from '../validators';
import type { Assignment, GreetingVariant, RichDoc, Topic } from './types';
import { FLOW_MSG } from './messages';

export { topicProductCount };
export type Problem = string | null;

export function pathNameError(name: string | null | undefined): Problem {
  const n = (name ?? '').trim();
  if (n === '') return FLOW_MSG.pathNameRequired;
  if (n.length < PATH_NAME.min) return FLOW_MSG.pathNameMin;
  if (n.length > PATH_NAME.max) return FLOW_MSG.pathNameMax;
  return null;
}

/** A flow's own name follows the spec's general name rule (2–50). */
export function flowNameError(name: string | null | undefined): Problem {
  const n = (name ?? '').trim();
  if (n.length < NAME.min) return FLOW_MSG.nameMin;
  if (n.length > NAME.max) return FLOW_MSG.nameMax;
  return null;
}

export const textError = (text: string | null | undefined): Problem =>
  (text ?? '').trim() === '' ? FLOW_MSG.fieldEmpty : null;

export const docError = (doc: RichDoc | null | undefined): Problem => (isEmptyDoc(doc) ? FLOW_MSG.fieldEmpty : null);

export function titleError(title: string | null | undefined): Problem {
  const t = (title ?? '').trim();
  if (t === '') return FLOW_MSG.titleRequired;
  return t.length > TITLE_MAX ? FLOW_MSG.titleMax : null;
}

/** http or https with a host (spec: "URL must be http or https"); surrounding spaces are ignored. */
export const isHttpUrl = (value: string | null | undefined): boolean => isAbsoluteHttpUrl((value ?? '').trim());

export const urlError = (value: string | null | undefined): Problem => (isHttpUrl(value) ? null : FLOW_MSG.urlInvalid);

export function calendarUrlError(value: string | null | undefined): Problem {
  if ((value ?? '').trim() === '') return FLOW_MSG.calendarRequired;
  return isHttpUrl(value) ? null : FLOW_MSG.calendarInvalid;
}

/** Duration: an integer 1 to 999 (a fraction reads as not a positive duration). */
export function durationError(value: number | string | null | undefined): Problem {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return FLOW_MSG.durationEmpty;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return FLOW_MSG.durationEmpty;
  if (!Number.isInteger(n) || n < DURATION_MIN) return FLOW_MSG.durationPositive;
  return n > DURATION_MAX ? FLOW_MSG.durationMax : null;
}

/** Assignment: at least one team or member, and every one of them must still exist. */
export function assignmentError(
  a: Assignment | null | undefined,
  known?: { teamIds: readonly number[]; memberIds: readonly number[] },
): Problem {
  if (!hasAssignee(a)) return FLOW_MSG.assignmentRequired;
  const { teams, members } = a!;
  if (known && (teams.some((t) => !known.teamIds.includes(t)) || members.some((m) => !known.memberIds.includes(m)))) {
    return FLOW_MSG.assigneeGone;
  }
  return null;
}

/** What makes two variants the same greeting: what they read (validators.ts greetingText) and their GIFs. */
const variantKey = (v: GreetingVariant) => JSON.stringify([greetingText(v), v.gifs.map((g) => g.original)]);

/** Greeting variants: at least one; none empty (their ids); no two alike (the ids of the later ones). */
export function greetingVariantErrors(variants: readonly GreetingVariant[]): {
  list: Problem;
  empty: string[];
  duplicates: string[];
} {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  const empty: string[] = [];
  for (const v of variants) {
    if (isEmptyGreeting(v)) {
      empty.push(v.id);
      continue;
    }
    const key = variantKey(v);
    if (seen.has(key)) duplicates.push(v.id);
    seen.add(key);
  }
  return { list: variants.length === 0 ? FLOW_MSG.addVariant : null, empty, duplicates };
}

export const topicsError = (topics: readonly Topic[]): Problem =>
  topicProductCount(topics) > TOPIC_PRODUCTS_MAX ? FLOW_MSG.topicsMax : null;
