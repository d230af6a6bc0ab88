// Add a webhook endpoint: its address, a description and the events it receives; then its signing secret.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_KEYS, type WebhookEvent } from '../../../domain/webhooks/events';
import { webhookEndpointSchema } from '../../../domain/webhooks/schemas';
import { developersApi, DEVELOPERS_KEYS } from '../../../providers/api/developers';
import { SecretBox } from './SecretBox';
import { ChoiceGrid, CreateActions } from './parts';
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
            <ChoiceGrid label={DEV_UI.events} labels={WEBHOOK_EVENTS} keys={WEBHOOK_EVENT_KEYS} chosen={events} onChange={setEvents} error={errors.events} />
          </Stack>
        )}
      </DialogContent>
      <CreateActions shown={!!secret} busy={create.isPending} submitLabel={DEV_UI.addEndpoint} onClose={close} onSubmit={submit} />
    </Dialog>
  );
}
