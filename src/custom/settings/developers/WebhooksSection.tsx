// Webhook endpoints: the list (address, events, status), Add, the delivery log, the signing secret, Rotate, Enable
// again after an automatic disable, Delete; a banner when an endpoint was disabled for failing.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { WebhookEndpoint } from '../../../domain/webhooks/schemas';
import { developersApi, DEVELOPERS_KEYS } from '../../../providers/api/developers';
import { toast } from '../../../providers/notifications';
import { SettingsSection } from '../common/SettingsPage';
import { EndpointDialog } from './EndpointDialog';
import { DeliveryLogDialog } from './DeliveryLogDialog';
import { SecretBox } from './SecretBox';
import { DEV_UI } from './labels';

export function WebhooksSection() {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<{ text: string; note: string } | null>(null);
  const endpoints = useQuery({ queryKey: DEVELOPERS_KEYS.webhooks, queryFn: developersApi.webhooks });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: DEVELOPERS_KEYS.webhooks });
  const rotate = useMutation({ mutationFn: developersApi.rotateWebhook, onSuccess: (a) => (setSecret({ text: a.data.secret, note: a.message }), refresh()) });
  const reveal = useMutation({ mutationFn: developersApi.webhookSecret, onSuccess: (text) => setSecret({ text, note: DEV_UI.signingSecret }) });
  const enable = useMutation({
    mutationFn: (e: WebhookEndpoint) => developersApi.updateWebhook(e.id, { url: e.url, description: e.description, events: e.events, enabled: true }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: developersApi.deleteWebhook, onSuccess: (e) => (toast.success(`${DEV_UI.remove}: ${e.url}`), refresh()) });
  const rows = endpoints.data ?? [];
  const disabled = rows.filter((e) => !e.enabled && e.disabledReason).length;
  return (
    <SettingsSection
      title={DEV_UI.webhooks}
      action={
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {DEV_UI.addEndpoint}
        </Button>
      }
    >
      {disabled > 0 && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {DEV_UI.disabledBanner(disabled)}
        </Alert>
      )}
      {rows.length === 0 && !endpoints.isLoading ? (
        <Typography color="text.secondary">{DEV_UI.noEndpoints}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{DEV_UI.endpointUrl}</TableCell>
              <TableCell>{DEV_UI.events}</TableCell>
              <TableCell>{DEV_UI.status}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((e) => (
              <TableRow key={e.id} data-testid="endpoint">
                <TableCell sx={{ maxWidth: 320 }}>
                  <Typography sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>{e.url}</Typography>
                  {e.description && (
                    <Typography variant="caption" color="text.secondary">
                      {e.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {e.events.map((ev) => (
                      <Chip key={ev} size="small" variant="outlined" label={ev} />
                    ))}
                  </Box>
                </TableCell>
                <TableCell>
                  <Chip size="small" color={e.enabled ? 'success' : 'error'} label={e.enabled ? DEV_UI.enabled : DEV_UI.disabled} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setLogOf(e)}>
                    {DEV_UI.deliveries}
                  </Button>
                  <Button size="small" onClick={() => reveal.mutate(e.id)}>
                    {DEV_UI.showSecret}
                  </Button>
                  <Button size="small" onClick={() => rotate.mutate(e.id)}>
                    {DEV_UI.rotate}
                  </Button>
                  {!e.enabled && (
                    <Button size="small" onClick={() => enable.mutate(e)}>
                      {DEV_UI.enable}
                    </Button>
                  )}
                  <Button size="small" color="error" onClick={() => window.confirm(DEV_UI.removeConfirm) && remove.mutate(e.id)}>
                    {DEV_UI.remove}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <EndpointDialog open={adding} onClose={() => setAdding(false)} />
      <DeliveryLogDialog endpoint={logOf} onClose={() => setLogOf(null)} />
      <Dialog open={!!secret} onClose={() => setSecret(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{DEV_UI.showSecret}</DialogTitle>
        <DialogContent>{secret && <SecretBox secret={secret.text} note={secret.note} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setSecret(null)}>{DEV_UI.close}</Button>
        </DialogActions>
      </Dialog>
    </SettingsSection>
  );
}
