// The shared field validators of spec §5 as yup schema factories (a fresh schema per call, so a form can chain
// its own rules), plus the digit-only keydown filters. Messages come from ADMIN_MSG only.
import * as yup from 'yup';
import { ADMIN_MSG, maxCharsMessage } from './adminMessages';
import { DURATION_MAX, DURATION_MIN, PRICE_MAX_DECIMALS, TOPIC_PRODUCTS_MAX } from './constants';
import { docToText, type RichDoc } from './inbox/richText';
import type { Gif } from './inbox/types';
import { emailField } from './schemas/auth';

export { emailField };

/** Index into a list (a selected option, a path position): an integer at or above 0. */
export const indexField = () =>
  yup.number().typeError(ADMIN_MSG.required).required(ADMIN_MSG.required).integer(ADMIN_MSG.required).min(0, ADMIN_MSG.required);

/** A list that must hold at least one entry. */
export const nonEmptyListField = <T extends yup.Schema>(item: T, message: string = ADMIN_MSG.fieldEmpty) =>
  yup.array(item).required(message).min(1, message);

export interface Topic {
  products: readonly unknown[];
}

/** Total products across topics: what the 50-limit of spec §9 counts. */
export const topicProductCount = (topics: readonly Topic[] | null | undefined): number =>
  (topics ?? []).reduce((sum, t) => sum + (t?.products?.length ?? 0), 0);

/** Topics (intents): at least one, each with a products list, at most 50 products across all of them. */
export const topicsField = () =>
  yup
    .array(yup.object({ products: yup.array().required(ADMIN_MSG.fieldEmpty) }))
    .required(ADMIN_MSG.fieldEmpty)
    .min(1, ADMIN_MSG.fieldEmpty)
    .test('topics-max', ADMIN_MSG.topicsMax, (topics) => topicProductCount(topics) <= TOPIC_PRODUCTS_MAX);

/** Required text that is not only whitespace, with an optional maximum length. */
export const textField = (max?: number) => {
  const base = yup.string().trim().required(ADMIN_MSG.fieldEmpty);
  return max === undefined ? base : base.max(max, maxCharsMessage(max));
};

/** `<`, then what would open a tag, a closing tag, a comment or a processing instruction in HTML. */
const MARKUP = /<[a-zA-Z/!?]/;

/** Plain text: what a sanitiser would leave untouched because it holds no markup at all. */
export const isPlainText = (value: string): boolean => !MARKUP.test(value);

/** Required plain text (a name shown to visitors): blank or carrying markup reads as 'Please enter valid value'. */
export const plainTextField = () =>
  yup
    .string()
    .trim()
    .required(ADMIN_MSG.invalidValue)
    .test('plain-text', ADMIN_MSG.invalidValue, (v) => v === undefined || isPlainText(v));

/** A positive whole number (1, 2, …). */
export const positiveIntegerField = () =>
  yup
    .number()
    .typeError(ADMIN_MSG.positiveInteger)
    .required(ADMIN_MSG.positiveInteger)
    .integer(ADMIN_MSG.positiveInteger)
    .min(1, ADMIN_MSG.positiveInteger);

/**
 * Whether a number has at most `places` decimals, read from its shortest decimal form (what the user typed:
 * 0.29 is "0.29" even though 0.29 * 100 is 28.999…; 1e-7 has 7 decimals).
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  if (!Number.isFinite(value)) return false;
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return fraction - Number(exponent) <= places;
}

/** Price-like amount: required, not negative, at most two decimals. */
export const priceField = () =>
  yup
    .number()
    .typeError(ADMIN_MSG.notANumber)
    .required(ADMIN_MSG.fieldEmpty)
    .min(0, ADMIN_MSG.positiveNumber)
    .test('decimals', ADMIN_MSG.twoDecimals, (v) => v === undefined || hasAtMostDecimals(v, PRICE_MAX_DECIMALS));

/** Any number; empty or not numeric reads as 'This field must be a number'. */
export const numberField = () => yup.number().typeError(ADMIN_MSG.notANumber).required(ADMIN_MSG.notANumber);

export const KEY_RE = /^[a-zA-Z0-9_-]+$/;

/** A key or identifier (a custom field key, a path key): letters, digits, underscore and hyphen only. */
export const keyField = () => yup.string().trim().required(ADMIN_MSG.fieldEmpty).matches(KEY_RE, ADMIN_MSG.keyChars);

