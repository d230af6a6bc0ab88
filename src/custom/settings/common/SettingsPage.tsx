// The frame of a settings page: the shared page header (browser title 'Parley Profile', the heading, an optional
// line under it) and the sections below it. A section that is a form of its own ends with its one Save; a page
// that is one form (the bot settings) wraps all its sections in that form, with one Save at the end.
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Page, PageHeader } from '../../../ui/layout/PageHeader';

export interface SettingsPageProps {
  /** The area name of the route (browser title). */
  area: string;
  heading: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function SettingsPage({ area, heading, subtitle, actions, children }: SettingsPageProps) {
  return (
    <Page maxWidth={1100}>
      <PageHeader title={heading} area={area} subtitle={subtitle} actions={actions} />
      <Stack spacing={3}>{children}</Stack>
    </Page>
  );
}

/** One titled section of a settings page (a landmark, so tests and screen readers find it by name). */
export function SettingsSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    // On a phone a table too wide for the card scrolls inside it rather than the page sideways.
    <Box
      component="section"
      aria-label={title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minWidth: 0, '& .MuiTable-root': { display: { xs: 'block', sm: 'table' }, overflowX: 'auto' } }}
    >
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
