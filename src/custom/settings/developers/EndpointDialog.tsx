// Add a webhook endpoint: its address, a description and the events it receives; then its signing secret.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_KEYS, type WebhookEvent } from '../../../domain/webhooks/events';
import { webhookEndpointSchema } from '../../../domain/webhooks/schemas';
import { developersApi, DEVELOPERS_KEYS } from '../../../providers/api/developers';
import { SecretBox } from './SecretBox';
import { formErrors } from './model';
import { DEV_UI } from './labels';

export function EndpointDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['conversation.created', 'message.created']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: developersApi.createWebhook,
    onSuccess: (endpoint) => {
      setSecret(endpoint.secret);
      void queryClient.invalidateQueries({ queryKey: DEVELOPERS_KEYS.webhooks });
    },
  });
  const close = () => {
    setUrl('');
    setDescription('');
    setErrors({});
    setSecret(null);
    onClose();
  };
  const submit = () => {
    const value = { url: url.trim(), description: description.trim(), events, enabled: true };
    const found = formErrors(webhookEndpointSchema, value);
    setErrors(found ?? {});
    if (!found) create.mutate(value);
  };
  const toggle = (e: WebhookEvent) => setEvents((now) => (now.includes(e) ? now.filter((x) => x !== e) : [...now, e]));
  return (
    <Dialog open={open} onClose={secret ? undefined : close} maxWidth="sm" fullWidth>
      <DialogTitle>{DEV_UI.addEndpoint}</DialogTitle>
      <DialogContent>
        {secret ? (
          <SecretBox secret={secret} note={DEV_UI.signingSecret} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={DEV_UI.endpointUrl} placeholder="https://example.com/parley/webhooks" value={url} onChange={(e) => setUrl(e.target.value)} error={!!errors.url} helperText={errors.url} autoFocus fullWidth />
            <TextField label={DEV_UI.description} value={description} onChange={(e) => setDescription(e.target.value)} error={!!errors.description} helperText={errors.description} fullWidth />
            <Box>
              <Typography variant="subtitle2">{DEV_UI.events}</Typography>
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {WEBHOOK_EVENT_KEYS.map((e) => (
                  <FormControlLabel key={e} control={<Checkbox size="small" checked={events.includes(e)} onChange={() => toggle(e)} />} label={WEBHOOK_EVENTS[e]} />
                ))}
              </FormGroup>
              {errors.events && <FormHelperText error>{errors.events}</FormHelperText>}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {secret ? (
          <Button variant="contained" onClick={close}>
            {DEV_UI.done}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{DEV_UI.cancel}</Button>
            <Button variant="contained" onClick={submit} disabled={create.isPending}>
              {DEV_UI.addEndpoint}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
