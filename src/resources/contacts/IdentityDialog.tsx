// Identity verification (issue 26), as Intercom does it: the project's secret, which the customer's backend uses to
// sign each logged-in user's email (HMAC-SHA256, hex) for `Parley('identify', { email, userHash })`; rotating it
// invalidates every hash made with the old one; "require" refuses identities without a valid hash. Widget admins only.
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button as RaButton } from 'react-admin';
import { canAccessPath } from '../../domain/permissions';
import { contactsApi, contactsKeys } from '../../providers/api/contacts';
import { useShellSession } from '../../ui/session/SessionContext';

export const IDENTITY_LABEL = {
  button: 'Identity verification',
  title: 'Identity verification',
  help: 'Your server signs each logged-in user\u2019s email with this secret (HMAC-SHA256, hex) and passes it as userHash: Parley(\'identify\', { email, name, userHash }). Keep the secret on your server.',
  secret: 'Identity secret',
  required: 'Require a valid hash: identities without one are refused',
  rotate: 'Rotate secret',
  rotated: 'A new secret is active: hashes made with the old one no longer verify.',
  example: 'Example (Node.js)',
  close: 'Close',
} as const;

export function IdentityDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: contactsKeys.identity, queryFn: contactsApi.identity, enabled: open });
  const [rotated, setRotated] = useState(false);
  const save = (next: Awaited<ReturnType<typeof contactsApi.identity>>) => client.setQueryData(contactsKeys.identity, next);
  const rotate = useMutation({ mutationFn: contactsApi.rotate, onSuccess: (next) => { save(next); setRotated(true); } });
  const require = useMutation({ mutationFn: contactsApi.setRequired, onSuccess: save });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="identity-title">
      <DialogTitle id="identity-title">{IDENTITY_LABEL.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {IDENTITY_LABEL.help}
          </Typography>
          <TextField label={IDENTITY_LABEL.secret} value={data?.secret ?? ''} slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }} fullWidth />
          {rotated && <Alert severity="info">{IDENTITY_LABEL.rotated}</Alert>}
          <FormControlLabel
            control={<Switch checked={data?.required ?? false} disabled={!data || require.isPending} onChange={(e) => require.mutate(e.target.checked)} />}
            label={IDENTITY_LABEL.required}
          />
          <Box>
            <Typography variant="caption" color="text.secondary">
              {IDENTITY_LABEL.example}
            </Typography>
            <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 12, overflowX: 'auto' }}>
              {"crypto.createHmac('sha256', IDENTITY_SECRET).update(user.email).digest('hex')"}
            </Box>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="warning" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
          {IDENTITY_LABEL.rotate}
        </Button>
        <Button onClick={onClose}>{IDENTITY_LABEL.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Shown to those who may change the widget's settings (the secret is part of the widget's set-up). */
export function IdentityButton() {
  const session = useShellSession();
  const [open, setOpen] = useState(false);
  if (!session || !canAccessPath(session.facts.flat, 'settings.widgetSettings', 'write')) return null;
  return (
    <>
      <RaButton label={IDENTITY_LABEL.button} onClick={() => setOpen(true)}>
        <VerifiedUserIcon />
      </RaButton>
      <IdentityDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
