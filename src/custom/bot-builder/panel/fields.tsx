// Small form pieces of the side panel: a text field that shows its problem, a select over labelled values, and
// the patch function a step editor writes through.
import type { ReactNode } from 'react';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { updateStep, type StepOf, type StepType } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';

type FieldProps = Omit<TextFieldProps, 'error' | 'onChange' | 'value'> & {
  value: string | number;
  onChange(value: string): void;
  error?: string | null;
};

export function Field({ value, onChange, error, helperText, ...rest }: FieldProps) {
  const { canWrite } = useBuilder();
  return (
    <TextField
      fullWidth
      size="small"
      margin="dense"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? helperText}
      disabled={!canWrite}
      {...rest}
    />
  );
}

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: ReactNode; disabled?: boolean }>;
  onChange(value: V): void;
  error?: string | null;
}

export function SelectField<V extends string>({ label, value, options, onChange, error }: SelectFieldProps<V>) {
  return (
    <Field select label={label} value={value} onChange={(v) => onChange(v as V)} error={error}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </MenuItem>
      ))}
    </Field>
  );
}

/** Changes fields of one step of the draft. */
export function useStepPatch<T extends StepType>(pathId: string, step: StepOf<T>) {
  const { draft } = useBuilder();
  return (patch: Partial<Omit<StepOf<T>, 'id' | 'type'>>) =>
    draft.edit((flow) => updateStep(flow, pathId, step.id, step.type as T, patch));
}
