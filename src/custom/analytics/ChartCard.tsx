// One tile of the dashboard: a titled card that shows a loader while its figures load, and an explanation of
// what will appear while there is nothing to draw.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';

export interface ChartCardProps {
  title: string;
  hint?: string;
  loading?: boolean;
  /** When set, the card shows this explanation instead of its chart. */
  empty?: string | false;
  action?: ReactNode;
  minHeight?: number;
  children?: ReactNode;
}

export function ChartCard({ title, hint, loading, empty, action, minHeight = 260, children }: ChartCardProps) {
  return (
    <Card component="section" aria-label={title} variant="outlined" sx={{ height: '100%', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', pb: '16px !important' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {title}
            </Typography>
            {hint && (
              <Typography variant="caption" color="text.secondary">
                {hint}
              </Typography>
            )}
          </Box>
          {action}
        </Box>
        <Box sx={{ flexGrow: 1, minHeight, display: 'flex', flexDirection: 'column', justifyContent: 'center', mt: 1 }}>
          {loading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <CircularProgress size={28} aria-label={`Loading ${title}`} />
            </Box>
          ) : empty ? (
            <Box sx={{ textAlign: 'center', color: 'text.secondary', px: 3 }} data-empty>
              <InsightsOutlinedIcon sx={{ fontSize: 36, opacity: 0.5 }} />
              <Typography variant="body2" sx={{ mt: 1, maxWidth: 360, mx: 'auto' }}>
                {empty}
              </Typography>
            </Box>
          ) : (
            children
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
