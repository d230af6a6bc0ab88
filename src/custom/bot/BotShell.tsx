// The frame of the three bot pages (spec §2 /bot, /bot/settings, /bot/integrations): the browser title, the bot as
// visitors see it (image and name, once the settings have loaded), and tabs between the pages.
import type { ReactNode } from 'react';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Avatar, Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { BOT_UI } from './labels';

export const BOT_PATHS = { overview: '/bot', settings: '/bot/settings', integrations: '/bot/integrations' } as const;
export type BotTab = keyof typeof BOT_PATHS;

/** The bot's image, or the default avatar when it has none. */
export function BotAvatar({ name, image, size = 48 }: { name: string; image: string; size?: number }) {
  return (
    <Avatar src={image || undefined} alt={BOT_UI.avatar(name)} sx={{ width: size, height: size, bgcolor: 'primary.main' }}>
      <SmartToyIcon />
    </Avatar>
  );
}

export interface BotShellProps {
  tab: BotTab;
  /** The route's area name (browser title). */
  area: string;
  /** The saved identity, when known. */
  identity?: { name: string; image: string };
  children: ReactNode;
}

export function BotShell({ tab, area, identity, children }: BotShellProps) {
  usePageTitle(area);
  return (
    <Box sx={{ p: 3, maxWidth: 1100 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        {identity && <BotAvatar name={identity.name} image={identity.image} />}
        <Box>
          <Typography variant="h5" component="h1">
            {BOT_UI.heading}
          </Typography>
          {identity && (
            <Typography variant="body2" color="text.secondary" data-testid="bot-name">
              {identity.name}
            </Typography>
          )}
        </Box>
      </Stack>
      <Tabs value={tab} aria-label={BOT_UI.tabsLabel} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {(Object.keys(BOT_PATHS) as BotTab[]).map((t) => (
          <Tab key={t} value={t} label={BOT_UI.tabs[t]} component={RouterLink} to={BOT_PATHS[t]} />
        ))}
      </Tabs>
      <Stack spacing={3}>{children}</Stack>
    </Box>
  );
}
