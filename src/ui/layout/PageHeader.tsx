// The one header of every signed-in page: the page's <h1>, a line under it, an optional leading element (the bot's
// avatar, a back link) and the page's actions on the right (a page's single Save, its New button); tabs or a
// filter bar go below as children. It also sets the browser title ('Parley Analytics'). The title lives here and
// not in the app bar, so react-admin views pass title={false}.
// `Page` is the frame around it: the same padding and left edge on every page, each page choosing its width.
import type { ReactNode } from 'react';
import { Box, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { usePageTitle } from './usePageTitle';

export interface PageHeaderProps {
  title: ReactNode;
  /** The route's area name for the browser title; the title itself when omitted and a string. */
  area?: string;
  subtitle?: ReactNode;
  leading?: ReactNode;
  actions?: ReactNode;
  /** Tight spacing, for full-width tools (the bot builder) that need the height. */
  dense?: boolean;
  children?: ReactNode;
}

export function PageHeader({ title, area, subtitle, leading, actions, dense = false, children }: PageHeaderProps) {
  usePageTitle(area ?? (typeof title === 'string' ? title : ''));
  return (
    <Box data-testid="page-header" sx={{ mb: dense ? 1 : 3, py: dense ? 1 : 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {leading}
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="h5" component="h1" noWrap={dense}>
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 820 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {actions}
          </Stack>
        )}
      </Box>
      {children && <Box sx={{ mt: 2 }}>{children}</Box>}
    </Box>
  );
}

export interface PageProps {
  /** The widest the content grows (px); pages of forms stay narrower than dashboards. */
  maxWidth?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function Page({ maxWidth = 1200, sx, children }: PageProps) {
  return <Box sx={[{ p: { xs: 2, md: 3 }, maxWidth, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>{children}</Box>;
}
