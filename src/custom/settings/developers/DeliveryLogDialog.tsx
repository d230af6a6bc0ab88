// An endpoint's delivery log: each delivery's event, status and attempts (status code, latency, the answer's first
// characters), with Resend.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { WebhookDelivery, WebhookEndpoint } from '../../../domain/webhooks/schemas';
import { developersApi, DEVELOPERS_KEYS } from '../../../providers/api/developers';
import { toast } from '../../../providers/notifications';
import { ago } from './model';
import { DEV_UI } from './labels';

const TONE = { succeeded: 'success', failed: 'error', pending: 'warning' } as const;

function Delivery({ endpointId, d }: { endpointId: number; d: WebhookDelivery }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => developersApi.resend(endpointId, d.id),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: DEVELOPERS_KEYS.deliveries(endpointId) }), 800);
    },
  });
  return (
    <Box data-testid="delivery" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color={TONE[d.status]} label={d.status} />
        <Typography sx={{ fontWeight: 500 }}>{d.event}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {d.messageId}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Typography variant="caption" color="text.secondary">
          {ago(d.createdAt)}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {DEV_UI.resend}
        </Button>
      </Box>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {d.attempts.map((a, i) => (
          <Box key={i} data-testid="attempt" sx={{ display: 'grid', gridTemplateColumns: '90px 70px 80px 1fr', gap: 1, fontSize: 13, alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary">{`${DEV_UI.attempt} ${i + 1}`}</Typography>
            <Typography variant="body2" sx={{ color: a.ok ? 'success.main' : 'error.main', fontWeight: 500 }}>
              {a.statusCode ?? '—'}
            </Typography>
            <Typography variant="body2" color="text.secondary">{`${a.latencyMs} ms`}</Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={a.response}>
              {a.response || '—'}
            </Typography>
          </Box>
        ))}
        {d.nextAttemptAt && d.status === 'pending' && (
          <Typography variant="caption" color="text.secondary">{`${DEV_UI.nextAttempt}: ${new Date(d.nextAttemptAt * 1000).toLocaleString()}`}</Typography>
        )}
      </Stack>
    </Box>
  );
}

export function DeliveryLogDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const id = endpoint?.id ?? 0;
  const log = useQuery({ queryKey: DEVELOPERS_KEYS.deliveries(id), queryFn: () => developersApi.deliveries(id), enabled: !!endpoint, refetchInterval: 5000 });
  return (
    <Dialog open={!!endpoint} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {DEV_UI.logTitle}
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {endpoint?.url}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          {(log.data ?? []).map((d) => (
            <Delivery key={d.id} endpointId={id} d={d} />
          ))}
          {log.data?.length === 0 && <Typography color="text.secondary">{DEV_UI.noDeliveries}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{DEV_UI.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
