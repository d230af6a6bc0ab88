// The input step's "Save the answer as": one of the project's chat fields, the default ones (name, email, phone,
// company) then the custom ones, so the bot stores the answer under that field's key. A key no field has (a field
// deleted since, or custom fields the user may not read) stays offered as itself: nothing changes silently.
import { MenuItem } from '@mui/material';
import { DEFAULT_CHAT_FIELDS, type ChatField } from '../../../domain/settings/chatFields';
import { Field } from './fields';

// Ours: the spec shows no wording for this.
export const CHAT_FIELD_PICKER_UI = { unknown: (key: string) => `${key} (not a chat field)` } as const;

export interface ChatFieldPickerProps {
  label: string;
  value: string;
  /** The project's custom chat fields; null when they could not be read. */
  custom: readonly ChatField[] | null;
  onChange(key: string): void;
  error?: string | null;
}

export function ChatFieldPicker({ label, value, custom, onChange, error }: ChatFieldPickerProps) {
  const fields = [...DEFAULT_CHAT_FIELDS, ...(custom ?? [])];
  const known = value === '' || fields.some((f) => f.key === value);
  return (
    <Field select label={label} value={value} onChange={onChange} error={error}>
      {fields.map((f) => (
        <MenuItem key={f.key} value={f.key}>
          {f.name}
        </MenuItem>
      ))}
      {!known && <MenuItem value={value}>{CHAT_FIELD_PICKER_UI.unknown(value)}</MenuItem>}
    </Field>
  );
}
