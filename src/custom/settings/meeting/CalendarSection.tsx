// The agent's own calendar on /settings/meeting: connect Google or Office 365 (the provider's sign-in comes back via
// /verify/google or /verify/microsoft to this page), see the account and the booking page link, disconnect.
import { useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Link, Stack, Typography } from '@mui/material';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { INTEGRATIONS, type IntegrationKind } from '../../../domain/integrations/kinds';
import { toast } from '../../../providers/notifications';
import { integrationsApi } from '../../../providers/api/integrations';
import { SettingsSection } from '../common/SettingsPage';
import { calendarApi, CALENDAR_KEY } from '../../../providers/api/calendar';
import { MEETING_UI } from './labels';

export function CalendarSection() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const status = useQuery({ queryKey: CALENDAR_KEY, queryFn: calendarApi.status, retry: false });
  const [busy, setBusy] = useState(false);

  const connect = async (kind: IntegrationKind) => {
    setBusy(true);
    try {
      const { authorizeUrl } = await integrationsApi.connect(kind, {});
      if (authorizeUrl) window.location.assign(authorizeUrl);
    } catch {
      setBusy(false); // httpClient has toasted the reason
    }
  };
  const disconnect = async (kind: IntegrationKind) => {
    setBusy(true);
    try {
      await dataProvider.delete('integrations', { id: kind });
      toast.success(MEETING_UI.disconnected);
      await Promise.all([CALENDAR_KEY, ['integrations']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } finally {
      setBusy(false);
    }
  };
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast.success(MEETING_UI.copied);
  };

  const data = status.data;
  const calendar = data?.calendar ?? null;
  return (
    <SettingsSection title={MEETING_UI.calendar}>
      <Typography color="text.secondary" sx={{ mb: 1.5, maxWidth: 760 }}>
        {MEETING_UI.calendarHint}
      </Typography>
      {!data ? (
        status.isError ? null : <CircularProgress size={24} aria-label="Loading calendar" />
      ) : calendar ? (
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <EventAvailableOutlinedIcon color={calendar.state === 'connected' ? 'success' : 'warning'} />
            <Typography fontWeight={600}>{MEETING_UI.connectedAs(INTEGRATIONS[calendar.kind].name, calendar.account ?? '')}</Typography>
            <Chip size="small" color={calendar.state === 'connected' ? 'success' : 'warning'} label={calendar.state === 'connected' ? 'Connected' : 'Needs reconnecting'} />
            <Button size="small" variant="outlined" color="inherit" disabled={busy} onClick={() => void disconnect(calendar.kind)}>
              {MEETING_UI.disconnect}
            </Button>
          </Box>
          {calendar.state !== 'connected' && (
            <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => void connect(calendar.kind)}>Reconnect</Button>}>
              {MEETING_UI.reconnect}
            </Alert>
          )}
          {data.bookingUrl && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {MEETING_UI.bookingLink}:
              </Typography>
              <Link href={data.bookingUrl} target="_blank" rel="noopener" variant="body2" sx={{ wordBreak: 'break-all' }}>
                {data.bookingUrl}
              </Link>
              <Button size="small" startIcon={<ContentCopyIcon fontSize="small" />} onClick={() => void copy(data.bookingUrl!)}>
                {MEETING_UI.copy}
              </Button>
            </Box>
          )}
        </Stack>
      ) : (
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={busy} onClick={() => void connect('googleCalendar')}>
            {MEETING_UI.connectGoogle}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => void connect('office365Calendar')}>
            {MEETING_UI.connectOffice}
          </Button>
        </Stack>
      )}
    </SettingsSection>
  );
}
