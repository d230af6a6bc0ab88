// /settings/audit-log: the page's heading and the audit log's list (GET app/audit-log). Admins of every settings
// area only: the route guard, the menu and the server ask the same rule (canReadAuditLog).
import { Box, Typography } from '@mui/material';
import { ResourceContextProvider } from 'react-admin';
import { AUDIT_LOG_RESOURCE } from '../../domain/permissions';
import { usePageTitle } from '../../ui/layout/usePageTitle';
import { AuditLogList } from './AuditLogList';
import { AUDIT_UI } from './labels';

export function AuditLogPage() {
  usePageTitle(AUDIT_UI.area);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, minWidth: 0 }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {AUDIT_UI.area}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 820 }}>
          {AUDIT_UI.subtitle}
        </Typography>
      </Box>
      <ResourceContextProvider value={AUDIT_LOG_RESOURCE}>
        <AuditLogList />
      </ResourceContextProvider>
    </Box>
  );
}
