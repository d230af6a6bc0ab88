// /settings/integrations (spec §2, issue 11): every kind of §3 grouped, each with its state and Connect /
// Disconnect; Connect goes to the provider's authorize page and comes back to /verify/<service>. A platform the
// one-MAP rule forbids has its Connect disabled with the reason; connecting a calendar over the agent's other one
// asks first, naming it (the server insists on that `replace` confirmation too).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDataProvider, useGetList } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { INTEGRATIONS, isIntegrationKind, type IntegrationKind, type IntegrationView } from '../../domain/integrations/kinds';
import { INTEGRATION_MSG } from '../../domain/integrations/messages';
import { connectBlockedReason, replacedCalendar } from '../../domain/integrations/rules';
import { canAccessPath } from '../../domain/permissions';
import { toast } from '../../providers/notifications';
import { useShellSession } from '../../ui/session/SessionContext';
import { SettingsPage, SettingsSection } from '../settings/common/SettingsPage';
import { UpgradePrompt } from '../settings/upgrade';
import { integrationsApi, type ConnectBody } from '../../providers/api/integrations';
import type { IntegrationRecord } from '../../providers/integrationsAdapter';
import { ConnectDialog, connectFields } from './ConnectDialog';
import { IntegrationCard } from './IntegrationCard';
import { groupViews } from './model';

export function IntegrationsPage() {
  const dataProvider = useDataProvider();
  const facts = useShellSession()?.facts;
  const canWrite = facts ? canAccessPath(facts.flat, 'settings.integrations', 'write') : true;
  // Every kind in one page, in the server's order (the page groups them).
  const list = useGetList<IntegrationRecord>(
    'integrations',
    { pagination: { page: 1, perPage: 100 } },
    {
      // httpClient toasts a failure: a retry would toast it again.
      retry: false,
      // While a sync runs, its progress is polled.
      refetchInterval: (q) => (q.state.data?.data?.some((v) => v.summary?.progress) ? 1000 : false),
    },
  );
  const [params] = useSearchParams();
  // /redirect/:appName sends apps that ask a field first here with ?connect=<kind>.
  const [dialog, setDialog] = useState<IntegrationKind | null>(() => {
    const k = params.get('connect');
    return isIntegrationKind(k) && connectFields(k).length ? k : null;
  });
  const [confirm, setConfirm] = useState<IntegrationKind | null>(null);
  const [replacing, setReplacing] = useState<{ kind: IntegrationKind; current: IntegrationView } | null>(null);
  const [busy, setBusy] = useState<IntegrationKind | null>(null);
  const refresh = () => list.refetch();

  const connect = async (kind: IntegrationKind, body: ConnectBody = {}) => {
    setBusy(kind);
    try {
      const answer = await integrationsApi.connect(kind, body);
      if (answer.authorizeUrl) {
        window.location.assign(answer.authorizeUrl);
        return;
      }
      toast.success(`${INTEGRATIONS[kind].name} integrated successfully!`);
      setDialog(null);
      await refresh();
    } catch {
      // httpClient toasted the server's text (one-MAP rule, credential messages, a provider's refusal).
    } finally {
      setBusy(null);
    }
  };
  const disconnect = async (kind: IntegrationKind) => {
    setConfirm(null);
    setBusy(kind);
    try {
      // The data provider's delete, then a refetch: useDelete would drop the card from the list until the refetch,
      // while a disconnected kind stays on the page as "Not connected".
      await dataProvider.delete<IntegrationRecord>('integrations', { id: kind });
      toast.success(`${INTEGRATIONS[kind].name} disconnected`);
      await refresh();
    } catch {
      /* toasted */
    } finally {
      setBusy(null);
    }
  };
  const sync = async (kind: IntegrationKind) => {
    try {
      await integrationsApi.sync(kind);
      await refresh();
    } catch {
      /* toasted */
    }
  };

  const views = list.data ?? [];
  const connectedKinds = views.filter((v) => v.state !== 'notConnected').map((v) => v.kind);
  const startConnect = (kind: IntegrationKind) => {
    const current = replacedCalendar(kind, views.find((v) => v.group === 'calendar' && v.state !== 'notConnected'));
    if (current) setReplacing({ kind, current });
    else if (connectFields(kind).length) setDialog(kind);
    else void connect(kind);
  };
  const groups = groupViews(views);
  const gated = views.filter((v) => v.gated);
  return (
    <SettingsPage
      area="Integrations"
      heading="Integrations"
      subtitle="Connect your CRM, marketing automation, helpdesk, calendars and team chat: routing, Highlights, the bot's steps and meetings use these connections."
    >
      {list.isLoading && <CircularProgress aria-label="Loading integrations" />}
      {list.isError && <Alert severity="error">Unable to load the integrations.</Alert>}
      {gated.length > 0 && <UpgradePrompt feature={INTEGRATIONS[gated[0]!.kind].feature} />}
      {groups.map((g) => (
        <SettingsSection key={g.group} title={g.title}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
            {g.views.map((v) => (
              <IntegrationCard
                key={v.kind}
                view={v}
                canWrite={canWrite}
                busy={busy === v.kind}
                blockedReason={connectBlockedReason(v.kind, connectedKinds)}
                onConnect={() => startConnect(v.kind)}
                onDisconnect={() => setConfirm(v.kind)}
                onSync={() => void sync(v.kind)}
              />
            ))}
          </Box>
        </SettingsSection>
      ))}
      {/* A ?connect= link to a platform the one-MAP rule forbids opens no form: its card says why. */}
      {dialog && !connectBlockedReason(dialog, connectedKinds) && <ConnectDialog kind={dialog} onClose={() => setDialog(null)} onSubmit={(body) => connect(dialog, body)} />}
      {replacing && (
        <Dialog open onClose={() => setReplacing(null)} aria-labelledby="replace-calendar-title">
          <DialogTitle id="replace-calendar-title">{INTEGRATION_MSG.calendarReplaceTitle(INTEGRATIONS[replacing.current.kind].name)}</DialogTitle>
          <DialogContent>
            <Typography>{INTEGRATION_MSG.calendarReplaceText(INTEGRATIONS[replacing.kind].name, INTEGRATIONS[replacing.current.kind].name, replacing.current.account)}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setReplacing(null)}>Cancel</Button>
            <Button
              variant="contained"
              onClick={() => {
                const { kind } = replacing;
                setReplacing(null);
                void connect(kind, { replace: true });
              }}
            >
              Replace
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {confirm && (
        <Dialog open onClose={() => setConfirm(null)}>
          <DialogTitle>Disconnect {INTEGRATIONS[confirm].name}?</DialogTitle>
          <DialogContent>
            <Typography>
              Parley revokes its access at {INTEGRATIONS[confirm].name} and forgets the stored tokens. Routing, Highlights and bot
              steps that use it stop until you connect again.
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirm(null)}>Cancel</Button>
            <Button color="error" variant="contained" onClick={() => void disconnect(confirm)}>
              Disconnect
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </SettingsPage>
  );
}
