// The audience entity (groups of rules plus triggers) and its yup schema, shared by the audience form and the
// server. A rule is checked against its field: the field must exist, the operator must be one the field offers,
// and the value must fit the field's value type (a regex must compile in the safe engine).
import * as yup from 'yup';
import { ADMIN_MSG, maxCharsMessage } from '../adminMessages';
import { findField, type AudienceField } from './fields';
import { isOperatorAllowed, type AudienceOperator } from './operators';
import { ruleValueError, type RuleValue } from './values';
import { shapeErrors } from '../schemas/shapeCheck';

export type { RangeValue, RuleValue } from './values';

export type Conjunction = 'AND' | 'OR';
export const CONJUNCTIONS: readonly Conjunction[] = ['AND', 'OR'];

export interface AudienceRule {
  field: string;
  operator: AudienceOperator;
  /** Absent for is known / is unknown. */
  value?: RuleValue;
}

export interface AudienceGroup {
  conjunction: Conjunction;
  rules: AudienceRule[];
}

export type TriggerType = 'visitUrl' | 'formSubmit' | 'elementClick';
export const TRIGGER_TYPES: readonly TriggerType[] = ['visitUrl', 'formSubmit', 'elementClick'];

/** Visit URL takes a list of URL patterns (with * wildcards); Form Submit and Element Click a selector or id. */
export type AudienceTrigger =
  | { type: 'visitUrl'; value: string[] }
  | { type: 'formSubmit'; value: string }
  | { type: 'elementClick'; value: string };

export interface Audience {
  name: string;
  groups: AudienceGroup[];
  /** How the groups combine. */
  groupsConjunction: Conjunction;
  triggers: AudienceTrigger[];
}

/** Ours: the spec gives no limit for an audience name. */
export const AUDIENCE_NAME_MAX = 100;

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The message for an unusable trigger value, or null. */
export function triggerValueError(type: unknown, value: unknown): string | null {
  if (type === 'visitUrl') return Array.isArray(value) && value.length > 0 && value.every(filled) ? null : ADMIN_MSG.enterValue;
  if (type === 'formSubmit') return filled(value) ? null : ADMIN_MSG.selectForm;
  return filled(value) ? null : ADMIN_MSG.enterValue;
}

function ruleSchema(fields: readonly AudienceField[]) {
  return yup.object({
    field: yup
      .string()
      .required(ADMIN_MSG.selectField)
      .test('known-field', ADMIN_MSG.selectField, (key) => key === undefined || findField(key, fields) !== undefined),
    operator: yup
      .string()
      .required(ADMIN_MSG.missingRequiredFields)
      .test('allowed', ADMIN_MSG.operatorInvalid, function allowed(operator) {
        const field = findField(String(this.parent.field ?? ''), fields);
        return !field || operator === undefined || isOperatorAllowed(field, operator);
      }),
    value: yup.mixed().nullable().test('value', ADMIN_MSG.enterValue, function fits(value) {
      const field = findField(String(this.parent.field ?? ''), fields);
      const operator = String(this.parent.operator ?? '');
      // An unknown field or operator is reported on its own path; the value cannot be judged without them.
      if (!field || !isOperatorAllowed(field, operator)) return true;
      const message = ruleValueError(field, operator as AudienceOperator, value);
      return message === null || this.createError({ message });
    }),
  });
}

const triggerSchema = yup.object({
  type: yup.string().required(ADMIN_MSG.missingRequiredFields).oneOf(TRIGGER_TYPES, ADMIN_MSG.missingRequiredFields),
  value: yup.mixed().nullable().test('trigger-value', ADMIN_MSG.enterValue, function fits(value) {
    const message = triggerValueError(this.parent.type, value);
    return message === null || this.createError({ message });
  }),
});

/** The audience schema; `fields` adds a project's own fields to the catalogue. */
export function audienceSchemaFor(fields: readonly AudienceField[] = []) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(ADMIN_MSG.audienceNameRequired)
      .max(AUDIENCE_NAME_MAX, maxCharsMessage(AUDIENCE_NAME_MAX)),
    groupsConjunction: yup.string().oneOf(CONJUNCTIONS, ADMIN_MSG.missingRequiredFields).default('AND'),
    groups: yup
      .array(
        yup.object({
          conjunction: yup.string().oneOf(CONJUNCTIONS, ADMIN_MSG.missingRequiredFields).default('AND'),
          rules: yup.array(ruleSchema(fields)).required(ADMIN_MSG.missingRequiredFields).min(1, ADMIN_MSG.missingRequiredFields),
        }),
      )
      .required(ADMIN_MSG.missingRequiredFields)
      .min(1, ADMIN_MSG.missingRequiredFields),
    triggers: yup.array(triggerSchema).default([]),
  });
}

export const audienceSchema = audienceSchemaFor();

/** Validate (every error at once, as forms and the server do) and return the cleaned audience. */
export async function validateAudience(input: unknown, fields: readonly AudienceField[] = []): Promise<Audience> {
  const schema = fields.length ? audienceSchemaFor(fields) : audienceSchema;
  const wrongShape = shapeErrors(schema, input);
  if (wrongShape) throw wrongShape;
  // The schema checked each rule against its field's value type, which yup's inferred type cannot express.
  return (await schema.validate(input, { abortEarly: false })) as unknown as Audience;
}
