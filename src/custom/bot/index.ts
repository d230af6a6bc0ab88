// The bot pages (spec §2 /bot, /bot/settings, /bot/integrations), lazy-loaded through src/custom/routing/pages.ts.
export { BotPage } from './BotPage';
export { BotSettingsPage } from './BotSettingsPage';
export { BotIntegrationsPage } from './BotIntegrationsPage';
