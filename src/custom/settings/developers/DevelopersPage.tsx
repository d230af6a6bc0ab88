// /settings/developers (issue 29): the API reference (served by the server at /api/v1/docs), API keys and webhooks.
import { Box, Button, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { SettingsPage, SettingsSection } from '../common/SettingsPage';
import { ApiKeysSection } from './ApiKeysSection';
import { WebhooksSection } from './WebhooksSection';
import { DEV_UI } from './labels';

export function DevelopersPage() {
  return (
    <SettingsPage area={DEV_UI.area} heading={DEV_UI.heading} subtitle={DEV_UI.subtitle}>
      <SettingsSection title={DEV_UI.reference}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography sx={{ flex: 1, minWidth: 240 }} color="text.secondary">
            {DEV_UI.referenceText}
          </Typography>
          <Button href="/api/v1/openapi.json" target="_blank" rel="noopener">
            {DEV_UI.openapiJson}
          </Button>
          <Button variant="outlined" href="/api/v1/docs/" target="_blank" rel="noopener" endIcon={<OpenInNewIcon fontSize="small" />}>
            {DEV_UI.openReference}
          </Button>
        </Box>
      </SettingsSection>
      <ApiKeysSection />
      <WebhooksSection />
    </SettingsPage>
  );
}
