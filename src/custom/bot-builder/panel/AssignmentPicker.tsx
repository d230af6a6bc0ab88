// Spec §3 assignment object: teams and members (at least one, spec §5). Ids the lists do not know are kept and
// shown by number, so nothing is dropped silently.
import { Autocomplete, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import type { Assignment } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';

type Named = { id: number; name: string };

function IdsInput({ label, ids, options, onChange }: { label: string; ids: number[]; options: Named[]; onChange(ids: number[]): void }) {
  const { canWrite } = useBuilder();
  const byId = new Map(options.map((o) => [o.id, o]));
  const value = ids.map((id) => byId.get(id) ?? { id, name: `#${id}` });
  return (
    <Autocomplete
      multiple
      size="small"
      disabled={!canWrite}
      options={options}
      value={value}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, picked) => onChange(picked.map((p) => p.id))}
      renderInput={(params) => <TextField {...params} label={label} margin="dense" />}
    />
  );
}

export interface AssignmentPickerProps {
  label?: string;
  value: Assignment;
  onChange(value: Assignment): void;
  error?: string | null;
}

export function AssignmentPicker({ label = BUILDER_UI.assignment, value, onChange, error }: AssignmentPickerProps) {
  const { people } = useBuilder();
  return (
    <Stack role="group" aria-label={label} sx={{ my: 0.5 }}>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      <IdsInput label={BUILDER_UI.teams} ids={value.teams} options={people.teams ?? []} onChange={(teams) => onChange({ ...value, teams })} />
      <IdsInput label={BUILDER_UI.members} ids={value.members} options={people.users ?? []} onChange={(members) => onChange({ ...value, members })} />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
