// One rule: field, operator (the field's operators only), value (by the field's value type), remove.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Stack, TextField } from '@mui/material';
import { findField } from '../../domain/audience/fields';
import { operatorsFor } from '../../domain/audience/operators';
import { withField, withOperator, withValue, type DraftRule } from './builderModel';
import { FieldPicker } from './FieldPicker';
import { RuleValueInput } from './RuleValueInput';

export interface RuleRowProps {
  rule: DraftRule;
  onChange: (rule: DraftRule) => void;
  onRemove?: () => void;
  /** Messages for 'field', 'operator' and 'value'. */
  errors: { field?: string; operator?: string; value?: string };
  index: number;
}

export function RuleRow({ rule, onChange, onRemove, errors, index }: RuleRowProps) {
  const field = findField(rule.field);
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" role="group" aria-label={`Rule ${index + 1}`} sx={{ py: 0.5 }}>
      <FieldPicker value={rule.field} onChange={(key) => onChange(withField(key))} error={errors.field} />
      {field && (
        <TextField
          select
          size="small"
          label="Operator"
          value={rule.operator}
          onChange={(e) => onChange(withOperator(rule, e.target.value))}
          error={!!errors.operator}
          helperText={errors.operator}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          {operatorsFor(field).map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </TextField>
      )}
      {field && (
        <RuleValueInput field={field} operator={rule.operator} value={rule.value} onChange={(v) => onChange(withValue(rule, v))} error={errors.value} />
      )}
      {onRemove && (
        <IconButton aria-label={`Remove rule ${index + 1}`} onClick={onRemove} size="small" sx={{ mt: 0.5 }}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
