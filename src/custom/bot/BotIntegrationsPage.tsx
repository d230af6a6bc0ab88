// /bot/integrations (spec §2; issue 6): the tools the bot's steps hand work to (Zendesk, Salesforce Service Cloud,
// Slack, Microsoft Teams), whether each is connected, which flows need it, and either the way to connect it
// (/settings/integrations) or the plan's upgrade prompt (spec §6: Zendesk, Salesforce service cloud).
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { canOpenRoute } from '../../domain/navigation';
import { useShellSession } from '../../ui/session/SessionContext';
import { UpgradePrompt, usePlan } from '../settings/upgrade';
import { SettingsSection } from '../settings/common/SettingsPage';
import { BotShell } from './BotShell';
import { BOT_UI } from './labels';
import { integrationRows, integrationUsage, type IntegrationRow } from './model';
import { useBotFlows } from './useBotFlows';
import { useConnectedIntegrations } from './useConnectedIntegrations';
import { useBotSettings } from './useBotSettings';

export const SETTINGS_INTEGRATIONS_PATH = '/settings/integrations';

function IntegrationCard({ row, canConnect }: { row: IntegrationRow; canConnect: boolean }) {
  return (
    <SettingsSection
      title={row.name}
      action={
        <Chip size="small" label={row.connected ? BOT_UI.connected : BOT_UI.notConnected} color={row.connected ? 'success' : 'default'} />
      }
    >
      <Stack spacing={1}>
        <Typography variant="body2">
          {BOT_UI.needs}: {row.usedFor.join(', ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {row.usedBy.length > 0 ? BOT_UI.usedByFlows(row.usedBy) : BOT_UI.notUsed}
        </Typography>
        {row.warning && <Alert severity="warning">{BOT_UI.unconnectedUse(row.usedBy.length)}</Alert>}
        {row.gated ? (
          <UpgradePrompt feature={row.feature} />
        ) : (
          !row.connected &&
          canConnect && (
            <Box>
              <Button component={RouterLink} to={SETTINGS_INTEGRATIONS_PATH} variant="outlined" size="small">
                {BOT_UI.connect}
              </Button>
            </Box>
          )
        )}
      </Stack>
    </SettingsSection>
  );
}

export function BotIntegrationsPage() {
  const bot = useBotSettings();
  const plan = usePlan();
  const facts = useShellSession()?.facts;
  const { flows } = useBotFlows();
  const connected = useConnectedIntegrations();
  const rows = integrationRows(integrationUsage(flows ?? []), plan.has, connected);
  // The link would only lead to /notAuthorized for someone who may not open the integrations settings.
  const canConnect = facts ? canOpenRoute(SETTINGS_INTEGRATIONS_PATH, facts) : true;
  return (
    <BotShell tab="integrations" area={BOT_UI.integrationsArea} identity={bot.data}>
      <Typography variant="body2">{BOT_UI.integrationsIntro}</Typography>
      {rows.map((row) => (
        <IntegrationCard key={row.id} row={row} canConnect={canConnect} />
      ))}
    </BotShell>
  );
}
