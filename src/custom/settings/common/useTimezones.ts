// GET app/timezones, loaded once per session and shared by the profile and office-hours timezone pickers.
import { useQuery } from '@tanstack/react-query';
import { NO_RETRY, settingsApi, SETTINGS_KEYS } from '../../../providers/api/settings';

export function useTimezones() {
  return useQuery({ queryKey: SETTINGS_KEYS.timezones, queryFn: settingsApi.timezones, staleTime: Infinity, retry: NO_RETRY });
}
