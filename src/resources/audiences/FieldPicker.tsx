// The field picker: every catalogue field under its group (spec §3 "Audience rule conditions").
import { TextField } from '@mui/material';
import { FIELD_GROUPS, fieldsInGroup } from '../../domain/audience/fields';

export interface FieldPickerProps {
  value: string;
  onChange: (key: string) => void;
  error?: string;
  label?: string;
}

export function FieldPicker({ value, onChange, error, label = 'Field' }: FieldPickerProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      sx={{ minWidth: 240 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        Select a field
      </option>
      {FIELD_GROUPS.map((group) => (
        <optgroup key={group} label={group}>
          {fieldsInGroup(group).map((f) => (
            <option key={f.key} value={f.key}>
              {f.label}
            </option>
          ))}
        </optgroup>
      ))}
    </TextField>
  );
}
