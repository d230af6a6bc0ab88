// The frame of the three bot pages (spec §2 /bot, /bot/settings, /bot/integrations): the shared page header (browser
// title, the bot as visitors see it once the settings have loaded: image and name) with tabs between the pages.
import type { ReactNode } from 'react';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Avatar, Stack, Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Page, PageHeader } from '../../ui/layout/PageHeader';
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
  return (
    <Page maxWidth={1100}>
      <PageHeader
        title={BOT_UI.heading}
        area={area}
        leading={identity && <BotAvatar name={identity.name} image={identity.image} />}
        subtitle={identity && <span data-testid="bot-name">{identity.name}</span>}
      >
        <Tabs value={tab} aria-label={BOT_UI.tabsLabel} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {(Object.keys(BOT_PATHS) as BotTab[]).map((t) => (
            <Tab key={t} value={t} label={BOT_UI.tabs[t]} component={RouterLink} to={BOT_PATHS[t]} />
          ))}
        </Tabs>
      </PageHeader>
      <Stack spacing={3}>{children}</Stack>
    </Page>
  );
}
