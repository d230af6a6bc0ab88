// Kinds that need a field before the authorization (Zendesk domain, Pardot business unit id, MS Dynamics
// organization name), Marketo's API app (client id, secret, base URL) and RingLead's API key.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { INTEGRATIONS, type IntegrationKind } from '../../domain/integrations/kinds';
import type { ConnectBody } from '../../providers/api/integrations';

const MARKETO_REQUIRED = 'Client Id, Client secret and Base URL are required';

export function connectFields(kind: IntegrationKind): Array<{ key: keyof ConnectBody; label: string; required: string; type?: string }> {
  if (kind === 'marketo')
    return [
      { key: 'clientId', label: 'Client Id', required: MARKETO_REQUIRED },
      { key: 'clientSecret', label: 'Client secret', required: MARKETO_REQUIRED, type: 'password' },
      { key: 'baseUrl', label: 'Base URL', required: MARKETO_REQUIRED, type: 'url' },
    ];
  if (kind === 'ringlead') return [{ key: 'credential', label: 'Api key', required: 'Api key is required', type: 'password' }];
  const c = INTEGRATIONS[kind].credential;
  return c ? [{ key: 'credential', label: c.label, required: c.required }] : [];
}

export function ConnectDialog({ kind, onClose, onSubmit }: { kind: IntegrationKind; onClose(): void; onSubmit(body: ConnectBody): Promise<void> }) {
  const fields = connectFields(kind);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const missing = Object.fromEntries(fields.filter((f) => !values[f.key]?.trim()).map((f) => [f.key, f.required]));
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Connect {INTEGRATIONS[kind].name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {fields.map((f) => (
            <TextField
              key={f.key}
              label={f.label}
              type={f.type ?? 'text'}
              value={values[f.key] ?? ''}
              onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
              error={Boolean(errors[f.key])}
              helperText={errors[f.key] ?? ' '}
              autoFocus={f === fields[0]}
              size="small"
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
