// One integration on /settings/integrations: mark, name, state ("Connected as ..."), Connect / Disconnect, and for
// Salesforce, HubSpot and Marketo the sync summary with "Sync now" (a run in progress shows its progress). Connect
// is disabled, with the reason, where a rule forbids it (the one-MAP rule).
import { Avatar, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { INTEGRATIONS, type IntegrationView } from '../../domain/integrations/kinds';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { stateLabel, syncLine, syncStateLabel } from './model';

const COLORS: Record<string, string> = {
  salesforce: '#00a1e0', hubspot: '#ff7a59', zoho: '#e42527', msdynamics: '#002050', marketo: '#5c4c9f', pardot: '#1798c1',
  eloqua: '#c74634', ringlead: '#0e6f60', zendesk: '#03363d', googleCalendar: '#1a73e8', office365Calendar: '#0078d4', slack: '#4a154b', msteams: '#5059c9',
};
const STATE_COLOR = { connected: 'success', needsReconnect: 'warning', error: 'error', notConnected: 'default' } as const;

export interface IntegrationCardProps {
  view: IntegrationView;
  canWrite: boolean;
  busy: boolean;
  /** Why Connect is disabled (src/domain/integrations/rules.ts connectBlockedReason), or null. */
  blockedReason?: string | null;
  onConnect(): void;
  onDisconnect(): void;
  onSync(): void;
}

export function IntegrationCard({ view, canWrite, busy, blockedReason = null, onConnect, onDisconnect, onSync }: IntegrationCardProps) {
  const info = INTEGRATIONS[view.kind];
  const s = view.summary;
  const connected = view.state !== 'notConnected';
  return (
    <Box
      component="article"
      aria-label={info.name}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'flex', flexDirection: 'column', gap: 1.25, bgcolor: 'background.paper', minHeight: 168 }}
    >
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Avatar variant="rounded" sx={{ bgcolor: COLORS[view.kind], color: 'common.white', width: 36, height: 36, fontSize: 15, fontWeight: 700 }}>
          {info.name.replace(/^MS /, '').slice(0, 2)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {info.name}
          </Typography>
          <Chip size="small" label={view.state === 'connected' ? 'Connected' : stateLabel(view)} color={STATE_COLOR[view.state]} variant={connected ? 'filled' : 'outlined'} sx={{ mt: 0.5 }} />
          {view.account && (
            <Typography variant="caption" color="text.secondary" noWrap title={view.account} sx={{ display: 'block', mt: 0.25 }}>
              as {view.account}
            </Typography>
          )}
        </Box>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {view.error ?? info.description}
      </Typography>
      {blockedReason && view.state === 'notConnected' && (
        <Typography variant="body2" color="text.secondary" id={`${view.kind}-blocked`} sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
          <InfoOutlinedIcon fontSize="small" sx={{ mt: '1px', color: 'warning.main' }} aria-hidden />
          {blockedReason}
        </Typography>
      )}
      {s && (
        <Box aria-label={`${info.name} sync`}>
          <Typography variant="body2">
            {syncLine(s)} · <strong>{syncStateLabel(view)}</strong>
          </Typography>
          {s.error && (
            <Typography variant="body2" color="error">
              {s.error}
            </Typography>
          )}
          {s.progress && <LinearProgress aria-label="Sync progress" variant={s.progress.total ? 'determinate' : 'indeterminate'} value={s.progress.total ? (100 * s.progress.done) / s.progress.total : 0} sx={{ mt: 0.5 }} />}
        </Box>
      )}
      {canWrite && !view.gated && (
        <Stack direction="row" spacing={1}>
          {view.state === 'notConnected' || view.state === 'needsReconnect' ? (
            <Button
              size="small"
              variant="contained"
              onClick={onConnect}
              disabled={busy || Boolean(blockedReason)}
              aria-describedby={blockedReason ? `${view.kind}-blocked` : undefined}
            >
              {view.state === 'needsReconnect' ? 'Reconnect' : 'Connect'}
            </Button>
          ) : (
            <Button size="small" variant="outlined" color="inherit" onClick={onDisconnect} disabled={busy}>
              Disconnect
            </Button>
          )}
          {s && connected && (
            <Button size="small" onClick={onSync} disabled={busy || Boolean(s.progress)}>
              Sync now
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
