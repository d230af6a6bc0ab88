// Contacts' yup schemas: the widget's identify body, the contact form, import rows, merge and the identity setting.
// The server validates with the same schemas the dashboard's forms use.
import * as yup from 'yup';
import { MSG } from '../messages';
import { maxCharsMessage } from '../adminMessages';
import type { ContactAttributes } from './types';

export const CONTACT_MSG = {
  attributes: 'Custom attributes must be a flat object of text, numbers or true/false',
  tooManyAttributes: 'At most 50 custom attributes',
  userHash: 'The identity hash does not match this email',
  verificationRequired: 'This site requires a verified identity',
  sameContact: 'Choose a different contact to merge',
  noRows: 'The file has no rows',
  tooManyRows: 'At most 5000 rows per import',
  erased: 'Contact erased',
} as const;

export const ATTRIBUTES_MAX = 50;
export const ATTRIBUTE_KEY_MAX = 64;
export const ATTRIBUTE_VALUE_MAX = 500;
export const IMPORT_ROWS_MAX = 5000;

/** A flat object of short scalar values under short keys. */
export function attributesProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return CONTACT_MSG.attributes;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > ATTRIBUTES_MAX) return CONTACT_MSG.tooManyAttributes;
  for (const [k, v] of entries) {
    if (!k.trim() || k.length > ATTRIBUTE_KEY_MAX) return CONTACT_MSG.attributes;
    if (!['string', 'number', 'boolean'].includes(typeof v)) return CONTACT_MSG.attributes;
    if (typeof v === 'string' && v.length > ATTRIBUTE_VALUE_MAX) return CONTACT_MSG.attributes;
    if (typeof v === 'number' && !Number.isFinite(v)) return CONTACT_MSG.attributes;
  }
  return null;
}

const attributesField = () =>
  yup
    .mixed<ContactAttributes>()
    .test('attributes', (value, ctx) => {
      const problem = attributesProblem(value);
      return problem ? ctx.createError({ message: problem }) : true;
    })
    .optional();

const emailField = () => yup.string().trim().required(MSG.fieldEmpty).email(MSG.emailInvalid).max(254);
const nameField = () => yup.string().trim().max(100, maxCharsMessage(100)).default('');
const companyField = () => yup.string().trim().max(100, maxCharsMessage(100)).default('');

/** POST app/visitor/identify: `Parley('identify', { email, name, company, attributes, userHash })`. */
export const identifySchema = yup.object({
  email: emailField(),
  name: nameField(),
  company: companyField(),
  attributes: attributesField(),
  /** Hex HMAC-SHA256 of the email under the project's identity secret, computed by the customer's backend. */
  userHash: yup.string().trim().max(128).optional(),
});
export type IdentifyBody = yup.InferType<typeof identifySchema>;

export const TAG_MAX = 40;
/** The contact form (edit) and PUT app/contacts/:id. */
export const contactSchema = yup.object({
  name: nameField(),
  email: emailField(),
  company: companyField(),
  location: yup.string().trim().max(100, maxCharsMessage(100)).default(''),
  tags: yup.array(yup.string().trim().required(MSG.fieldEmpty).max(TAG_MAX, maxCharsMessage(TAG_MAX))).max(30).default([]),
  attributes: attributesField(),
});
export type ContactForm = yup.InferType<typeof contactSchema>;

/** One CSV row, after the header names were mapped (email, name, company, location, tags "a;b"). */
export const importRowSchema = yup.object({
  email: emailField(),
  name: nameField(),
  company: companyField(),
  location: yup.string().trim().max(100, maxCharsMessage(100)).default(''),
  tags: yup.array(yup.string().trim().max(TAG_MAX, maxCharsMessage(TAG_MAX)).required()).max(30).default([]),
});
export type ImportRow = yup.InferType<typeof importRowSchema>;

export const importSchema = yup.object({
  rows: yup.array(yup.mixed<Record<string, unknown>>().required()).required(CONTACT_MSG.noRows).min(1, CONTACT_MSG.noRows).max(IMPORT_ROWS_MAX, CONTACT_MSG.tooManyRows),
});

/** POST app/contacts/:id/merge: the other contact (`fromId`) is folded into this one and removed. */
export const mergeSchema = yup.object({
  fromId: yup.number().integer().min(1).required(MSG.fieldEmpty),
});

/** PUT app/contacts/identity: whether the widget's identify call must carry a valid hash. */
export const identitySettingsSchema = yup.object({
  required: yup.boolean().required(MSG.fieldEmpty),
});

/** PUT app/companies/:id. */
export const companySchema = yup.object({
  name: yup.string().trim().required(MSG.fieldEmpty).max(100, maxCharsMessage(100)),
  ownerUserId: yup.number().integer().min(1).nullable().default(null),
});
