// The value input of a rule, by the field's value type: list ids or names (chips), text, a number, a range of
// the field's options (from / to), yes or no, or a number of days. Operators that take no value show nothing.
import { Autocomplete, Chip, InputAdornment, Stack, TextField } from '@mui/material';
import type { AudienceField, RangeOption } from '../../domain/audience/fields';
import { VALUELESS_OPERATORS, type AudienceOperator } from '../../domain/audience/operators';
import type { RangeValue } from '../../domain/audience/values';
import { holdsListIds } from './builderModel';

export interface RuleValueInputProps {
  field: AudienceField;
  operator: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
}

const NO_LIMIT = '';

function ListValue({ field, value, onChange, error }: RuleValueInputProps) {
  const ids = holdsListIds(field);
  const items = (Array.isArray(value) ? value : []).map(String);
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[] as string[]}
      value={items}
      // List ids are numbers: anything else typed is dropped.
      onChange={(_e, next) => onChange(next.map((v) => v.trim()).filter((v) => v !== '' && (!ids || /^\d+$/.test(v))))}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={ids ? 'List ids' : 'Values'}
          placeholder="Type and press Enter"
          error={!!error}
          helperText={error}
        />
      )}
      sx={{ minWidth: 280, flex: 1 }}
    />
  );
}

function rangeBounds(value: unknown): { from: string; to: string } {
  const v = value as Partial<RangeValue> | null;
  return { from: typeof v?.from === 'number' ? String(v.from) : '', to: typeof v?.to === 'number' ? String(v.to) : NO_LIMIT };
}

function RangeValueInput({ field, value, onChange, error }: RuleValueInputProps) {
  const options: readonly RangeOption[] = field.ranges ?? [];
  const { from, to } = rangeBounds(value);
  const set = (nextFrom: string, nextTo: string) =>
    onChange(nextFrom === '' ? undefined : { from: Number(nextFrom), to: nextTo === NO_LIMIT ? null : Number(nextTo) });
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Stack direction="row" spacing={1}>
      <TextField select size="small" label="From" value={from} onChange={(e) => set(e.target.value, to)} error={!!error} helperText={error} slotProps={select} sx={{ minWidth: 150 }}>
        <option value="" disabled>
          Select
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.min}>
            {o.label}
          </option>
        ))}
      </TextField>
      <TextField select size="small" label="To" value={to} onChange={(e) => set(from, e.target.value)} slotProps={select} sx={{ minWidth: 150 }}>
        {options.map((o) =>
          o.max === null ? (
            <option key={o.value} value={NO_LIMIT}>
              {o.label}
            </option>
          ) : (
            <option key={o.value} value={o.max}>
              {o.label}
            </option>
          ),
        )}
      </TextField>
    </Stack>
  );
}

export function RuleValueInput(props: RuleValueInputProps) {
  const { field, operator, value, onChange, error } = props;
  if (VALUELESS_OPERATORS.has(operator as AudienceOperator)) return null;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  switch (field.valueType) {
    case 'list':
      return <ListValue {...props} />;
    case 'range':
      return <RangeValueInput {...props} />;
    case 'boolean':
      return (
        <TextField
          select
          size="small"
          label="Value"
          value={value === false ? 'false' : 'true'}
          onChange={(e) => onChange(e.target.value === 'true')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 120 }}
        >
          <option value="true">Yes</option>
          <option value="false">No</option>
        </TextField>
      );
    case 'number':
    case 'days':
      return (
        <TextField
          size="small"
          type="number"
          label={field.valueType === 'days' ? 'Days' : 'Value'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          error={!!error}
          helperText={error}
          sx={{ width: 160 }}
          slotProps={{
            htmlInput: { min: field.valueType === 'days' ? 1 : undefined, step: field.valueType === 'days' ? 1 : 'any' },
            input: field.valueType === 'days' ? { endAdornment: <InputAdornment position="end">days</InputAdornment> } : undefined,
          }}
        />
      );
    case 'string':
      return (
        <TextField
          size="small"
          label={operator === 'regex' ? 'Regular expression' : 'Value'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          error={!!error}
          helperText={error}
          sx={{ minWidth: 240, flex: 1 }}
        />
      );
  }
}
