// Saves the list's current state as a named view (issue 27), validated with the schema the server uses; sharing with
// the team is offered to those who may (settings.team write, src/domain/inbox/views.ts).
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Switch, TextField } from '@mui/material';
import { VIEW_MSG, VIEW_NAME_MAX, viewSchema, type ViewState } from '../../../domain/inbox/views';

export interface SaveViewDialogProps {
  open: boolean;
  canShare: boolean;
  state: ViewState;
  onClose(): void;
  onSave(name: string, shared: boolean): Promise<unknown>;
}

export function SaveViewDialog({ open, canShare, state, onClose, onSave }: SaveViewDialogProps) {
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      const valid = await viewSchema.validate({ name, shared, state });
      await onSave(valid.name, valid.shared);
      setName('');
      setShared(false);
      setError(null);
      onClose();
    } catch (err) {
      setError((err as { message?: string }).message ?? null);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{VIEW_MSG.saveTitle}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={VIEW_MSG.name}
          value={name}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void submit();
          }}
        />
        {canShare && (
          <>
            <FormControlLabel control={<Switch checked={shared} onChange={(e) => setShared(e.target.checked)} />} label={VIEW_MSG.shared} />
            <FormHelperText>{VIEW_MSG.sharedHint}</FormHelperText>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()}>
          {VIEW_MSG.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
