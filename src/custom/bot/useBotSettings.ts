// The bot settings document (GET/PUT app/settings/bot): the 'settings' record 'bot' of react-admin's cache, shared by
// the three bot pages. Not read for a user who may not read it (the server would refuse, and the read would toast it).
import type { BotSettings } from '../../domain/settings/bot';
import { useShellSession } from '../../ui/session/SessionContext';
import { useSettingsDocument } from '../settings/common/useSettingsDocument';
import { botSettingsAccess, type BotSettingsAccess } from './model';

export interface BotSettingsState {
  access: BotSettingsAccess;
  data: BotSettings | undefined;
  isError: boolean;
  save(value: BotSettings): Promise<BotSettings>;
}

export function useBotSettings(): BotSettingsState {
  const access = botSettingsAccess(useShellSession()?.facts.flat);
  const { data, isError, save } = useSettingsDocument<BotSettings>('bot', { enabled: access !== 'none' });
  return { access, data, isError, save };
}
