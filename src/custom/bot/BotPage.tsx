// /bot (spec §2; issue 6): the bot at a glance: its identity, its default behaviour, its conversation flows and
// the integrations its steps need, each with the page that changes it.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { flowPaths } from '../../providers/api/flows';
import { SettingsSection } from '../settings/common/SettingsPage';
import { usePlan } from '../settings/upgrade';
import { BotAvatar, BotShell, BOT_PATHS } from './BotShell';
import { BOT_UI } from './labels';
import { behaviourSummary, flowCounts, integrationRows, integrationUsage } from './model';
import { useBotFlows } from './useBotFlows';
import { useConnectedIntegrations } from './useConnectedIntegrations';
import { useBotSettings } from './useBotSettings';

function LinkButton({ to, children }: { to: string; children: string }) {
  return (
    <Button component={RouterLink} to={to} size="small">
      {children}
    </Button>
  );
}

export function BotPage() {
  const bot = useBotSettings();
  const plan = usePlan();
  const { flows } = useBotFlows();
  // Audiences without rules hold every visitor: their flows greet everyone, as the runtime decides.
  const { data: audiences } = useGetList<{ id: number; name: string; groups?: Array<{ rules?: unknown[] }> }>('audiences', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } });
  const counts = flowCounts(flows ?? []);
  const connected = useConnectedIntegrations();
  const rows = integrationRows(integrationUsage(flows ?? []), plan.has, connected);
  const saved = bot.data;
  return (
    <BotShell tab="overview" area={BOT_UI.area}>
      <SettingsSection title={BOT_UI.identity} action={<LinkButton to={BOT_PATHS.settings}>{BOT_UI.editSettings}</LinkButton>}>
        {bot.access === 'none' ? (
          <Alert severity="info">{BOT_UI.noAccess}</Alert>
        ) : saved ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <BotAvatar name={saved.name} image={saved.image} size={56} />
            <Typography variant="h6" component="p" data-testid="bot-name">
              {saved.name}
            </Typography>
          </Stack>
        ) : null}
      </SettingsSection>
      {saved && (
        <SettingsSection title={BOT_UI.behaviour}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {behaviourSummary(saved, flows ?? [], audiences ?? []).map((line) => (
              <li key={line}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </Box>
        </SettingsSection>
      )}
      <SettingsSection title={BOT_UI.flows} action={<LinkButton to={flowPaths.list}>{BOT_UI.openFlows}</LinkButton>}>
        <Typography variant="body2">{flows ? BOT_UI.flowCounts(counts.active, counts.total) : ' '}</Typography>
      </SettingsSection>
      <SettingsSection title={BOT_UI.integrations} action={<LinkButton to={BOT_PATHS.integrations}>{BOT_UI.openIntegrations}</LinkButton>}>
        <Typography variant="body2">
          {BOT_UI.integrationCounts(rows.filter((r) => r.connected).length, rows.length)}
        </Typography>
        {rows.some((r) => r.warning) && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {rows
              .filter((r) => r.warning)
              .map((r) => `${r.name}: ${BOT_UI.unconnectedUse(r.usedBy.length)}`)
              .join(' ')}
          </Alert>
        )}
      </SettingsSection>
    </BotShell>
  );
}
