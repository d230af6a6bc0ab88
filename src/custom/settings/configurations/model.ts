// Pure rules of the configurations page: the new-field draft (key proposed from the name, options typed one per
// line), its errors (the shared schema's messages plus name/key clashes) and list edits.
import type { ValidationError } from 'yup';
import {
  chatFieldClash,
  chatFieldSchema,
  keyFromName,
  type ChatField,
  type ChatFieldType,
  type ChatFieldsDocument,
} from '../../../domain/settings/chatFields';
import { CONFIG_UI } from './labels';

export interface ChatFieldDraft {
  name: string;
  key: string;
  /** false until the user edits the key: until then it follows the name. */
  keyEdited: boolean;
  type: ChatFieldType | '';
  optionsText: string;
  defaultValue: string;
}

export const emptyDraft = (): ChatFieldDraft => ({ name: '', key: '', keyEdited: false, type: '', optionsText: '', defaultValue: '' });

/** A change to the draft; a new name proposes a key until the key was edited by hand. */
export function patchDraft(d: ChatFieldDraft, patch: Partial<Omit<ChatFieldDraft, 'keyEdited'>>): ChatFieldDraft {
  const next = { ...d, ...patch };
  if (patch.key !== undefined) next.keyEdited = true;
  else if (patch.name !== undefined && !d.keyEdited) next.key = keyFromName(patch.name);
  // A new type makes the old default meaningless (a text default under Yes / No).
  if (patch.type !== undefined && patch.type !== d.type) next.defaultValue = patch.type === 'boolean' ? 'false' : '';
  return next;
}

export const parseOptions = (text: string): string[] =>
  text
    .split('\n')
    .map((o) => o.trim())
    .filter((o) => o !== '');

/** The field the draft describes (trimmed; options only for list fields). */
export function draftToField(d: ChatFieldDraft): ChatField {
  return {
    key: d.key.trim(),
    name: d.name.trim(),
    type: d.type as ChatFieldType,
    options: d.type === 'list' ? parseOptions(d.optionsText) : [],
    defaultValue: d.defaultValue.trim(),
  };
}

export type DraftErrors = Partial<Record<'name' | 'key' | 'type' | 'options' | 'defaultValue', string>>;

/** Errors keyed by input, first message each; empty when the draft can be created next to `existing`. */
export function draftErrors(d: ChatFieldDraft, existing: readonly ChatField[]): DraftErrors {
  const field = draftToField(d);
  const errors: DraftErrors = {};
  try {
    chatFieldSchema.validateSync(field, { abortEarly: false });
  } catch (err) {
    for (const e of (err as ValidationError).inner ?? []) {
      const path = (e.path ?? '').replace(/\[\d+\]$/, '') as keyof DraftErrors;
      if (path && !errors[path]) errors[path] = e.message;
    }
  }
  if (!errors.name && !errors.key) {
    const clash = chatFieldClash(field, existing);
    if (clash) errors[clash.includes('key') ? 'key' : 'name'] = clash;
  }
  return errors;
}

export const hasErrors = (e: DraftErrors): boolean => Object.keys(e).length > 0;

export const withField = (doc: ChatFieldsDocument, field: ChatField): ChatFieldsDocument => ({ fields: [...doc.fields, field] });
export const withoutField = (doc: ChatFieldsDocument, key: string): ChatFieldsDocument => ({ fields: doc.fields.filter((f) => f.key !== key) });

/** The default value as the table shows it ('Yes' / 'No' for boolean fields). */
export function defaultValueLabel(f: Pick<ChatField, 'type' | 'defaultValue'>): string {
  if (f.type === 'boolean') return f.defaultValue === 'true' ? CONFIG_UI.yes : CONFIG_UI.no;
  return f.defaultValue || CONFIG_UI.noDefault;
}
