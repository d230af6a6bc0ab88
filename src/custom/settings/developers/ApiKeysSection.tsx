// API keys: the list (name, scopes, key hint, last use), a dialog to create one (its secret shown once), Revoke.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, Dialog, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { API_SCOPES, API_SCOPE_KEYS, type ApiScope } from '../../../domain/apiKeys/scopes';
import { API_KEY_MSG, apiKeySchema } from '../../../domain/apiKeys/schemas';
import { developersApi, DEVELOPERS_KEYS } from '../../../providers/api/developers';
import { toast } from '../../../providers/notifications';
import { SettingsSection } from '../common/SettingsPage';
import { SecretBox } from './SecretBox';
import { ChoiceGrid, CreateActions } from './parts';
import { ago, formErrors } from './model';
import { DEV_UI } from './labels';

function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['conversations:read']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: developersApi.createApiKey,
    onSuccess: (key) => {
      setSecret(key.secret);
      toast.success(API_KEY_MSG.created);
      void queryClient.invalidateQueries({ queryKey: DEVELOPERS_KEYS.apiKeys });
    },
  });
  const close = () => {
    setName('');
    setScopes(['conversations:read']);
    setErrors({});
    setSecret(null);
    onClose();
  };
  const submit = () => {
    const found = formErrors(apiKeySchema, { name, scopes });
    setErrors(found ?? {});
    if (!found) create.mutate({ name: name.trim(), scopes });
  };
  return (
    <Dialog open={open} onClose={secret ? undefined : close} maxWidth="sm" fullWidth>
      <DialogTitle>{DEV_UI.createKey}</DialogTitle>
      <DialogContent>
        {secret ? (
          <SecretBox secret={secret} note={DEV_UI.secretOnce} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={DEV_UI.keyName} value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name} autoFocus fullWidth />
            <ChoiceGrid label={DEV_UI.scopes} labels={API_SCOPES} keys={API_SCOPE_KEYS} chosen={scopes} onChange={setScopes} error={errors.scopes} />
          </Stack>
        )}
      </DialogContent>
      <CreateActions shown={!!secret} busy={create.isPending} submitLabel={DEV_UI.create} onClose={close} onSubmit={submit} />
    </Dialog>
  );
}

export function ApiKeysSection() {
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const keys = useQuery({ queryKey: DEVELOPERS_KEYS.apiKeys, queryFn: developersApi.apiKeys });
  const revoke = useMutation({
    mutationFn: developersApi.revokeApiKey,
    onSuccess: () => {
      toast.success(API_KEY_MSG.revoked);
      void queryClient.invalidateQueries({ queryKey: DEVELOPERS_KEYS.apiKeys });
    },
  });
  const rows = keys.data ?? [];
  return (
    <SettingsSection
      title={DEV_UI.keys}
      action={
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {DEV_UI.createKey}
        </Button>
      }
    >
      {rows.length === 0 && !keys.isLoading ? (
        <Typography color="text.secondary">{DEV_UI.noKeys}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{DEV_UI.keyName}</TableCell>
              <TableCell>{DEV_UI.key}</TableCell>
              <TableCell>{DEV_UI.scopes}</TableCell>
              <TableCell>{DEV_UI.lastUsed}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((k) => (
              <TableRow key={k.id} sx={{ opacity: k.revokedAt ? 0.55 : 1 }}>
                <TableCell sx={{ fontWeight: 500 }}>{k.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 13, whiteSpace: 'nowrap' }}>{k.hint}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {k.scopes.map((s) => (
                      <Chip key={s} size="small" label={s} variant="outlined" title={API_SCOPES[s]} />
                    ))}
                  </Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {ago(k.lastUsedAt, undefined, DEV_UI.never)}
                  {k.lastUsedIp && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {k.lastUsedIp}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  {k.revokedAt ? (
                    <Chip size="small" label={DEV_UI.revoked} />
                  ) : (
                    <Button size="small" color="error" onClick={() => window.confirm(DEV_UI.revokeConfirm) && revoke.mutate(k.id)}>
                      {DEV_UI.revoke}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
    </SettingsSection>
  );
}
