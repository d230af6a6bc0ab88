// The project's custom chat fields (/settings/configurations), for the input step's "Save the answer as": the
// 'settings' record 'chatFields', read quietly: a user without the widget settings rights gets null, and the picker
// offers the default fields only.
import { useGetOne } from 'react-admin';
import type { ChatField } from '../../../domain/settings/chatFields';
import { SETTINGS_RESOURCE, type SettingsRecord } from '../../../providers/settingsAdapter';

export function useChatFields(): ChatField[] | null {
  const { data } = useGetOne<SettingsRecord<{ fields?: ChatField[] }>>(
    SETTINGS_RESOURCE,
    { id: 'chatFields', meta: { quiet: true } },
    { retry: false, staleTime: 60_000 },
  );
  return Array.isArray(data?.fields) ? data.fields : null;
}
