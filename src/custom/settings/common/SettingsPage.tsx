// The frame of a settings page: the browser title ('Parley Profile'), a heading, and the sections below it.
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { usePageTitle } from '../../layout/usePageTitle';

export interface SettingsPageProps {
  /** The area name of the route (browser title). */
  area: string;
  heading: string;
  children: ReactNode;
}

export function SettingsPage({ area, heading, children }: SettingsPageProps) {
  usePageTitle(area);
  return (
    <Box sx={{ p: 3, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Stack spacing={3}>{children}</Stack>
    </Box>
  );
}

/** One titled section of a settings page (a landmark, so tests and screen readers find it by name). */
export function SettingsSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
