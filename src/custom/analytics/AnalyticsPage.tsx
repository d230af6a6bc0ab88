// /analytics (and /analytic): the project's analytics for a support lead's morning look.
import { Box, Typography } from '@mui/material';
import { usePageTitle } from '../layout/usePageTitle';
import { AnalyticsDashboard } from './AnalyticsDashboard';
import { UI } from './labels';

export function AnalyticsPage() {
  usePageTitle(UI.area);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1680 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {UI.heading}
      </Typography>
      <AnalyticsDashboard />
    </Box>
  );
}