/** An absolute http(s) address with a host. URL is a global in browsers and Node alike. */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const urlField = () =>
  yup
    .string()
    .trim()
    .required(ADMIN_MSG.urlInvalid)
    .test('http-url', ADMIN_MSG.urlInvalid, (v) => v === undefined || isHttpUrl(v));

/** Empty (or null) passes; anything else must be an http(s) address. */
export const optionalUrlField = () =>
  yup
    .string()
    .trim()
    .nullable()
    .test('http-url', ADMIN_MSG.urlInvalid, (v) => !v || isHttpUrl(v));

/** Digits with the usual separators, an optional leading +, and 7 to 15 digits in all (E.164 allows 15). */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** Optional phone number; `required` makes an empty one read 'Phone number is required'. */
export const phoneField = (options: { required?: boolean } = {}) => {
  const base = yup
    .string()
    .trim()
    .test('phone', ADMIN_MSG.phoneInvalid, (v) => !v || isPhoneNumber(v));
  return options.required ? base.required(ADMIN_MSG.phoneRequired) : base.nullable();
};

export interface Assignment {
  teams?: readonly unknown[] | null;
  members?: readonly unknown[] | null;
}

export const hasAssignee = (a: Assignment | null | undefined): boolean =>
  (a?.teams?.length ?? 0) > 0 || (a?.members?.length ?? 0) > 0;

/** Assignment object (spec §3): at least one team or member. */
export const assignmentField = () =>
  yup
    .object({ teams: yup.array().default([]), members: yup.array().default([]) })
    .test('assignee', ADMIN_MSG.assignmentRequired, (v) => hasAssignee(v));

/** Duration in whole units, 1 to 999. */
export const durationField = () =>
  yup
    .number()
    .typeError(ADMIN_MSG.durationEmpty)
    .required(ADMIN_MSG.durationEmpty)
    .min(DURATION_MIN, ADMIN_MSG.durationPositive)
    .max(DURATION_MAX, ADMIN_MSG.durationMax)
    .integer(ADMIN_MSG.durationWhole);

/** Greeting message variant (spec §3): rich text (or already plain text) and optional GIFs. */
export interface GreetingVariant {
  value: RichDoc | string | null;
  gifs?: readonly Gif[] | null;
}

/** What a visitor reads: the plain text of the rich text, whitespace collapsed, case folded. */
export function greetingText(variant: GreetingVariant): string {
  const text = typeof variant.value === 'string' ? variant.value : docToText(variant.value);
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Two variants are the same greeting when they read the same and show the same GIFs. */
const greetingKey = (v: GreetingVariant) =>
  JSON.stringify([greetingText(v), (v.gifs ?? []).map((g) => g.original)]);

export const isEmptyGreeting = (v: GreetingVariant): boolean => greetingText(v) === '' && (v.gifs ?? []).length === 0;

export const hasDuplicateGreetings = (variants: readonly GreetingVariant[]): boolean => {
  const keys = variants.map(greetingKey);
  return new Set(keys).size !== keys.length;
};

const greetingVariantSchema = yup
  .object({ value: yup.mixed<RichDoc | string>().nullable(), gifs: yup.array().nullable() })
  .test('not-empty', ADMIN_MSG.greetingEmpty, (v) => !isEmptyGreeting(v as GreetingVariant));

/** Greeting messages: at least one variant, none empty, no two alike. */
export const greetingVariantsField = () =>
  yup
    .array(greetingVariantSchema)
    .required(ADMIN_MSG.addVariant)
    .min(1, ADMIN_MSG.addVariant)
    .test('no-duplicates', ADMIN_MSG.duplicateGreeting, (v) => !hasDuplicateGreetings((v ?? []) as GreetingVariant[]));

/** The part of a keydown event the filters read (a React or DOM KeyboardEvent fits). */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** Named keys (Backspace, Tab, arrows…) and shortcuts (copy, paste, select all) always pass. */
const isEditingKey = (e: KeyLike) => e.key.length !== 1 || !!e.ctrlKey || !!e.metaKey || !!e.altKey;

/** keydown filter for number inputs: digits and the decimal point; blocks e, +, - and every other character. */
export const numberKeyAllowed = (e: KeyLike): boolean => isEditingKey(e) || /^[0-9.]$/.test(e.key);

/** keydown filter for whole-number inputs: digits only (the dot blocked too). */
export const digitKeyAllowed = (e: KeyLike): boolean => isEditingKey(e) || /^[0-9]$/.test(e.key);
