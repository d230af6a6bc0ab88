// Chat fields (/settings/configurations; spec §5 'Chat field name is required', 'Chat field type is required',
// 'Please enter a default value', §8 'New field created successfully' and 'Ability to customize and map more fields
// will be added very soon'). The default fields every conversation has are fixed; a project adds custom fields,
// each with a key (what a bot input step stores the answer under), a type and the value a visitor has until they
// answer. Stored as the project settings document `chatFields`.
import * as yup from 'yup';
import { ADMIN_MSG } from '../adminMessages';
import { KEY_RE, priceField } from '../validators';

/** 'price': an amount (a budget, a deal size) held to spec §5's price-like rules: not negative, at most 2 decimals. */
export const CHAT_FIELD_TYPES = ['text', 'number', 'price', 'boolean', 'list'] as const;
export type ChatFieldType = (typeof CHAT_FIELD_TYPES)[number];

export interface ChatField {
  /** Letters, digits, _ and -; unique in the project and never one of the default fields' keys. */
  key: string;
  name: string;
  type: ChatFieldType;
  /** list fields: the choices, the default among them. */
  options: string[];
  /** As text: a number for number fields, an amount for price fields, 'true' / 'false' for boolean fields. */
  defaultValue: string;
}

export interface ChatFieldsDocument {
  fields: ChatField[];
}

/** The fields every conversation has (read-only on the page). */
export const DEFAULT_CHAT_FIELDS: ReadonlyArray<{ key: string; name: string; type: ChatFieldType }> = [
  { key: 'name', name: 'Name', type: 'text' },
  { key: 'email', name: 'Email', type: 'text' },
  { key: 'phone', name: 'Phone', type: 'text' },
  { key: 'company', name: 'Company', type: 'text' },
];

/** Ours: the spec gives no limits for chat fields. */
export const CHAT_FIELDS_MAX = 50;
export const CHAT_FIELD_NAME_MAX = 50;
export const CHAT_FIELD_OPTIONS_MAX = 50;

export const CHAT_FIELD_MSG = {
  nameRequired: ADMIN_MSG.chatFieldNameRequired,
  typeRequired: ADMIN_MSG.chatFieldTypeRequired,
  defaultRequired: ADMIN_MSG.enterDefaultValue,
  created: ADMIN_MSG.newFieldCreated,
  mappingSoon: ADMIN_MSG.mappingSoon,
  // ours: the spec shows no wording for these
  nameMax: `Chat field name must be at most ${CHAT_FIELD_NAME_MAX} characters`,
  duplicateName: 'A chat field with this name already exists',
  duplicateKey: 'A chat field with this key already exists',
  optionsRequired: 'Add at least one option',
  duplicateOption: 'Options must be different',
  defaultNotOption: 'The default value must be one of the options',
  defaultNotBoolean: 'The default value must be Yes or No',
  tooMany: `At most ${CHAT_FIELDS_MAX} chat fields`,
  updated: 'Updated the chat fields successfully',
} as const;

/** A key from a field name: 'Budget (USD)' -> 'budget_usd'. The page proposes it; the user may change it. */
export function keyFromName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** One field, as the "new field" form and the server check it. */
export const chatFieldSchema = yup.object({
  key: yup
    .string()
    .trim()
    .required(ADMIN_MSG.fieldEmpty)
    .max(40, ADMIN_MSG.keyChars)
    .matches(KEY_RE, ADMIN_MSG.keyChars),
  name: yup.string().trim().required(CHAT_FIELD_MSG.nameRequired).max(CHAT_FIELD_NAME_MAX, CHAT_FIELD_MSG.nameMax),
  type: yup
    .mixed<ChatFieldType>()
    .required(CHAT_FIELD_MSG.typeRequired)
    .oneOf([...CHAT_FIELD_TYPES], CHAT_FIELD_MSG.typeRequired),
  options: yup
    .array(yup.string().trim().required(ADMIN_MSG.enterValue).max(100))
    .max(CHAT_FIELD_OPTIONS_MAX)
    .default([])
    .when('type', {
      is: 'list',
      then: (s) => s.min(1, CHAT_FIELD_MSG.optionsRequired),
      otherwise: (s) => s.transform(() => []),
    })
    .test('unique-options', CHAT_FIELD_MSG.duplicateOption, (os) => new Set((os ?? []).map((o) => o.trim().toLowerCase())).size === (os ?? []).length),
  defaultValue: yup
    .string()
    .trim()
    .required(CHAT_FIELD_MSG.defaultRequired)
    .max(200)
    .when('type', ([type]: unknown[], s: yup.StringSchema) => {
      if (type === 'number') return s.test('number', ADMIN_MSG.notANumber, (v) => v === undefined || Number.isFinite(Number(v)));
      if (type === 'price')
        return s.test('price', function (v) {
          if (v === undefined) return true;
          try {
            priceField().validateSync(v);
            return true;
          } catch (err) {
            return this.createError({ message: (err as yup.ValidationError).message });
          }
        });
      if (type === 'boolean') return s.oneOf(['true', 'false'], CHAT_FIELD_MSG.defaultNotBoolean);
      if (type === 'list')
        return s.test('option', CHAT_FIELD_MSG.defaultNotOption, function (v) {
          const options = ((this.parent as { options?: string[] }).options ?? []) as string[];
          // With no options yet, 'Add at least one option' is the message that helps.
          return v === undefined || options.length === 0 || options.some((o) => sameText(o, v));
        });
      return s;
    }),
});

/** Why a new field cannot join the existing ones (name or key taken, or a default field's key), or null. */
export function chatFieldClash(field: Pick<ChatField, 'key' | 'name'>, existing: readonly Pick<ChatField, 'key' | 'name'>[]): string | null {
  const all = [...DEFAULT_CHAT_FIELDS, ...existing];
  if (all.some((f) => sameText(f.name, field.name))) return CHAT_FIELD_MSG.duplicateName;
  if (all.some((f) => sameText(f.key, field.key))) return CHAT_FIELD_MSG.duplicateKey;
  return null;
}

export const chatFieldsSchema = yup.object({
  fields: yup
    .array(chatFieldSchema)
    .max(CHAT_FIELDS_MAX, CHAT_FIELD_MSG.tooMany)
    .default([])
    .test('unique', function (fields) {
      const list = (fields ?? []) as ChatField[];
      for (let i = 0; i < list.length; i++) {
        const clash = chatFieldClash(list[i]!, list.slice(0, i));
        if (clash) return this.createError({ message: clash });
      }
      return true;
    }),
});

/** The success text of a save: 'New field created successfully' when it added a field, ours otherwise. */
export function chatFieldsSavedMessage(before: ChatFieldsDocument | undefined, after: ChatFieldsDocument): string {
  const had = new Set((before?.fields ?? []).map((f) => f.key.toLowerCase()));
  return after.fields.some((f) => !had.has(f.key.toLowerCase())) ? CHAT_FIELD_MSG.created : CHAT_FIELD_MSG.updated;
}
