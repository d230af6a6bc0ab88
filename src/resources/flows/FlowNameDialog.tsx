// Asks for a conversation's name (create and rename): the spec's name rule (2–50) before the call, the server's
// field message after it.
import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@mui/material';
import { flowNameError } from '../../domain/flows';
import { Modal } from '../../ui/layout/Modal';
import { FLOWS_UI } from './labels';

export interface FlowNameDialogProps {
  open: boolean;
  title: string;
  action: string;
  initial?: string;
  onClose: () => void;
  /** Resolves when done; a rejection keeps the dialog open (httpClient has toasted it). */
  onSubmit: (name: string) => Promise<unknown>;
}

function fieldError(error: unknown): string | null {
  const fields = error && typeof error === 'object' ? (error as { body?: { fields?: Record<string, string> } }).body?.fields : undefined;
  return fields?.name ?? null;
}

export function FlowNameDialog({ open, title, action, initial = '', onClose, onSubmit }: FlowNameDialogProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const problem = flowNameError(name);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (err) {
      setError(fieldError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button onClick={onClose}>{FLOWS_UI.cancel}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void submit()}>
            {action}
          </Button>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={FLOWS_UI.nameLabel}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
        />
      </form>
    </Modal>
  );
}
