// The canned-message editor (spec §2 "a canned-message editor"): add a message, delete one. A save raises the
// 'Saved' flag for CANNED_SAVED_FLAG_MS (5 s, spec §4 timers); the toasts come from useCannedMessages.
import { useState, type FormEvent } from 'react';
import { Button, Chip, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { ValidationError } from 'yup';
import { CANNED_SAVED_FLAG_MS } from '../../../domain/constants';
import { cannedMessageSchema } from '../../../domain/schemas/canned';
import { Modal } from '../../../ui/layout/Modal';
import { useTransientFlag } from '../editor/useTransientFlag';
import { fill } from '../labels';
import { CANNED_MSG, TOOLS_UI } from '../tools/labels';
import { useCannedMessages } from '../tools/useCannedMessages';

export function CannedEditor({ open, onClose }: { open: boolean; onClose(): void }) {
  const { messages, create, remove } = useCannedMessages(open);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, markSaved] = useTransientFlag(CANNED_SAVED_FLAG_MS);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let message: string;
    try {
      message = (await cannedMessageSchema.validate({ message: draft })).message;
    } catch (err) {
      setError(err instanceof ValidationError ? err.message : String(err));
      return;
    }
    setBusy(true);
    try {
      await create(message);
      setDraft('');
      setError(null);
      markSaved();
    } catch {
      // httpClient has shown the error; the draft stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={TOOLS_UI.canned}>
      <Stack component="form" spacing={1} onSubmit={(e) => void submit(e)} noValidate sx={{ pt: 1 }}>
        <TextField
          multiline
          minRows={2}
          label={TOOLS_UI.newCanned}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (error) setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {TOOLS_UI.saveCanned}
          </Button>
          {saved && <Chip color="success" size="small" label={CANNED_MSG.saved} role="status" />}
        </Stack>
      </Stack>
      <List dense aria-label={TOOLS_UI.canned} sx={{ mt: 2 }}>
        {messages.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {TOOLS_UI.noCanned}
          </Typography>
        )}
        {messages.map((c) => (
          <ListItem
            key={c.messageId}
            divider
            secondaryAction={
              <IconButton edge="end" aria-label={fill(TOOLS_UI.deleteCanned, { message: c.message })} onClick={() => void remove(c.messageId).catch(() => undefined)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText primary={c.message} slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }} />
          </ListItem>
        ))}
      </List>
    </Modal>
  );
}
