// The bot settings document (GET/PUT app/settings/bot), shared by the three bot pages through one query key.
// Not fetched for a user who may not read it (the server would refuse, and httpClient would toast it).
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_SUCCESS } from '../../domain/settings/widget';
import type { BotSettings } from '../../domain/settings/bot';
import { toast } from '../../providers/notifications';
import { useShellSession } from '../../ui/session/SessionContext';
import { NO_RETRY, settingsApi, SETTINGS_KEYS } from '../../providers/api/settings';
import { botSettingsAccess, type BotSettingsAccess } from './model';

export interface BotSettingsState {
  access: BotSettingsAccess;
  data: BotSettings | undefined;
  isError: boolean;
  save(value: BotSettings): Promise<BotSettings>;
}

export function useBotSettings(): BotSettingsState {
  const access = botSettingsAccess(useShellSession()?.facts.flat);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SETTINGS_KEYS.document('bot'),
    queryFn: () => settingsApi.settings<BotSettings>('bot'),
    enabled: access !== 'none',
    retry: NO_RETRY,
  });

  /** PUT the document; resolves with the saved value, rejects (already toasted) on failure. */
  const save = useCallback(
    async (value: BotSettings) => {
      const { message, ...saved } = await settingsApi.saveSettings<BotSettings>('bot', value);
      queryClient.setQueryData(SETTINGS_KEYS.document('bot'), saved);
      toast.success(message || SETTINGS_SUCCESS.bot);
      return saved;
    },
    [queryClient],
  );

  return { access, data: query.data, isError: query.isError, save };
}
