// What the two create dialogs share: a grid of choices (scopes, events) and the actions that turn into "Done" once
// the secret is shown.
import { Box, Button, Checkbox, DialogActions, FormControlLabel, FormGroup, FormHelperText, Typography } from '@mui/material';
import { DEV_UI } from './labels';

export function ChoiceGrid<K extends string>(p: { label: string; labels: Record<K, string>; keys: readonly K[]; chosen: readonly K[]; onChange: (next: K[]) => void; error?: string }) {
  const toggle = (k: K) => p.onChange(p.chosen.includes(k) ? p.chosen.filter((x) => x !== k) : [...p.chosen, k]);
  return (
    <Box>
      <Typography variant="subtitle2">{p.label}</Typography>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {p.keys.map((k) => (
          <FormControlLabel key={k} control={<Checkbox size="small" checked={p.chosen.includes(k)} onChange={() => toggle(k)} />} label={p.labels[k]} />
        ))}
      </FormGroup>
      {p.error && <FormHelperText error>{p.error}</FormHelperText>}
    </Box>
  );
}

export function CreateActions(p: { shown: boolean; busy: boolean; submitLabel: string; onClose: () => void; onSubmit: () => void }) {
  return (
    <DialogActions>
      {p.shown ? (
        <Button variant="contained" onClick={p.onClose}>
          {DEV_UI.done}
        </Button>
      ) : (
        <>
          <Button onClick={p.onClose}>{DEV_UI.cancel}</Button>
          <Button variant="contained" onClick={p.onSubmit} disabled={p.busy}>
            {p.submitLabel}
          </Button>
        </>
      )}
    </DialogActions>
  );
}
