// One settings document (GET/PUT app/settings/{key}): loads it, saves it, and toasts the server's success text
// (the spec's wording, e.g. 'Updated the privacy policy settings successfully').
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_SUCCESS, type SettingsKey } from '../../../domain/settings/widget';
import { toast } from '../../../providers/notifications';
import { NO_RETRY, settingsApi, SETTINGS_KEYS } from '../../../providers/api/settings';

export function useSettingsDocument<T extends object>(key: SettingsKey) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SETTINGS_KEYS.document(key), queryFn: () => settingsApi.settings<T>(key), retry: NO_RETRY });

  /** PUT the document; resolves with the saved value, rejects (already toasted) on failure. */
  const save = useCallback(
    async (value: T): Promise<T> => {
      const { message, ...saved } = await settingsApi.saveSettings<T>(key, value);
      queryClient.setQueryData(SETTINGS_KEYS.document(key), saved as T);
      toast.success(message || SETTINGS_SUCCESS[key]);
      return saved as T;
    },
    [key, queryClient],
  );

  /** The cached document now (not as of the last render): a form saving one part keeps the parts saved since. */
  const latest = useCallback(() => queryClient.getQueryData<T>(SETTINGS_KEYS.document(key)), [key, queryClient]);

  return { ...query, save, latest };
}
